import {
  CREDENTIAL_SAVE_FAILED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  LEGACY_INVITE_TITLE,
  LEGACY_INVITE_TOKEN_KEY,
  LINKED_REPOSITORY_FLAG,
  PAGE_MESSAGES,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import {
  apiClientFor,
  chromiumAvailable,
  DEMO_OWNER,
  DEMO_PASSWORD,
  screenshot,
  signInThroughLoginPage,
  useWebPage,
} from './browser.js';

const ADMIN = 'admin@demo.skiff.dev';

describe.runIf(chromiumAvailable())(
  'web transfer, invite-link and credential landing pages (issue 6, spec 003 sections 2.3-2.5)',
  () => {
    const web = useWebPage();
    const acmeClusterId = async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      return (await owner.workspaces.list({ search: 'Acme Production' })).items[0]?.environment?._id ?? '';
    };

    it('Given a workspace transfer link, when the invitee accepts, then they own the workspace and land in it', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const workspace = await owner.workspaces.create({
        name: 'Landing transfer',
        environmentId: await acmeClusterId(),
      });
      const invite = await owner.invitations.transfer(workspace._id, ADMIN);

      await signInThroughLoginPage(web.page, web.origin, ADMIN);
      await web.page.goto(
        `${web.origin}/invitations-transfer?token=${invite.token}&inviteId=${invite._id}&workspaceId=${workspace._id}`,
      );
      await web.page.getByRole('heading', { name: 'Transfer', level: 1 }).waitFor();
      await screenshot(web.page, 'transfer-landing');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await web.page.getByRole('button', { name: 'Accept' }).click();
      await web.page.waitForURL(new RegExp(`/workspaces/${workspace._id}/projects$`));
      const admin = await apiClientFor(web.origin, ADMIN);
      const adminId = String((await admin.users.profile())._id);
      expect((await owner.workspaces.get(workspace._id)).rbac).toContainEqual({
        user: adminId,
        role: 'WORKSPACE_OWNER',
      });
    });

    it('Given a workspace transfer link, when the invitee rejects, then they go to the workspaces and the owner keeps a workspace no longer being transferred', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const workspace = await owner.workspaces.create({
        name: 'Rejected transfer',
        environmentId: await acmeClusterId(),
      });
      const invite = await owner.invitations.transfer(workspace._id, ADMIN);
      expect((await owner.workspaces.get(workspace._id)).isTransfer).toBe(true);

      await signInThroughLoginPage(web.page, web.origin, ADMIN);
      await web.page.goto(
        `${web.origin}/invitations-transfer?token=${invite.token}&inviteId=${invite._id}&workspaceId=${workspace._id}`,
      );
      await web.page.getByRole('button', { name: 'Reject' }).click();
      await web.page.waitForURL(`${web.origin}/workspaces`);
      await web.page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
      const after = await owner.workspaces.get(workspace._id);
      expect(after.isTransfer).toBe(false);
      const admin = await apiClientFor(web.origin, ADMIN);
      const adminId = String((await admin.users.profile())._id);
      expect(after.rbac?.map((entry) => entry.user)).not.toContain(adminId);

      // The link is spent: opening it again and accepting says so.
      await web.page.goBack();
      await web.page.getByRole('button', { name: 'Accept' }).click();
      await web.page.getByRole('alert').filter({ hasText: INVITATION_INVALID_MESSAGE }).waitFor();
    });

    it("Given the transfer e-mail's /accept-transfer-ownership link, when a signed-out invitee opens it, then after signing in the Transfer page shows", async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const workspace = await owner.workspaces.create({
        name: 'Mailed transfer',
        environmentId: await acmeClusterId(),
      });
      const invite = await owner.invitations.transfer(workspace._id, ADMIN);
      const query = `token=${invite.token}&inviteId=${invite._id}&workspaceId=${workspace._id}`;

      await web.page.goto(`${web.origin}/accept-transfer-ownership?${query}`);
      await web.page.waitForURL(/\/login\?next=/);
      await web.page.getByLabel('Email').fill(ADMIN);
      await web.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await web.page.getByLabel('I agree to the Terms and Conditions').check();
      await web.page.getByRole('button', { name: 'Log In', exact: true }).click();
      await web.page.getByRole('heading', { name: 'Transfer', level: 1 }).waitFor();
      expect(web.page.url()).toBe(`${web.origin}/invitations-transfer?${query}`);
    });

    it("Given the spec's other addresses of pages, when opened, then they land on the page they name", async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
      await signInThroughLoginPage(web.page, web.origin);

      await web.page.goto(`${web.origin}/workspaces/${acme._id}`);
      await web.page.waitForURL(`${web.origin}/workspaces/${acme._id}/projects`);
      await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();

      await web.page.goto(`${web.origin}/workspace/${acme._id}/projects`);
      await web.page.waitForURL(`${web.origin}/workspaces/${acme._id}/projects`);
      await web.page.getByRole('heading', { name: 'Projects', level: 2 }).waitFor();

      await web.page.goto(`${web.origin}/clusters/add`);
      await web.page.waitForURL(`${web.origin}/terraform/add-cluster`);
      await web.page.getByRole('heading', { name: 'New cluster', level: 1 }).waitFor();
    });

    it('Given a GitLab OAuth return in a popup, when it lands, then the credentials are saved, the flag set and the popup closes', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      const popupOpened = web.context.waitForEvent('page');
      await web.page.evaluate(() =>
        window.open(
          '/gitlab-callback?accessToken=glpat-demo-123&refreshToken=r-1&createdAt=1700000000&username=olivia&id=7',
        ),
      );
      const popup = await popupOpened;
      await popup.waitForEvent('close');
      expect(await web.page.evaluate((key) => window.localStorage.getItem(key), LINKED_REPOSITORY_FLAG)).toBe('gitlab');
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const profile = await owner.users.profile();
      expect(profile.linkedProviders).toContain('gitlab');
    });

    it('Given a credential return without a token, when it lands, then "Error updating user" with Try again', async () => {
      await signInThroughLoginPage(web.page, web.origin);
      await web.page.goto(`${web.origin}/drupalcode-callback?username=olivia`);
      await web.page.getByRole('alert').filter({ hasText: CREDENTIAL_SAVE_FAILED_MESSAGE }).waitFor();
      await web.page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(web.page.url()).toBe(`${web.origin}/drupalcode-callback`);
      await screenshot(web.page, 'credential-landing-error');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
    });

    it('Given a workspace invite link, when a user opens it, then "Invite To Workspace" as DEVELOPER, Accept joins; no token is a 404', async () => {
      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const workspace = await owner.workspaces.create({ name: 'Link invite', environmentId: await acmeClusterId() });
      const link = await owner.invitations.getInviteLink(workspace._id);

      await signInThroughLoginPage(web.page, web.origin, ADMIN);
      await web.page.goto(`${web.origin}/inviteByLink`);
      await web.page.getByText(PAGE_MESSAGES.notFound).waitFor();

      await web.page.goto(`${web.origin}/workspaces/invite/${link.token}`);
      await web.page.waitForURL(/\/inviteByLink$/);
      await web.page.getByRole('heading', { name: LEGACY_INVITE_TITLE, level: 1 }).waitFor();
      await web.page.getByText('You are invited to be DEVELOPER of the workspace Link invite.').waitFor();
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await web.page.getByRole('button', { name: 'Accept' }).click();
      await web.page.waitForURL(new RegExp(`/workspaces/${workspace._id}/projects$`));
      await web.page.getByRole('heading', { name: 'Link invite', level: 1 }).waitFor();
      await expect
        .poll(() => web.page.evaluate((key) => window.localStorage.getItem(key), LEGACY_INVITE_TOKEN_KEY))
        .toBeNull();
      const members = await owner.workspaceMembers.list(workspace._id);
      expect(members.items.find((m) => (m.rawInfo?.email ?? m.email) === ADMIN)?.role).toBe('DEVELOPER');
    });
  },
);
