import { SUPPORT_ADDRESS, WORKSPACE_UPDATING_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import type { Named, Route } from '../../contexts/router-context.js';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedAfter, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false, proxyTimeoutMs: true });
const helpTab = (workspace: Named): Route[] => [{ name: 'workspaces' }, { name: 'workspaceHelp', workspace }];
const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));

describe("a workspace's header and Help tab against a real emulator", () => {
  it('Given the TUI started on the Help tab, When c is pressed, Then the tab copies the support address (its own key wins over the workspace-wide c)', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: helpTab(workspace) });
    const frame = await app.waitForText('Help of Acme Production');
    expect(frame).toContain('Home > Acme Production > Help');
    expect(frame).toContain('Do not put passwords, tokens, keys or other secrets in a ticket.');
    expect(frame).toContain(`Ask the support team about Acme Production: ${SUPPORT_ADDRESS}`);
    expect(await copiedAfter(app, 'c')).toBe(SUPPORT_ADDRESS);
    await app.waitForText('Copied to clipboard');
    expect(app.frame()).not.toContain('new project');
    expect(app.frame()).toContain('Help of Acme Production');
  });

  it('Given the Activities tab, When Tab moves to Help and then on, Then c copies there too and the workspace-wide c still creates a project elsewhere', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceActivities', workspace }] });
    await app.waitForText('Activities of Acme Production');
    await app.press(KEYS.tab);
    await app.waitForText('Help of Acme Production');
    await app.press('c');
    await app.waitForText('Copied to clipboard');
    await app.press(KEYS.escape);
    await app.waitForText('Acme Production');
    const projects: Route[] = [{ name: 'workspaces' }, { name: 'projects', workspace }];
    app.unmount();
    const again = session.render({ initialRoutes: projects });
    await again.waitForText('Projects of Acme Production');
    await again.press('c');
    await again.waitForText('Home > Acme Production > New project');
  });

  it('Given a workspace tab, When shown, Then the header has the name, the provider and the four counters of the workspace as the server counts them', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const found = await session.client.workspaces.get(workspace.id);
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceApps', workspace }] });
    const counters = `${found.totalProjects ?? 0} projects · ${found.totalActivatedApplications ?? 0} activated · ${found.totalPausedApplications ?? 0} paused · ${found.totalApplications ?? 0} applications`;
    const frame = await app.waitForText(counters);
    expect(found.totalProjects).toBeGreaterThan(0);
    expect(frame).not.toContain(WORKSPACE_UPDATING_MESSAGE);
    await app.press(KEYS.tab);
    await app.waitForText('Cluster deployments');
    expect(app.frame()).toContain(counters);
  });

  it("Given a workspace whose status is INACTIVE, When one of its tabs is shown, Then the header says 'Updating workspace...'", async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    session.proxy.rewrite(new RegExp(`/workspaces/${workspace.id}$`), (text) =>
      text.replace('"status":"ACTIVE"', '"status":"INACTIVE"'),
    );
    const app = session.render({ initialRoutes: [{ name: 'workspaces' }, { name: 'projects', workspace }] });
    const frame = await app.waitForText(WORKSPACE_UPDATING_MESSAGE);
    expect(frame).toContain('Projects of Acme Production');
  });

  it('Given 80x24, When the Help tab and a workspace list tab are shown with the header, Then nothing is wider than 80 nor taller than the terminal', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const app = session.render({ initialRoutes: helpTab(workspace) });
    app.resize(80);
    const help = await app.waitForText((f) => f.includes(' projects · ') && f.includes('Help of Acme Production'));
    expect(widest(help)).toBeLessThanOrEqual(80);
    expect(help.split('\n').length).toBeLessThanOrEqual(23);
    expect(help).toContain('contact support');
    await app.press(KEYS.tab);
    const next = await app.waitForText((f) => !f.includes('Help of') && f.includes('Acme Production >'));
    expect(widest(next)).toBeLessThanOrEqual(80);
    expect(next.split('\n').length).toBeLessThanOrEqual(23);
  });
});
