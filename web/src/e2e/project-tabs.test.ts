import { refId } from '@skiff/sdk';
import {
  ACTIVITY_PAGE_SIZE,
  COLLABORATOR_REMOVED_MESSAGE,
  EDITOR_EXTENSION_PRESETS,
  editorExtensionsOf,
  emailFieldError,
  humanAction,
  INVALID_REGISTRY_URL_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  PROJECT_EDIT_NAME_REQUIRED_MESSAGE,
  PROJECT_VALUE_NOT_MATCHING_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const ADMIN = 'admin@demo.skiff.dev';
const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())("a project's tabs against a real emulator", () => {
  const web = useWebPage();

  /** Signs in, opens storefront and its `tab` from the project's tab links; returns the ids in the URL. */
  async function openTab(tab: string, email = DEMO_OWNER) {
    await signIn(web.page, web.origin, email);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('link', { name: 'storefront' }).click();
    await web.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: tab }).click();
    await web.page.getByRole('heading', { name: tab, exact: true, level: 2 }).waitFor();
    const [, workspaceId = '', projectId = ''] =
      /\/workspaces\/([^/]+)\/projects\/([^/]+)\//.exec(new URL(web.page.url()).pathname) ?? [];
    return { workspaceId, projectId };
  }

  it('Given the VSCode Extensions tab, when presets are ticked and saved, then the project keeps them and a reload shows them ticked', async () => {
    const { workspaceId, projectId } = await openTab('VSCode Extensions');
    const [first = '', second = ''] = EDITOR_EXTENSION_PRESETS;
    await web.page.getByRole('checkbox').first().waitFor(); // the heading shows before the project is loaded
    expect(await web.page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(EDITOR_EXTENSION_PRESETS.length);
    await web.page.getByRole('checkbox', { name: first }).check();
    await web.page.getByRole('checkbox', { name: second }).check();
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page
      .getByRole('status')
      .filter({ hasText: /^Saved \d+ extensions\.$/ })
      .waitFor();
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const kept = editorExtensionsOf((await api.projects.get(workspaceId, projectId)).vscodeExtensions);
    expect(kept).toEqual(expect.arrayContaining([first, second]));
    await screenshot(web.page, 'project-extensions');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await web.page.reload();
    await expect.poll(() => web.page.getByRole('checkbox', { name: second }).isChecked()).toBe(true);
    await web.page.getByRole('checkbox', { name: second }).uncheck();
    await web.page.getByRole('button', { name: 'Save' }).click();
    await web.page
      .getByRole('status')
      .filter({ hasText: /^Saved \d+ extensions\.$/ })
      .waitFor();
    const after = editorExtensionsOf((await api.projects.get(workspaceId, projectId)).vscodeExtensions);
    expect(after).toContain(first);
    expect(after).not.toContain(second);
  });

  it('Given a project developer, when the Members tab opens, then the collaborators show with their roles and nothing can be changed', async () => {
    await openTab('Members', DEV);
    const list = web.page.getByRole('list', { name: 'Collaborators' });
    await list.getByText(DEV, { exact: true }).waitFor();
    expect(await list.getByText('Developer', { exact: true }).count()).toBeGreaterThan(0);
    expect(await web.page.getByRole('combobox').count()).toBe(0);
    expect(await web.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await web.page.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
  });

  it('Given a workspace admin on the Members tab, when inviting, changing a role and removing, then the spec messages show and the project changes', async () => {
    const { workspaceId, projectId } = await openTab('Members', ADMIN);
    const api = await apiClientFor(web.origin, ADMIN);
    const roleOfDev = async () =>
      (await api.projectSettings.members(workspaceId, projectId, { pageSize: 100 })).items.find(
        (m) => (m.rawInfo?.email ?? m.email) === DEV,
      )?.role;

    const form = web.page.getByRole('form', { name: 'Invite a collaborator' });
    expect(await form.getByLabel('Role').inputValue()).toBe('PROJECT_MAINTAINER');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByText(emailFieldError('not-an-email') ?? '-').waitFor();
    await form.getByLabel('Email').fill('New.Person@Example.com');
    await form.getByLabel('Role').selectOption('PROJECT_DEVELOPER');
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByRole('status').filter({ hasText: INVITE_SUCCESS_MESSAGE }).waitFor();
    const invitations = web.page.getByRole('list', { name: 'Pending invitations' });
    await invitations.getByText('new.person@example.com', { exact: true }).waitFor();
    await screenshot(web.page, 'project-members');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await invitations.getByRole('button', { name: 'Remove the invitation of new.person@example.com' }).click();
    await invitations.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: INVITATION_REMOVED_MESSAGE }).waitFor();
    await web.page.getByText('No pending invitations.').waitFor();

    await web.page.getByLabel(`Role of ${DEV}`).selectOption('PROJECT_MAINTAINER');
    await web.page
      .getByRole('status')
      .filter({ hasText: `${DEV} is now Maintainer.` })
      .waitFor();
    expect(await roleOfDev()).toBe('PROJECT_MAINTAINER');

    const list = web.page.getByRole('list', { name: 'Collaborators' });
    expect(await list.getByRole('button', { name: `Remove ${ADMIN}` }).count()).toBe(0); // never oneself
    await list.getByRole('button', { name: `Remove ${DEV}` }).click();
    await list.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: COLLABORATOR_REMOVED_MESSAGE }).waitFor();
    await expect.poll(() => list.getByText(DEV, { exact: true }).count()).toBe(0);
    expect(await roleOfDev()).toBeUndefined();
  });

  it("Given the Activities tab, when it opens, then only the project's activities show, newest first, with Load more and a log", async () => {
    const { workspaceId, projectId } = await openTab('Activities');
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const all = await api.activities.list({ workspaceId, pageIndex: 1, pageSize: 500 });
    const mine = all.items.filter((a) => refId(a.project) === projectId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.items.length); // the workspace has other projects' activities too
    const rows = web.page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(Math.min(mine.length, ACTIVITY_PAGE_SIZE));
    expect(await rows.first().locator('strong').textContent()).toBe(humanAction(mine[0]?.action ?? ''));
    if (mine.length > ACTIVITY_PAGE_SIZE) {
      await web.page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows.count()).toBe(Math.min(mine.length, 2 * ACTIVITY_PAGE_SIZE));
    }
    await rows
      .first()
      .getByRole('button', { name: /^Show log: / })
      .click();
    await screenshot(web.page, 'project-activities');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given a project developer on the Settings tab, when it opens, then the settings show but cannot be changed', async () => {
    await openTab('Settings', DEV);
    await web.page.getByText('Only project admins can change these settings.').waitFor();
    const basic = web.page.getByRole('form', { name: 'Basic Information' });
    expect(await basic.getByLabel('Name').isDisabled()).toBe(true);
    expect(await basic.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await web.page.getByRole('form', { name: 'Project Danger Zone' }).count()).toBe(0);
  });

  // Last: it renames storefront.
  it('Given a workspace admin on the Settings tab, when renaming, saving a registry and deleting a project with running branches, then the spec messages show and the project changes', async () => {
    const { workspaceId, projectId } = await openTab('Settings', ADMIN);
    const api = await apiClientFor(web.origin, ADMIN);
    const basic = web.page.getByRole('form', { name: 'Basic Information' });
    await web.page.getByRole('heading', { name: 'Git Information' }).waitFor();
    await basic.getByLabel('Name').fill(' ');
    await basic.getByRole('button', { name: 'Save' }).click();
    await basic.getByText(PROJECT_EDIT_NAME_REQUIRED_MESSAGE).waitFor();
    await basic.getByLabel('Name').fill('storefront-renamed');
    await basic.getByLabel('Description').fill('The shop');
    await basic.getByRole('button', { name: 'Save' }).click();
    await web.page.getByRole('heading', { name: 'storefront-renamed', level: 1 }).waitFor();
    expect(await api.projects.get(workspaceId, projectId)).toMatchObject({
      name: 'storefront-renamed',
      description: 'The shop',
    });

    await web.page.getByText('Base Registry Configuration').click();
    const base = web.page.getByRole('form', { name: 'Base Registry Configuration' });
    await base.getByRole('button', { name: 'Save' }).click();
    expect(await base.getByText('Required', { exact: true }).count()).toBe(4);
    await base.getByLabel(/^Server/).fill('not a url');
    await base.getByLabel('Username').fill('robot');
    await base.getByLabel('Token').fill('registry-secret-token');
    await base.getByLabel(/^Tags/).fill('8.2, latest');
    await base.getByRole('button', { name: 'Save' }).click();
    await base.getByText(INVALID_REGISTRY_URL_MESSAGE).waitFor();
    await base.getByLabel(/^Server/).fill('ghcr.io');
    await base.getByRole('button', { name: 'Save' }).click();
    await base.getByRole('status').filter({ hasText: 'Base Registry Configuration saved.' }).waitFor();
    expect(await api.projects.get(workspaceId, projectId)).toMatchObject({
      baseRegistryServer: 'ghcr.io',
      baseRegistryUsername: 'robot',
      baseRegistryTags: ['8.2', 'latest'],
    });
    expect(await base.getByLabel('Token').inputValue()).toBe('');
    expect(await web.page.content()).not.toContain('registry-secret-token');
    await screenshot(web.page, 'project-settings');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    const danger = web.page.getByRole('form', { name: 'Project Danger Zone' });
    const confirm = danger.getByLabel('Type project/storefront-renamed to confirm');
    await confirm.fill('project/storefront');
    await danger.getByRole('button', { name: 'Delete project' }).click();
    await danger.getByText(PROJECT_VALUE_NOT_MATCHING_MESSAGE).waitFor();
    await confirm.fill('project/storefront-renamed');
    await danger.getByRole('button', { name: 'Delete project' }).click();
    // storefront has running branches: the platform refuses, and the page shows why and stays
    await danger.getByRole('alert').filter({ hasText: 'Undeploy every branch and tag' }).waitFor();
    expect(await api.projects.get(workspaceId, projectId)).toMatchObject({ name: 'storefront-renamed' });
  });
});
