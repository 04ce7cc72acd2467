import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTO_PAUSE_WARNING,
  LOGO_UPDATED_MESSAGE,
  REVOKE_TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_TO_SELF_MESSAGE,
  TRIAL_TRANSFER_MESSAGE,
  WORKSPACE_SETTINGS_NAME_MESSAGE,
  WORKSPACE_UPDATE_SUCCESS_MESSAGE,
} from '@skiff/sdk/domain';
import { DEMO_ADMIN, DEMO_DEV, DEMO_OWNER } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import type { Named, Route } from '../../contexts/router-context.js';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });
const settingsOf = (workspace: Named): Route[] => [{ name: 'workspaces' }, { name: 'workspaceSettings', workspace }];
const erase = (text: string) => Array.from(text, () => KEYS.backspace);
const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));

describe("a workspace's Settings tab against a real emulator", () => {
  it('Given the owner, When feature flags are switched, Then auto pause warns first and the server follows', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const app = session.render({ initialRoutes: settingsOf(workspace) });
    const first = await app.waitForText('[off] Auto pause');
    expect(first).toContain('Home > Acme Production > Settings');
    expect(first).toContain('D deletes it: type workspace/Acme Production');
    expect(first).toContain("skiff workspaces get 'Acme Production'");

    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, 'f');
    await app.waitForText(`${AUTO_PAUSE_WARNING} Switch it on? (y yes, n/Esc no)`);
    await app.press('n');
    await app.waitForText((f) => !f.includes(AUTO_PAUSE_WARNING), 'the question gone');
    expect((await client.workspaces.get(workspace.id)).enableAutoPause).toBe(false);
    await app.press('f');
    await app.waitForText(AUTO_PAUSE_WARNING);
    await app.press('y');
    await app.waitForText(WORKSPACE_UPDATE_SUCCESS_MESSAGE);
    await app.waitForText('[on ] Auto pause');
    expect(app.frame()).toContain("skiff workspaces update 'Acme Production' --auto-pause on");
    expect((await client.workspaces.get(workspace.id)).enableAutoPause).toBe(true);

    await app.press(KEYS.up, 'f');
    await app.waitForText('[on ] Daily backup');
    expect(app.frame()).not.toContain(AUTO_PAUSE_WARNING);
    expect(app.frame()).toContain("skiff workspaces update 'Acme Production' --daily-backup on");
    expect((await client.workspaces.get(workspace.id)).enabledDailyBackup).toBe(true);
  });

  it('Given the owner, When the workspace is transferred and the transfer revoked, Then the spec rules and messages show', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const app = session.render({ initialRoutes: settingsOf(workspace) });
    await app.waitForText('T transfers it to a new owner');
    await app.press('T', 'x');
    await app.waitForText('email must be an email');
    await app.press(KEYS.backspace, ...DEMO_OWNER);
    await app.waitForText(TRANSFER_TO_SELF_MESSAGE);
    await app.press(...erase(DEMO_OWNER), ...DEMO_ADMIN, KEYS.enter);
    await app.waitForText(`Transfer Acme Production to ${DEMO_ADMIN}?`);
    await app.press(...'Acme');
    await app.waitForText('Must match Acme Production');
    await app.press(...' Production', KEYS.enter);
    await app.waitForText(TRANSFER_SUCCESS_MESSAGE);
    expect(app.frame()).toContain(
      `skiff workspaces transfer 'Acme Production' --to ${DEMO_ADMIN} --confirm 'Acme Production'`,
    );
    await app.waitForText('This workspace is being transferred: R revokes');
    expect((await client.workspaces.get(workspace.id)).isTransfer).toBe(true);

    await app.press('R');
    await app.waitForText(REVOKE_TRANSFER_SUCCESS_MESSAGE);
    await app.waitForText('T transfers it to a new owner');
    expect(app.frame()).toContain("skiff workspaces revoke-transfer 'Acme Production'");
    expect((await client.workspaces.get(workspace.id)).isTransfer).toBe(false);
  });

  it('Given the owner at 80x24, When the name and description are edited, Then one column fits and the name is required as typed', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Drupal Forge Sandbox');
    const app = session.render({ initialRoutes: settingsOf(workspace) });
    app.resize(80);
    await app.waitForText('[on ] Edit configuration');
    await app.press('e', KEYS.enter);
    await app.waitForText(WORKSPACE_SETTINGS_NAME_MESSAGE);
    await app.press(...'Forge Lab', KEYS.enter);
    const asking = await app.waitForText('Workspace settings: the description of Forge Lab');
    expect(asking).toContain('Danger Zone');
    expect(asking.split('\n').length).toBeLessThanOrEqual(24);
    expect(widest(asking)).toBeLessThanOrEqual(80);
    await app.press(...'Drupal trials', KEYS.enter);
    await app.waitForText(WORKSPACE_UPDATE_SUCCESS_MESSAGE);
    await app.waitForText((f) => /Description\s+Drupal trials\s*$/m.test(f), 'the description saved');
    expect(await copiedCommand(app)).toBe(
      "skiff workspaces update 'Drupal Forge Sandbox' --name 'Forge Lab' --description 'Drupal trials'",
    );
    const saved = await client.workspaces.get(workspace.id);
    expect([saved.name, saved.description]).toEqual(['Forge Lab', 'Drupal trials']);
  });

  it('Given the owner, When the logo is set from a local image and then a URL, Then the file is uploaded and the logo saved', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const folder = mkdtempSync(join(tmpdir(), 'skiff-logo-'));
    const png = join(folder, 'brand.png');
    writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
    writeFileSync(join(folder, 'notes.txt'), 'not an image');
    const app = session.render({ initialRoutes: settingsOf(workspace) });
    await app.waitForText('L sets the logo');
    await app.press('L', ...join(folder, 'notes.txt'));
    await app.waitForText('Not an image URL or a .png, .jpg, .jpeg, .gif, .webp, .svg file.');
    await app.press(...erase(join(folder, 'notes.txt')), ...join(folder, 'missing.png'));
    await app.waitForText('No such file.');
    await app.press(...erase(join(folder, 'missing.png')), ...png, KEYS.enter);
    await app.waitForText(LOGO_UPDATED_MESSAGE);
    const uploaded = (await client.workspaces.get(workspace.id)).logo;
    expect(uploaded).toMatch(/^\w+$/);
    await app.waitForText((f) => /Logo\s+\w+/.test(f) && f.includes(uploaded ?? '?'), 'the logo shown');
    expect(await copiedCommand(app)).toBe(`skiff workspaces logo 'Acme Production' ${png}`);

    await app.press('L', ...'https://cdn.example.com/acme.svg', KEYS.enter);
    await app.waitForText('https://cdn.example.com/acme.svg');
    expect((await client.workspaces.get(workspace.id)).logo).toBe('https://cdn.example.com/acme.svg');
  });

  it('Given a TRIAL workspace, When transfer is asked and the workspace deleted, Then it cannot be transferred and workspace/NAME must be typed', async () => {
    // The owner's demo-type workspace exists already: the developer's first one is a TRIAL.
    const client = await session.emulator.clientFor(DEMO_DEV);
    const trial = await client.workspaces.createDefault();
    expect(trial.plan).toBe('TRIAL');
    const workspace = { id: trial._id, name: trial.name };
    const app = session.render({ client, initialRoutes: settingsOf(workspace) });
    await app.waitForText(TRIAL_TRANSFER_MESSAGE);
    expect(app.frame()).toContain(`Settings of ${trial.name} · Basic`);
    await app.press('T');
    await app.waitForText((f) => f.split('\n').some((l) => l.trim() === TRIAL_TRANSFER_MESSAGE), 'the notice');
    await app.press('D', ...'oops');
    await app.waitForText(`Please type 'workspace/${trial.name}' to confirm`);
    await app.press(...erase('oops'), ...`workspace/${trial.name}`, KEYS.enter);
    await app.waitForText(`The workspace ${trial.name} was deleted.`);
    await app.waitForText('Workspaces (');
    await expect(client.workspaces.get(trial._id)).rejects.toThrow();
  });

  it('Given a workspace name with control sequences, When its settings and the transfer form show it, Then they are inert', async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, "Owner's Personal");
    const hostile = 'Forge \u001b]0;pwned-title\u0007Lab\u001b[2J';
    await client.workspaces.update(workspace.id, { name: hostile });
    const app = session.render({ initialRoutes: settingsOf({ id: workspace.id, name: 'Forge Lab' }) });
    await app.waitForText((f) => /Name\s+Forge Lab/.test(f), 'the name cleaned');
    await app.press('T', ...DEMO_ADMIN, KEYS.enter);
    await app.waitForText('Type Forge Lab to confirm');
    await app.press(...'Forge Lab');
    await app.waitForText((f) => !f.includes('Must match'), 'the shown name accepted');
    const written = app
      .rawFrames()
      .join('\n')
      .replace(/\u001b\[[\d;]*m/g, '');
    expect(written).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(written).not.toContain('pwned-title');
  });

  it('Given a developer, When Settings is opened, Then it passes on to the next tab and says why', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const devClient = await session.emulator.clientFor(DEMO_DEV);
    const app = session.render({ client: devClient, initialRoutes: settingsOf(workspace) });
    await app.waitForText('Projects of Acme Production');
    await app.waitForText('The Settings tab is for the workspace owner and instance admins.');
    expect(app.frame()).not.toContain('Feature flags');
  });
});
