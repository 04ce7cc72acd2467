import {
  ACTIVITY_PAGE_SIZE,
  COLLABORATOR_REMOVED_MESSAGE,
  EDITOR_EXTENSION_PRESETS,
  editorExtensionsOf,
  emailFieldError,
  humanAction,
  INVITATION_REMOVED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  refId,
} from '@skiff/sdk';
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
});
