import {
  PAGE_MESSAGES,
  REVOKE_TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_TO_SELF_MESSAGE,
  WORKSPACE_SETTINGS_NAME_MESSAGE,
  WORKSPACE_UPDATE_SUCCESS_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const ADMIN = 'admin@demo.skiff.dev';
const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web workspace settings: details, Transfer Owner, Danger Zone (spec 001)', () => {
  const web = useWebPage();

  it('Given the owner on a workspace’s Settings, when renaming, transferring, revoking and deleting, then each step says the spec’s message', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const workspace = await owner.workspaces.create({
      name: 'Settings e2e',
      environmentId: acme.environment?._id ?? '',
    });
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/${workspace._id}/projects`);
    await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click();

    const details = web.page.getByRole('form', { name: 'Workspace settings' });
    await details.getByLabel('Name').fill(' ');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText(WORKSPACE_SETTINGS_NAME_MESSAGE).waitFor();
    await details.getByLabel('Name').fill('Settings renamed');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText(WORKSPACE_UPDATE_SUCCESS_MESSAGE).waitFor();
    await web.page.getByRole('heading', { name: 'Settings renamed', level: 1 }).waitFor();

    const transfer = web.page.getByRole('form', { name: 'Transfer Owner' });
    await transfer.getByLabel("New owner's e-mail").fill(DEMO_OWNER);
    await transfer.getByLabel('Type Settings renamed to confirm').fill('Settings');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await transfer.getByText(TRANSFER_TO_SELF_MESSAGE).waitFor();
    await transfer.getByText('Must match Settings renamed').waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-settings');
    await transfer.getByLabel("New owner's e-mail").fill(ADMIN);
    await transfer.getByLabel('Type Settings renamed to confirm').fill('Settings renamed');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    const panel = web.page.getByRole('region', { name: 'Transfer Owner' });
    await panel.getByText('This workspace is being transferred.').waitFor();
    await panel.getByText(TRANSFER_SUCCESS_MESSAGE).waitFor();
    expect((await owner.workspaces.get(workspace._id)).isTransfer).toBe(true);
    await panel.getByRole('button', { name: 'Revoke transfer' }).click();
    await web.page.getByText(REVOKE_TRANSFER_SUCCESS_MESSAGE).waitFor();
    expect((await owner.workspaces.get(workspace._id)).isTransfer).toBe(false);
    await web.page.getByRole('form', { name: 'Transfer Owner' }).waitFor();

    const danger = web.page.getByRole('form', { name: 'Danger Zone' });
    await danger.getByRole('button', { name: 'Delete workspace' }).click();
    await danger.getByText("Please type 'workspace/Settings renamed' to confirm").waitFor();
    await danger.getByLabel('Type workspace/Settings renamed to confirm').fill('workspace/Settings renamed');
    await danger.getByRole('button', { name: 'Delete workspace' }).click();
    await web.page.waitForURL(`${web.origin}/workspaces`);
    expect((await owner.workspaces.list({ search: 'Settings renamed' })).items).toEqual([]);
  });

  it('Given a developer of a workspace, when its Settings address is opened, then the 403 page shows and the tab is not offered', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Activities' }).waitFor();
    expect(
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).count(),
    ).toBe(0);
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/settings`);
    await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
  });
});
