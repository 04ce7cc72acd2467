import {
  AUTO_PAUSE_WARNING,
  LOGO_UPDATED_MESSAGE,
  LOGO_UPLOAD_FAILED_MESSAGE,
  LOGO_UPLOADED_MESSAGE,
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
/** A 1x1 PNG: a real image the browser can decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
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

    await web.page.getByRole('region', { name: 'Workspace settings' }).getByRole('button', { name: 'Edit' }).click();
    const details = web.page.getByRole('form', { name: 'Workspace settings' });
    await details.getByLabel('Name').fill(' ');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText(WORKSPACE_SETTINGS_NAME_MESSAGE).waitFor();
    await details.getByLabel('Name').fill('Settings renamed');
    await details.getByRole('button', { name: 'Save' }).click();
    await web.page
      .getByRole('region', { name: 'Workspace settings' })
      .getByText(WORKSPACE_UPDATE_SUCCESS_MESSAGE)
      .waitFor();
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

  it('Given the owner on Settings, when editing the features and uploading a logo, then the view mode shows them and the header the logo', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const workspace = await owner.workspaces.create({ name: 'Modes e2e', environmentId: acme.environment?._id ?? '' });
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/${workspace._id}/settings`);

    // View mode: values as text and each feature On or Off, no input until Edit.
    const view = web.page.getByRole('region', { name: 'Workspace settings' });
    const features = view.getByRole('list', { name: 'Features' });
    await features.getByText('Auto pause: Off').waitFor();
    await features.getByText('Custom domain: On').waitFor();
    expect(await view.getByRole('textbox').count()).toBe(0);
    await screenshot(web.page, 'workspace-settings-view');

    // Edit mode: the switches; auto pause asks first with the warning, Cancel keeps it off.
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = web.page.getByRole('form', { name: 'Workspace settings' });
    expect(await form.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    const autoPause = form.getByRole('switch', { name: 'Auto pause' });
    await autoPause.click();
    const dialog = web.page.getByRole('dialog', { name: 'Switch auto pause on?' });
    await dialog.getByText(AUTO_PAUSE_WARNING).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await autoPause.isChecked()).toBe(false);
    await autoPause.click();
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    expect(await autoPause.isChecked()).toBe(true);
    await form.getByRole('switch', { name: 'Custom domain' }).click();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-settings-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await view.getByText(WORKSPACE_UPDATE_SUCCESS_MESSAGE).waitFor();
    await features.getByText('Auto pause: On').waitFor();
    await features.getByText('Custom domain: Off').waitFor();
    const saved = await owner.workspaces.get(workspace._id);
    expect([saved.enableAutoPause, saved.enableCustomDomain]).toEqual([true, false]);
    expect(await view.getByRole('button', { name: 'Edit' }).evaluate((b) => b === document.activeElement)).toBe(true);

    // The logo: a text file is refused before any call; a PNG is uploaded, set, and shown in the header.
    const upload = view.getByLabel('Upload logo');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await view.getByText(LOGO_UPLOAD_FAILED_MESSAGE, { exact: false }).waitFor();
    expect((await owner.workspaces.get(workspace._id)).logo ?? null).toBeNull();
    await upload.setInputFiles({ name: 'modes.png', mimeType: 'image/png', buffer: PNG });
    await view.getByText(LOGO_UPLOADED_MESSAGE, { exact: true }).waitFor();
    await view.getByText(LOGO_UPDATED_MESSAGE).waitFor();
    const logo = (await owner.workspaces.get(workspace._id)).logo;
    expect(logo).toMatch(/^[0-9a-f]{24}$/);
    const header = web.page.locator('.workspace-header').getByRole('img', { name: 'Modes e2e logo' });
    await header.waitFor();
    await web.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.workspace-header img')].some((i) => i.naturalWidth === 1),
    );
    expect(await header.getAttribute('src')).toBe(`/api/v2/files/${logo}`);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-settings-logo');
    await web.page.goto(`${web.origin}/workspaces?search=Modes`);
    const card = web.page.getByRole('listitem').filter({ has: web.page.getByRole('link', { name: 'Modes e2e' }) });
    expect(await card.locator('img').getAttribute('src')).toBe(`/api/v2/files/${logo}`);
    await owner.workspaces.delete(workspace._id);
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
