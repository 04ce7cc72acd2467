import { memberCalls, resolveApplicationRef, resolveWorkspace } from '@skiff/sdk';
import { applicationMemberAddedMessage, INVITE_SUCCESS_MESSAGE } from '@skiff/sdk/domain';
import { DEMO_DEV, runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, demoProject, demoWorkspace, routesTo } from '../../tui/src/test/demo-paths.js';
import { KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { tuiOn } from './tui-side.js';

/**
 * One model, three renderers: the members form's same answers (an email typed with spaces and capitals, the
 * Administrator role), given to the web app's invite form and to `skiff members invite`'s arguments against one real
 * emulator, make the same invite call, and so do the TUI's workspace Members tab's `a` questions (the email, then
 * the role). An email is invited once, so each surface's invitation is withdrawn before the next sends it again.
 * The same for a project's collaborators (Developer chosen over the default Maintainer), and for an application's
 * users (an email only: a workspace member added to three branches, one per surface).
 */
const WORKSPACE = 'Initech Internal';
const EMAIL = 'New.Lead@Example.com';
const configDir = cliConfigDir('members');

/** The JSON body of the first `POST .../invitations` in a SKIFF_DEBUG=1 log. */
function inviteBody(stderr: string): Record<string, unknown> {
  return loggedBody(stderr, 'POST', '/invitations');
}

describe.runIf(chromiumAvailable())('the members form on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same email and role on the three surfaces, when each invites, then the emulator receives the same invite call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const workspace = await resolveWorkspace(api, WORKSPACE);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(`${web.origin}/workspaces/${workspace._id}/members`);
    const form = page.getByRole('form', { name: 'Invite a collaborator' });
    await form.getByLabel('Email').fill('new.lead@example');
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByText('Invalid email').waitFor();
    await form.getByLabel('Email').fill(` ${EMAIL} `);
    await form.getByLabel('Role').selectOption({ label: 'Administrator' });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/invitations'));
    await form.getByRole('button', { name: 'Invite' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await form.getByText(INVITE_SUCCESS_MESSAGE).waitFor();
    expect(webBody).toEqual({ workspace: workspace._id, email: 'new.lead@example.com', role: 'WORKSPACE_ADMIN' });

    const invited = (await api.invitations.listForWorkspace(workspace._id)).items;
    const invitation = invited.find((i) => i.email === 'new.lead@example.com');
    expect(invitation?.role).toBe('WORKSPACE_ADMIN');
    await api.invitations.deleteFromWorkspace(workspace._id, invitation!._id!);

    const env = await signedInCli(web.origin, configDir);
    const cli = await runCli(['members', 'invite', ` ${EMAIL} `, '--workspace', WORKSPACE, '--role', 'Administrator'], {
      env: { ...env, SKIFF_DEBUG: '1' },
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(inviteBody(cli.stderr)).toEqual(webBody);
    const again = (await api.invitations.listForWorkspace(workspace._id)).items;
    const viaCli = again.filter((i) => i.email === 'new.lead@example.com');
    expect(viaCli.map((i) => i.role)).toEqual(['WORKSPACE_ADMIN']);
    await api.invitations.deleteFromWorkspace(workspace._id, viaCli[0]!._id!);

    // The TUI: a asks the email (checked as typed; the same spaces and capitals), then the role among those offered.
    const named = { id: workspace._id, name: WORKSPACE };
    const tui = await tuiOn(web.origin, {
      initialRoutes: [{ name: 'workspaces' }, { name: 'members', workspace: named }],
    });
    const { app } = tui;
    await app.waitForText(DEMO_OWNER);
    await app.press('a');
    await app.waitForText(`Invite a collaborator to ${WORKSPACE}`);
    await app.press(...' New.Lead@Example', KEYS.enter);
    await app.waitForText('Invalid email');
    await app.press(...'.com ', KEYS.enter);
    await app.waitForText('Developer (Enter) or Administrator');
    await app.press(...'Administrator', KEYS.enter);
    await app.waitForText(INVITE_SUCCESS_MESSAGE);
    await app.waitForText((f) => /new\.lead@example\.com\s+ADMINISTRATOR\s+Invited/.test(f), 'the invitation row');
    expect(tui.body('POST', '/invitations')).toEqual(webBody);
  }, 180_000);

  it('Given the same email and role on the three surfaces, when each invites to a project, then the emulator receives the same project invite call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const workspace = await demoWorkspace(api, 'Acme Production');
    const project = await demoProject(api, workspace, 'marketing-site');
    const calls = memberCalls(api, { workspaceId: workspace.id, projectId: project.id });
    /** Withdraws the one invitation of the email, after checking its role. */
    const withdraw = async () => {
      const invited = (await calls.invitations!()).filter((i) => i.email === 'new.lead@example.com');
      expect(invited.map((i) => i.role)).toEqual(['PROJECT_DEVELOPER']);
      await calls.removeInvitation!(invited[0]!._id!);
    };
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(`${web.origin}/workspaces/${workspace.id}/projects/${project.id}/members`);
    const form = page.getByRole('form', { name: 'Invite a collaborator' });
    await form.getByLabel('Email').fill(` ${EMAIL} `);
    await form.getByLabel('Role').selectOption({ label: 'Developer' });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/invitations'));
    await form.getByRole('button', { name: 'Invite' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await form.getByText(INVITE_SUCCESS_MESSAGE).waitFor();
    expect(webBody).toEqual({ email: 'new.lead@example.com', role: 'PROJECT_DEVELOPER' });
    await withdraw();

    const env = await signedInCli(web.origin, configDir);
    const cli = await runCli(
      ['members', 'invite', ` ${EMAIL} `, '--project', `Acme Production/marketing-site`, '--role', 'Developer'],
      { env: { ...env, SKIFF_DEBUG: '1' } },
    );
    expect(cli.code, cli.stderr).toBe(0);
    expect(inviteBody(cli.stderr)).toEqual(webBody);
    await withdraw();

    // The TUI's project Members tab: a asks the email, then the role (Maintainer on Enter, or Developer).
    const tui = await tuiOn(web.origin, {
      initialRoutes: [{ name: 'workspaces' }, { name: 'projectMembers', workspace, project }],
    });
    const { app } = tui;
    await app.waitForText('Members of marketing-site (1)'); // loaded, with the form's roles
    await app.press('a');
    await app.waitForText('Invite a collaborator to marketing-site');
    await app.press(...` ${EMAIL} `, KEYS.enter);
    await app.waitForText('Maintainer (Enter) or Developer');
    await app.press(...'Developer', KEYS.enter);
    await app.waitForText(INVITE_SUCCESS_MESSAGE);
    expect(tui.body('POST', '/invitations')).toEqual(webBody);
    await withdraw();
  }, 180_000);

  it('Given the same email on the three surfaces, when each adds a user to a branch, then the emulator receives the same add call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const typed = ` ${DEMO_DEV.toUpperCase()} `;
    const viaWeb = await resolveApplicationRef(api, 'Acme Production/marketing-site/feature-login');
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${viaWeb.workspaceId}/projects/${viaWeb.projectId}/applications/${viaWeb.applicationId}/members`,
    );
    const form = page.getByRole('form', { name: 'Add a member' });
    await form.getByLabel('Email').fill(typed);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users'));
    await form.getByRole('button', { name: 'Add member' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByText(applicationMemberAddedMessage(DEMO_DEV)).waitFor();
    expect(webBody).toEqual({ email: DEMO_DEV });

    const env = await signedInCli(web.origin, configDir);
    const cli = await runCli(['apps', 'members', 'add', 'Acme Production/marketing-site/hotfix-cart', typed], {
      env: { ...env, SKIFF_DEBUG: '1' },
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(loggedBody(cli.stderr, 'POST', '/users')).toEqual(webBody);

    // The TUI's application Members: a asks the email and adds.
    const path = await demoApplication(api, 'Acme Production', 'marketing-site', 'staging');
    const tui = await tuiOn(web.origin, { initialRoutes: [...routesTo(path), { name: 'appMembers', ...path }] });
    const { app } = tui;
    await app.waitForText('Members of staging');
    await app.press('a');
    await app.waitForText('Add a member to staging: their email');
    await app.press(...typed, KEYS.enter);
    await app.waitForText(applicationMemberAddedMessage(DEMO_DEV));
    expect(tui.body('POST', '/users')).toEqual(webBody);

    for (const branch of ['feature-login', 'hotfix-cart', 'staging']) {
      const ids = await resolveApplicationRef(api, `Acme Production/marketing-site/${branch}`);
      const users = await memberCalls(api, ids).list();
      expect(
        users.map((u) => u.rawInfo?.email ?? u.email),
        branch,
      ).toContain(DEMO_DEV);
    }
  }, 180_000);
});
