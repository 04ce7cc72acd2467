import { INVALID_EMAIL_MESSAGE, INVITE_SUCCESS_MESSAGE, PROJECT_NAME_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

const DEV = 'dev@demo.skiff.dev';

describe.runIf(chromiumAvailable())(
  'web create-project wizard and invitations against a real emulator (spec 001)',
  () => {
    const web = useWebPage();

    async function openWorkspace(email?: string): Promise<void> {
      await signIn(web.page, web.origin, email);
      await web.page.getByRole('link', { name: 'Acme Production' }).click();
      await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();
    }

    it('Given the wizard, when a step is incomplete, then Next refuses; when all steps pass, then the project is created and its branches open', async () => {
      await openWorkspace();
      await web.page.getByRole('link', { name: 'Create project' }).click();
      const form = web.page.getByRole('form');
      const next = form.getByRole('button', { name: 'Next' });
      expect(await form.getByLabel('Project name').inputValue()).toMatch(/^Project \d{4}\/\d{2}\/\d{2}$/);
      await form.getByLabel('Project name').fill('  ');
      await next.click();
      await form.getByText(PROJECT_NAME_REQUIRED_MESSAGE).waitFor();
      await form.getByLabel('Project name').fill('shop-api');
      await next.click();

      await web.page.getByRole('heading', { name: 'Application Type', level: 2 }).waitFor();
      expect(await next.isDisabled()).toBe(true);
      await form.getByLabel('Node.js').check();
      await screenshot(web.page, 'project-wizard-type');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await next.click();

      await web.page.getByRole('heading', { name: 'Source Code', level: 2 }).waitFor();
      expect(await next.isDisabled()).toBe(true);
      // GitHub offers the linked account and the personal token only (spec 001 sections 2 and 9).
      expect(await form.getByLabel('Repository token').count()).toBe(0);
      await form.getByLabel('Personal token (recommended)').waitFor();
      await form.getByLabel('Repository owner').fill('Acme Corp!');
      expect(await form.getByLabel('Repository owner').inputValue()).toBe('acmecorp');
      await form.getByLabel('Repository name').fill('shop-api');
      await form.getByLabel('GitLab').check();
      await form.getByRole('radio', { name: 'Repository token' }).check();
      expect(await next.isDisabled()).toBe(true); // token chosen but empty
      await form.getByRole('textbox', { name: 'Repository token' }).fill('glpat-example');
      await next.click();

      await web.page.getByRole('heading', { name: 'Review and Launch', level: 2 }).waitFor();
      await form.getByText('GITLAB acmecorp/shop-api (existing)').waitFor();
      await screenshot(web.page, 'project-wizard-review');
      await form.getByRole('button', { name: 'Create project' }).click();
      await web.page.waitForURL(/\/projects\/[^/]+\/applications\/feature-branches$/);
      await web.page.getByRole('heading', { name: 'shop-api', level: 1 }).waitFor();
      await web.page.getByRole('link', { name: 'Acme Production' }).click();
      await web.page.getByRole('link', { name: 'shop-api' }).waitFor();
    });

    it('Given a projectType in the link, when the type step shows, then that type is chosen and the others are locked', async () => {
      await openWorkspace();
      const url = new URL(web.page.url());
      await web.page.goto(`${url.origin}${url.pathname.replace(/\/projects$/, '/add-project')}?projectType=wordpress`);
      await web.page.getByRole('form').getByRole('button', { name: 'Next' }).click();
      const form = web.page.getByRole('form');
      expect(await form.getByLabel('WordPress').isChecked()).toBe(true);
      expect(await form.getByLabel('Node.js').isDisabled()).toBe(true);
    });

    it('Given the workspace owner, when inviting with a bad then a good email, then "Invalid email" and then the invitation is listed', async () => {
      await openWorkspace();
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click();
      const form = web.page.getByRole('form', { name: 'Invite a collaborator' });
      await form.getByLabel('Email').fill('new-person@example');
      await form.getByRole('button', { name: 'Invite' }).click();
      await form.getByText(INVALID_EMAIL_MESSAGE).waitFor();
      expect(await form.getByLabel('Role').inputValue()).toBe('DEVELOPER');
      await form.getByLabel('Email').fill('New-Person@Example.com');
      await form.getByLabel('Role').selectOption({ label: 'Administrator' });
      await form.getByRole('button', { name: 'Invite' }).click();
      await web.page.getByRole('status').filter({ hasText: INVITE_SUCCESS_MESSAGE }).waitFor();
      const pending = web.page.getByRole('list', { name: 'Pending invitations' });
      await pending.getByText('new-person@example.com').waitFor();
      await screenshot(web.page, 'workspace-members');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
    });

    it('Given a developer, when the members tab opens, then the collaborators show without the invite form', async () => {
      await openWorkspace(DEV);
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click();
      await web.page.getByRole('list', { name: 'Collaborators' }).getByText(DEV).first().waitFor();
      expect(await web.page.getByRole('form', { name: 'Invite a collaborator' }).count()).toBe(0);
    });

    it('Given the workspace Applications tab, when the status filter is Paused, then only paused rows stay; 25, 50 and 100 per page are offered', async () => {
      await openWorkspace();
      await web.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Applications' }).click();
      const table = web.page.getByRole('region', { name: 'Workspace applications' });
      await table.getByRole('link', { name: 'main' }).first().waitFor();
      const options = await web.page.getByLabel('Per page').locator('option').allTextContents();
      expect(options).toEqual(['25', '50', '100']);
      const all = await table.locator('tbody tr:not(.spacer)').count();
      await web.page.getByLabel('Status').selectOption('Paused');
      await expect.poll(() => table.locator('tbody tr:not(.spacer)').count()).toBeLessThan(all);
      const states = await table.locator('tbody tr:not(.spacer) td:last-child').allTextContents();
      expect(states.length).toBeGreaterThan(0);
      expect(new Set(states)).toEqual(new Set(['Paused']));
      await screenshot(web.page, 'workspace-applications');
      expect(await seriousAxeViolations(web.page)).toEqual([]);
    });
  },
);
