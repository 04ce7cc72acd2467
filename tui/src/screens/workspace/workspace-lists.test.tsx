import { COPIED_MESSAGE } from '@skiff/sdk/domain';
import { DEMO_DEV } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import type { Named, Route } from '../../contexts/router-context.js';
import { demoApplication } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedAfter, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });
const tabOf = (name: 'deployments' | 'vps' | 'workspaceDomains', workspace: Named): Route[] => [
  { name: 'workspaces' },
  { name, workspace },
];
const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));

describe("a workspace's cluster deployments, VPS and custom domains against a real emulator", () => {
  it('Given a tag of a project, When the cluster deployments tab shows, Then its row has the spec columns and the api command shows', async () => {
    const { workspace, project } = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    await session.client.deployments.create(workspace.id, project.id, { name: 'v9.9.9', containerImage: 'shop:9.9.9' });
    const app = session.render({ initialRoutes: tabOf('deployments', workspace) });
    app.resize(140);
    const frame = await app.waitForText('v9.9.9');
    for (const header of ['Name', 'Hostname', 'Image', 'Replicas', 'Group type', 'Status', 'Created by', 'Created'])
      expect(frame).toContain(header);
    expect(frame).toContain('Home > Acme Production > Cluster deployments');
    expect(frame).toContain("skiff workspaces deployments 'Acme Production'");
    expect(frame).toMatch(/Page 1 of \d+, 12 a page/);
    app.resize(80);
    const narrow = await app.waitForText((f) => !f.includes('Hostname'), 'the narrow layout');
    expect(narrow).toMatch(/v9\.9\.9\s+shop:9\.9\.9/);
    expect(widest(narrow)).toBeLessThanOrEqual(80);
  });

  it('Given a connected VPS, When the VPS tab shows, Then title, IP, status and the page sizes 12, 24, 50 show', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    await session.client.applications.vps.create(path.ids, {
      title: 'edge-box',
      vpsUsername: 'ubuntu',
      publicIPAddress: '203.0.113.7',
      privKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nkey\n-----END OPENSSH PRIVATE KEY-----',
    });
    const app = session.render({ initialRoutes: tabOf('vps', path.workspace) });
    const frame = await app.waitForText('203.0.113.7');
    expect(frame).toContain('edge-box');
    expect(frame).toContain('12 a page (z change: 12, 24, 50)');
    await app.press('z');
    await app.waitForText('24 a page');
    await app.press('z', 'z');
    await app.waitForText('12 a page');
    app.resize(80);
    const narrow = await app.waitForText((f) => !f.includes('Username'), 'the narrow layout');
    expect(narrow).toContain('203.0.113.7');
    expect(widest(narrow)).toBeLessThanOrEqual(80);
  });

  it('Given a TRIAL workspace, When its VPS tab is opened, Then it passes on to Members and says why', async () => {
    const devClient = await session.emulator.clientFor(DEMO_DEV);
    const trial = await devClient.workspaces.createDefault();
    const app = session.render({ client: devClient, initialRoutes: tabOf('vps', { id: trial._id, name: trial.name }) });
    await app.waitForText(`Members of ${trial.name}`);
    await app.waitForText('The VPS tab is hidden for TRIAL workspaces.');
  });

  it('Given a custom domain, When the custom domains tab shows, Then its project, branch and the load balancer show and Enter opens the application domains', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    await session.client.applications.domains.add(path.ids, { domain: 'shop.example.com' });
    const app = session.render({ initialRoutes: tabOf('workspaceDomains', path.workspace) });
    const frame = await app.waitForText('shop.example.com');
    expect(frame).toMatch(/shop\.example\.com\s+storefront\s+main/);
    expect(frame).toContain('Load balancer address: ');
    expect(frame).toMatch(/Load balancer address: \S+elb/);
    expect(frame).toContain("skiff domains list 'Acme Production'");
    const elb = frame.match(/Load balancer address: (\S+elb\S*)/)?.[1];
    expect(await copiedAfter(app, 'y')).toBe(elb);
    await app.waitForText(COPIED_MESSAGE);
    await app.press('/', ...'shop.example', KEYS.enter, KEYS.enter);
    await app.waitForText('Home > Acme Production > storefront > main > Custom domains');
  });

  it('Given a workspace tab, When the palette runs "custom domains", Then that tab shows', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: tabOf('deployments', path.workspace) });
    await app.waitForText('Cluster deployments of Acme Production');
    await app.press(':', ...'go custom domains workspace', KEYS.enter);
    await app.waitForText('Custom domains of Acme Production');
  });

  it('Given the applications tab, When z is pressed, Then 25 a page becomes 50, 100 and 25 again, every application of the workspace on its one page', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const total = (await session.client.applications.listInWorkspace(path.workspace.id, { pageSize: 100 })).items
      .length;
    const app = session.render({
      initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceApps', workspace: path.workspace }],
    });
    const first = await app.waitForText(`Applications of Acme Production (${total})`);
    expect(first).toContain('Page 1 of 1, 25 a page');
    expect(first).toContain('25 a page (z change)');
    for (const size of [50, 100, 25]) {
      await app.press('z');
      await app.waitForText(`Page 1 of 1, ${size} a page`);
    }
    expect(app.frame()).toContain('z page size');
  });
});
