import { resolveApplicationRef } from '@skiff/sdk';
import { COPIED_MESSAGE, HELPDESK_SECRETS_WARNING, PAGE_MESSAGES, WORKSPACE_UPDATING_MESSAGE } from '@skiff/sdk/domain';
import { waitForActivityEnd } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';
const SERVER = { title: 'edge-tabs', vpsUsername: 'ubuntu', publicIPAddress: '203.0.113.42', privKey: 'PRIVATE KEY' };

describe.runIf(chromiumAvailable())('web workspace tabs: Deployments, VPS, Custom Domains, Help (spec 001)', () => {
  const web = useWebPage();

  it('Given a workspace with tags, a VPS and a custom domain, when the owner opens each tab from the projects page, then each table shows them', {
    timeout: 120_000,
  }, async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    const main = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
    const vps = await owner.applications.vps.create(main, SERVER);
    await waitForActivityEnd(owner, vps.activityId!);
    const domain = await owner.applications.domains.add(main, { domain: 'tabs.example.com' });
    await waitForActivityEnd(owner, domain.activityId!);
    const deployments = await owner.workspaces.deployments(acme._id);
    const elb = (await owner.workspaces.get(acme._id)).environment?.elb;
    expect(elb).toMatch(/-elb\.demo\.skiff\.dev$/);

    await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.origin });
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    const tabs = web.page.getByRole('navigation', { name: 'Workspace' });

    await tabs.getByRole('link', { name: 'Deployments' }).click();
    const deploymentsTable = web.page.getByRole('table', { name: 'Cluster deployments' });
    await deploymentsTable.waitFor();
    if (deployments.items[0]) {
      await deploymentsTable.getByRole('cell', { name: deployments.items[0].name, exact: true }).first().waitFor();
    } else {
      await web.page.getByText('No data').waitFor();
    }
    const shown = Math.min(12, deployments.total);
    await web.page.getByText(`${shown === 0 ? 0 : 1}-${shown} of ${deployments.total}`).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-deployments');

    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    await tabs.getByRole('link', { name: 'VPS' }).click();
    const vpsRow = web.page.getByRole('row', { name: /edge-tabs/ });
    await vpsRow.getByRole('cell', { name: SERVER.publicIPAddress }).waitFor();
    await vpsRow.getByRole('cell', { name: 'ubuntu' }).waitFor();
    await web.page.getByLabel('Per page').selectOption('24');
    await web.page.waitForURL(/size=24/);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-vps');

    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    await tabs.getByRole('link', { name: 'Custom Domains' }).click();
    const domainRow = web.page.getByRole('row', { name: /tabs\.example\.com/ });
    await domainRow.getByText(elb!).waitFor();
    await domainRow.getByRole('link', { name: 'storefront' }).waitFor();
    await domainRow.getByRole('link', { name: 'main' }).waitFor();
    await domainRow.getByRole('button', { name: 'Copy load balancer address' }).click();
    await domainRow.getByText(COPIED_MESSAGE).waitFor();
    expect(await web.page.evaluate(() => navigator.clipboard.readText())).toBe(elb);
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-custom-domains');
    await domainRow.getByRole('link', { name: 'main' }).click();
    await web.page.waitForURL(new RegExp(`/applications/${main.applicationId}/domains$`));

    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    await tabs.getByRole('link', { name: 'Help' }).click();
    await web.page.getByText(HELPDESK_SECRETS_WARNING).waitFor();
    await web.page.getByRole('link', { name: 'Contact support' }).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
  });

  it('Given a TRIAL workspace, when its projects page and VPS address are opened, then the VPS tab is hidden and the address is refused', async () => {
    const dev = await apiClientFor(web.origin, DEV);
    const demo = await dev.workspaces.createDefault();
    expect(demo.plan).toBe('TRIAL');
    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/workspaces/${demo._id}/projects`);
    const tabs = web.page.getByRole('navigation', { name: 'Workspace' });
    await tabs.getByRole('link', { name: 'Custom Domains' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'VPS', exact: true }).count()).toBe(0);
    await web.page.goto(`${web.origin}/workspaces/${demo._id}/vps`);
    await web.page.getByText(PAGE_MESSAGES.forbidden).waitFor();
  });

  it("Given a workspace whose status is INACTIVE, when its tabs open, then they say 'Updating workspace...' with the timeline", async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    // The emulator never leaves a workspace INACTIVE (its updates are synchronous): the one answer that says so is
    // rewritten in the browser, as the TUI's header test does through its proxy.
    await web.page.route(new RegExp(`/api/v2/workspaces/${acme._id}$`), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"status":"ACTIVE"', '"status":"INACTIVE"');
      await route.fulfill({ response, body });
    });
    await signIn(web.page, web.origin);
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/members`);
    const updating = web.page.getByRole('region', { name: 'Updating workspace' });
    await updating.getByText(WORKSPACE_UPDATING_MESSAGE).waitFor();
    await updating.getByRole('button', { name: 'Refresh' }).waitFor();
    expect(await seriousAxeViolations(web.page)).toEqual([]);
    await screenshot(web.page, 'workspace-updating');
    await web.page.unroute(new RegExp(`/api/v2/workspaces/${acme._id}$`));
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/members`);
    await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();
    await web.page.getByRole('navigation', { name: 'Workspace' }).waitFor();
    expect(await web.page.getByText(WORKSPACE_UPDATING_MESSAGE).count()).toBe(0);
  });

  it('Given a developer, when the projects page shows, then the shared tabs are offered and Settings is not', async () => {
    const owner = await apiClientFor(web.origin, DEMO_OWNER);
    const acme = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!;
    await signIn(web.page, web.origin, DEV);
    await web.page.goto(`${web.origin}/workspaces/${acme._id}/projects`);
    const tabs = web.page.getByRole('navigation', { name: 'Workspace' });
    await tabs.getByRole('link', { name: 'Help' }).waitFor();
    const labels = await tabs.getByRole('link').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['Deployments', 'VPS', 'Custom Domains', 'Activities']));
    expect(labels).not.toContain('Settings');
  });
});
