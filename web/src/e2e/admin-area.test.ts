import {
  DATABASES_COMING_SOON_TEXT,
  ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE,
  HOSTED_ZONE_DOMAIN_INVALID,
  HOSTED_ZONE_DOMAIN_REQUIRED,
  INVITE_REQUEST_INVALID_MESSAGE,
  PAGE_MESSAGES,
  TEMPLATE_DELETE_QUESTION,
  TEMPLATE_DELETED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())('web admin area and invitation landing (issue 6, spec 003)', () => {
  const web = useWebPage();

  it('Given the owner, when opening Administration, then the clusters list shows and a cluster opens on its overview', async () => {
    await signIn(web.page, web.origin);
    await web.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }).click();
    await web.page.waitForURL(/\/terraform\/infrastructure$/);
    const table = web.page.getByRole('table', { name: 'Clusters' });
    await table.getByRole('row').filter({ hasText: 'broken-westus-aks' }).getByText('ERROR', { exact: true }).waitFor();
    await screenshot(web.page, 'admin-clusters');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await web.page.getByLabel('Search clusters').fill('acme');
    await web.page.waitForURL(/search=acme/);
    await table.getByRole('link', { name: 'acme-prod-eks' }).click();
    await web.page.waitForURL(/\/infrastructures\/[^/]+\/overview$/);
    await web.page.getByRole('heading', { name: 'acme-prod-eks', level: 1 }).waitFor();
    await web.page.getByText('Protected').first().waitFor();
    await screenshot(web.page, 'admin-cluster-overview');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    const tabs = web.page.getByRole('navigation', { name: 'Cluster' });
    await tabs.getByRole('link', { name: 'Namespaces' }).click();
    const namespaces = web.page.getByRole('table', { name: 'Namespaces' });
    await namespaces.getByRole('row').filter({ hasText: 'Acme Production' }).waitFor();
    await screenshot(web.page, 'admin-cluster-namespaces');
    expect(await seriousAxeViolations(web.page)).toEqual([]);

    await tabs.getByRole('link', { name: 'Pods' }).click();
    await web.page.getByRole('table', { name: 'Pods' }).getByText('Running').first().waitFor();
    await tabs.getByRole('link', { name: 'Worker Nodes' }).click();
    await web.page
      .getByRole('table', { name: 'Worker nodes' })
      .getByText(/acme-prod-eks-node-/)
      .first()
      .waitFor();
    await tabs.getByRole('link', { name: 'Storage' }).click();
    await web.page.getByRole('table', { name: 'Persistent volume claims' }).getByText('Bound').first().waitFor();
    await tabs.getByRole('link', { name: 'Databases' }).click();
    await web.page.getByText(DATABASES_COMING_SOON_TEXT).waitFor();
  });

  it('Given a cluster in ERROR, when opened, then the ACTIVE-only tabs are disabled and their address goes to the overview', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/clusters`);
    await web.page.getByRole('link', { name: 'broken-westus-aks' }).click();
    const tabs = web.page.getByRole('navigation', { name: 'Cluster' });
    await tabs.getByRole('link', { name: 'Overview' }).waitFor();
    await web.page.getByRole('heading', { name: 'broken-westus-aks', level: 1 }).waitFor(); // its status is known
    for (const name of ['Worker Nodes', 'Namespaces', 'Pods', 'Databases', 'Storage']) {
      expect(await tabs.getByRole('link', { name }).count(), name).toBe(0);
      await tabs.getByText(name).waitFor();
    }
    for (const name of ['Workspaces', 'Activities', 'Settings']) await tabs.getByRole('link', { name }).waitFor();
    const pods = web.page.url().replace(/\/overview$/, '/pods');
    await web.page.goto(pods);
    await web.page.waitForURL(/\/overview$/);
  });

  it('Given clusters, when deleting, then one with deployments is refused and a free one needs its name typed', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/terraform/infrastructure?search=forge-nyc1`);
    await web.page.getByRole('link', { name: 'forge-nyc1-doks' }).click();
    await web.page.getByText(ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE).waitFor();
    expect(await web.page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);

    await web.page.goto(`${web.origin}/terraform/infrastructure?search=spare`);
    await web.page.getByRole('link', { name: 'spare-fra1-doks' }).click();
    const confirm = web.page.getByLabel('Type spare-fra1-doks to confirm');
    await confirm.fill('spare');
    await web.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await web.page.getByText("Please type 'spare-fra1-doks' to confirm").waitFor();
    await confirm.fill('spare-fra1-doks');
    await web.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await web.page
      .getByRole('status')
      .filter({ hasText: /^Deleting spare-fra1-doks: task \S+ started\.$/ })
      .waitFor();
    // The task's push messages reload the cluster; once it is gone the page goes back to the list (spec 003 2.10).
    await web.page.waitForURL(/\/infrastructures$/, { timeout: 20_000 });
    await web.page.getByRole('table', { name: 'Clusters' }).getByRole('link', { name: 'broken-westus-aks' }).waitFor();
    expect(await web.page.getByRole('link', { name: 'spare-fra1-doks' }).count()).toBe(0);
  });

  it('Given the other admin screens, when opened, then accounts, hosted zones, administrators and templates list their rows', async () => {
    await signIn(web.page, web.origin);
    const screens: Array<[string, string, string, string]> = [
      ['/terraform/accounts', 'Cloud accounts', 'Acme AWS', 'admin-cloud-accounts'],
      ['/terraform/hosted-zones', 'Hosted zones', 'demo.skiff.dev', 'admin-hosted-zones'],
      ['/members/administrators', 'Administrators', 'ops@demo.skiff.dev', 'admin-administrators'],
      ['/templates', 'Templates', 'Not Published', 'admin-templates'],
    ];
    for (const [path, table, row, shot] of screens) {
      await web.page.goto(`${web.origin}${path}`);
      await web.page.getByRole('table', { name: table }).getByText(row).first().waitFor();
      await screenshot(web.page, shot);
      expect(await seriousAxeViolations(web.page), path).toEqual([]);
      if (path !== '/members/administrators') continue;
      const owner = web.page.getByRole('row').filter({ hasText: DEMO_OWNER });
      await owner.locator('.tone-error', { hasText: 'Instance owner' }).waitFor();
      expect(await owner.getByRole('button').count()).toBe(0);
      await web.page.getByRole('row').filter({ hasText: 'ops@demo.skiff.dev' }).locator('.tone-warning').waitFor();
    }
  });

  it("Given the administrators list, when an e-mail is clicked, then that member's workspaces show and a card opens its projects", async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/members/administrators`);
    await web.page.getByRole('link', { name: DEMO_OWNER }).click();
    await web.page.waitForURL(/\/members\/[^/]+\/workspace\?email=/);
    await web.page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(DEMO_OWNER).waitFor();
    const cards = web.page.getByRole('list', { name: 'Workspaces' });
    await cards.getByRole('link', { name: 'Acme Production' }).click();
    await web.page.waitForURL(/\/workspaces\/[^/]+\/projects$/);
    await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();
  });

  it('Given the templates page, when a template is deleted, then "Are you sure delete?" asks and the spec success shows', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/templates`);
    const row = web.page.getByRole('row').filter({ hasText: 'admin-draft' });
    await row.getByRole('button', { name: 'Delete admin-draft' }).click();
    await row.getByText(TEMPLATE_DELETE_QUESTION).waitFor();
    await row.getByRole('button', { name: 'No' }).click();
    await row.getByRole('button', { name: 'Delete admin-draft' }).click();
    await row.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: TEMPLATE_DELETED_MESSAGE }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await web.page.getByRole('row').filter({ hasText: 'wordpress-blog' }).waitFor();
  });

  it('Given the hosted zones page, when adding, then the spec messages guard the domain; a zone is added and deleted', async () => {
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/terraform/hosted-zones`);
    const add = web.page.getByRole('button', { name: 'Add hosted zone' });
    await add.click();
    await web.page.getByText(HOSTED_ZONE_DOMAIN_REQUIRED).waitFor();
    await web.page.getByLabel('Domain', { exact: true }).fill('not a domain');
    await add.click();
    await web.page.getByText(HOSTED_ZONE_DOMAIN_INVALID).waitFor();
    await web.page.getByLabel('Domain', { exact: true }).fill('shop.example.org');
    await add.click();
    const table = web.page.getByRole('table', { name: 'Hosted zones' });
    const row = table.getByRole('row').filter({ hasText: 'shop.example.org' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete shop.example.org' }).click();
    await row.getByRole('button', { name: 'Yes' }).click();
    await web.page.getByRole('status').filter({ hasText: 'shop.example.org deleted.' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'demo.skiff.dev' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('Given a developer, when opening admin routes, then the 403 page shows and the menu has no Administration', async () => {
    await signIn(web.page, web.origin, DEV);
    for (const path of ['/terraform/infrastructure', '/infrastructures/any/overview', '/templates']) {
      await web.page.goto(`${web.origin}${path}`);
      await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
      expect(await web.page.getByRole('table').count(), path).toBe(0);
      // The 403 page shows once the profile is loaded, as the menu's admin links are.
      expect(await web.page.getByRole('link', { name: 'Administration' }).count(), path).toBe(0);
    }
    await screenshot(web.page, 'admin-forbidden');
  });

  it('Given an invitation link, when the invitee opens it and accepts, then they land in the workspace; a bad link says so', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const dev = await apiClientFor(web.origin, DEV);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0];
    const workspace = await owner.workspaces.create({
      name: 'Landing invite',
      environmentId: acme?.environment?._id ?? '',
    });
    const invite = await owner.invitations.inviteToWorkspace(workspace._id, { email: DEV, role: 'WORKSPACE_ADMIN' });
    const token = (await dev.invitations.listMine()).items.find((i) => i._id === invite._id)?.token ?? '';
    expect(token).not.toBe('');

    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/invitations?token=not-a-token`);
    await web.page.getByRole('alert').filter({ hasText: INVITE_REQUEST_INVALID_MESSAGE }).waitFor();
    await web.page.getByRole('link', { name: 'Back To Home' }).waitFor();

    await web.page.goto(`${web.origin}/invitations?token=${token}&inviteId=${invite._id}&workspaceId=${workspace._id}`);
    await web.page.getByRole('heading', { name: 'Invitation', level: 1 }).waitFor();
    await web.page.getByText('the workspace Landing invite as ADMINISTRATOR').waitFor();
    await screenshot(web.page, 'invitation-landing');
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await web.page.getByRole('button', { name: 'Accept' }).click();
    await web.page.waitForURL(new RegExp(`/workspaces/${workspace._id}/projects$`));
    const members = await owner.workspaceMembers.list(workspace._id);
    expect(members.items.map((m) => m.rawInfo?.email ?? m.email)).toContain(DEV);
  });
});
