import { PROJECT_EDIT_NAME_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoProject, demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';

const session = setupEmulatorSession({ push: false });

describe('renaming a project from its settings (spec 002 sections 2.4, 5 and 7)', () => {
  it("Given a project's settings, When R is pressed, a blank name refused and a new name typed, Then the platform holds the new name, the breadcrumb shows it and the status line has its skiff command", async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const project = await demoProject(client, workspace, 'storefront');
    const before = await client.projects.get(workspace.id, project.id);
    const description = before.description ?? '';
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'projects', workspace },
        { name: 'projectSettings', workspace, project },
      ],
    });
    await app.waitForText('Git information');
    await app.press('R');
    await app.waitForText('Rename the project storefront: its new name');
    await app.press(' ', KEYS.enter);
    await app.waitForText(PROJECT_EDIT_NAME_REQUIRED_MESSAGE);
    await app.press(KEYS.backspace, ...'new shop', KEYS.enter);
    await app.waitForText(`Enter keeps "${description || '-'}"`);
    await app.press(KEYS.enter);
    const frame = await app.waitForText('The project storefront is now new shop.');
    expect(frame).toContain("$ skiff projects update 'Acme Production/storefront' --name 'new shop'");
    await app.waitForText('Home > Acme Production > new shop > Settings');
    await app.waitForText((f) => /Name\s+new shop/.test(f), 'the new name in Basic information');
    const saved = await client.projects.get(workspace.id, project.id);
    expect([saved.name, saved.description ?? '']).toEqual(['new shop', description]);

    await app.press('R', ...'new shop', KEYS.enter, ...'Shop of 2027', KEYS.enter);
    await app.waitForText(
      "$ skiff projects update 'Acme Production/new shop' --name 'new shop' --description 'Shop of 2027'",
    );
    await app.waitForText((f) => /Description\s+Shop of 2027/.test(f), 'the new description');
    expect((await client.projects.get(workspace.id, project.id)).description).toBe('Shop of 2027');
  });
});
