import {
  INVITATION_REMOVED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
  workspaceRoleLabel,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())("a workspace's Members tab against a real emulator (spec 001)", () => {
  const web = useWebPage();

  /** Signs in as `email` and opens Acme Production's Members tab; returns the workspace id from the URL. */
  async function openMembers(email = DEMO_OWNER): Promise<string> {
    await signIn(web.page, web.origin, email);
    await web.page.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click();
    await web.page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
    return /\/workspaces\/([^/]+)\/members/.exec(new URL(web.page.url()).pathname)?.[1] ?? '';
  }

  // Before the owner's test, which removes the developer from the workspace.
  it('Given a developer, when the Members tab opens, then roles show as tags and nothing can be changed', async () => {
    await openMembers(DEV);
    const list = web.page.getByRole('list', { name: 'Collaborators' });
    await list.getByText(DEV, { exact: true }).waitFor();
    expect(await list.getByText(workspaceRoleLabel('DEVELOPER'), { exact: true }).count()).toBeGreaterThan(0);
    expect(await web.page.getByRole('combobox').count()).toBe(0);
    expect(await web.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await web.page.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
  });

  it('Given the owner, when an invitation is removed, a role changed and a collaborator removed, then the spec messages show and the workspace changes', async () => {
    const workspaceId = await openMembers();
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const roleOf = async (email: string) =>
      (await api.workspaceMembers.list(workspaceId, { pageSize: 100 })).items.find(
        (m) => (m.rawInfo?.email ?? m.email) === email,
      )?.role;
    const list = web.page.getByRole('list', { name: 'Collaborators' });
    await list.getByText(DEV, { exact: true }).waitFor();
    await list.getByRole('button', { name: `Remove ${DEV}` }).waitFor(); // the owner's rights are known
    expect(await list.getByRole('button', { name: `Remove ${DEMO_OWNER}` }).count()).toBe(0); // never the owner
    expect(await list.getByText(workspaceRoleLabel('WORKSPACE_OWNER'), { exact: true }).count()).toBe(1);

    const form = web.page.getByRole('form', { name: 'Invite a collaborator' });
    await form.getByLabel('Email').fill('Temp.Person@Example.com');
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByRole('status').filter({ hasText: INVITE_SUCCESS_MESSAGE }).waitFor();
    const pending = web.page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByRole('button', { name: 'Remove the invitation of temp.person@example.com' }).click();
    await pending.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: INVITATION_REMOVED_MESSAGE }).waitFor();
    await expect.poll(() => pending.getByText('temp.person@example.com').count()).toBe(0);
    expect((await api.invitations.listForWorkspace(workspaceId)).items.map((i) => i.email)).not.toContain(
      'temp.person@example.com',
    );

    await web.page.getByLabel(`Role of ${DEV}`).selectOption({ label: 'Administrator' });
    await web.page
      .getByRole('status')
      .filter({ hasText: `${DEV} is now ${workspaceRoleLabel('WORKSPACE_ADMIN')}.` })
      .waitFor();
    expect(await roleOf(DEV)).toBe('WORKSPACE_ADMIN');
    await screenshot(web.page, 'workspace-members-manage');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await list.getByRole('button', { name: `Remove ${DEV}` }).click();
    await list.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: WORKSPACE_COLLABORATOR_REMOVED_MESSAGE }).waitFor();
    await expect.poll(() => list.getByText(DEV, { exact: true }).count()).toBe(0);
    expect(await roleOf(DEV)).toBeUndefined();
  });
});
