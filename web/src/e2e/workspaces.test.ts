import { ENVIRONMENT_REQUIRED_MESSAGE, WORKSPACE_NAME_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web workspace list against a real emulator (spec 000 section 2)', () => {
  const web = useWebPage();

  it('Given the owner, when a kind filter is ticked, then the kinds exclude each other and Reset clears them', async () => {
    await signIn(web.page, web.origin);
    const production = web.page.getByRole('checkbox', { name: 'Production' });
    const forge = web.page.getByRole('checkbox', { name: 'Drupal Forge' });
    const personal = web.page.getByRole('checkbox', { name: 'Personal' });
    await production.check();
    await web.page.waitForURL(/regular=true/);
    await web.page.getByRole('link', { name: 'Acme Production' }).waitFor();
    await expect.poll(() => web.page.getByRole('link', { name: 'Drupal Forge Sandbox' }).count()).toBe(0);
    await screenshot(web.page, 'workspaces-filter-production');

    await forge.check();
    await web.page.waitForURL(/drupalForge=true/);
    expect(web.page.url()).not.toContain('regular=');
    expect(await production.isChecked()).toBe(false);
    await web.page.getByRole('link', { name: 'Drupal Forge Sandbox' }).waitFor();
    await expect.poll(() => web.page.getByRole('link', { name: 'Acme Production' }).count()).toBe(0);

    await personal.check();
    await web.page.getByRole('link', { name: "Owner's Personal" }).waitFor();
    await expect.poll(() => web.page.locator('ul.cards > li').count()).toBe(1);

    await web.page.getByRole('button', { name: 'Reset' }).click();
    await web.page.waitForURL((url) => url.search === '');
    await web.page.getByRole('link', { name: 'Acme Production' }).waitFor();
    expect(await personal.isChecked()).toBe(false);
    expect(await web.page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
  });

  it('Given 15 workspaces, when the page size changes from 12 to 24, then all show; 12, 24 and 50 are offered', async () => {
    await signIn(web.page, web.origin);
    await web.page.getByText('1-12 of 15').waitFor();
    const size = web.page.getByLabel('Per page');
    expect(await size.locator('option').allTextContents()).toEqual(['12', '24', '50']);
    await web.page.getByRole('button', { name: 'Next' }).click();
    await web.page.getByText('13-15 of 15').waitFor();
    await size.selectOption('24');
    await web.page.waitForURL(/size=24/);
    await web.page.getByText('1-15 of 15').waitFor();
    expect(await web.page.locator('ul.cards > li').count()).toBe(15);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given two invitations for the developer, when one is rejected and one accepted, then the list reloads and Accept opens the workspace', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const [globex, initech] = await Promise.all(
      ['Globex Staging', 'Initech Internal'].map(
        async (name) => (await owner.workspaces.list({ search: name })).items[0]!,
      ),
    );
    await owner.invitations.inviteToWorkspace(globex!._id, { email: DEV, role: 'DEVELOPER' });
    await owner.invitations.inviteToWorkspace(initech!._id, { email: DEV, role: 'DEVELOPER' });

    await signIn(web.page, web.origin, DEV);
    const invitations = web.page.getByRole('region', { name: 'Pending invitations' });
    await invitations.getByRole('button', { name: 'Accept invitation to Globex Staging' }).waitFor();
    await screenshot(web.page, 'workspaces-invitations');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await invitations.getByRole('button', { name: 'Reject invitation to Initech Internal' }).click();
    await expect.poll(() => invitations.getByText('Initech Internal').count()).toBe(0);
    await invitations.getByRole('button', { name: 'Accept invitation to Globex Staging' }).click();
    await web.page.waitForURL(new RegExp(`/workspaces/${globex!._id}/projects`));
  });

  it('Given a user with no workspace, when the list is empty, then Start Here creates a demo workspace', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    await owner.members.create({ username: 'fresh@example.com', password: 'Fresh!2345' });
    await web.page.goto(`${web.origin}/login`);
    await web.page.getByLabel('Email').fill('fresh@example.com');
    await web.page.getByLabel('Password', { exact: true }).fill('Fresh!2345');
    await web.page.getByLabel('I agree to the Terms and Conditions').check();
    await web.page.getByRole('button', { name: 'Log In', exact: true }).click();
    const card = web.page.getByRole('region', { name: 'Start Here' });
    await card.waitFor();
    await screenshot(web.page, 'workspaces-start-here');
    await card.getByRole('button', { name: 'Create Demo Workspace' }).click();
    await web.page.waitForURL(/\/workspaces\/[^/]+\/projects/);
  });
  it('Given the owner, when Create Workspace is used, then the spec messages guard name and environment and the new workspace opens; a developer has the button disabled', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const cluster = (await owner.environments.list({ search: 'acme-prod-eks' })).items[0]!;
    await signIn(web.page, web.origin);
    await web.page.getByRole('button', { name: 'Create Workspace' }).click();
    await web.page.waitForURL(`${web.origin}/workspaces/add`);
    const form = web.page.getByRole('form', { name: 'Create Workspace' });
    expect(await form.getByLabel('Name').inputValue()).toMatch(/^Workspace \d{4}\/\d{2}\/\d{2} /);
    await form.getByLabel('Name').fill(' ');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText(WORKSPACE_NAME_REQUIRED_MESSAGE).waitFor();
    await form.getByText(ENVIRONMENT_REQUIRED_MESSAGE).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-create');

    await form.getByLabel('Name').fill('Made in the browser');
    await form.getByLabel('Tags (comma separated)').fill('web, e2e');
    await form.getByLabel('Environment').selectOption(cluster._id);
    await form.getByRole('button', { name: 'Create' }).click();
    await web.page.waitForURL(/\/workspaces\/[^/]+\/projects$/);
    await web.page.getByRole('heading', { name: 'Made in the browser', level: 1 }).waitFor();
    const created = (await owner.workspaces.list({ search: 'Made in the browser' })).items[0];
    expect(created?.environment?._id).toBe(cluster._id);
    expect(JSON.stringify(created?.tags)).toContain('e2e');

    await web.page.getByRole('button', { name: 'Log out' }).click();
    await signIn(web.page, web.origin, DEV);
    expect(await web.page.getByRole('button', { name: 'Create Workspace' }).isDisabled()).toBe(true);
  });
});
