import {
  APPLICATION_MEMBER_REMOVED_MESSAGE,
  APPLICATION_UPDATED_MESSAGE,
  BASIC_AUTH_USERNAME_INVALID_MESSAGE,
  COPIED_MESSAGE,
  DOMAIN_INVALID_MESSAGE,
  DOMAIN_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MAX_CAPACITY_MESSAGE,
  VSCODE_NOT_ENABLED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { chromiumAvailable, screenshot, signIn, useWebPage } from './browser.js';

describe.runIf(chromiumAvailable())(
  'web application settings screens against a real emulator (spec 002 section 2.8)',
  () => {
    const web = useWebPage();
    const menu = () => web.page.getByRole('navigation', { name: 'Application' });

    /** Signs in as the owner and opens a screen of marketing-site/main (a running WordPress branch). */
    async function openScreen(label: string, heading = label): Promise<void> {
      await signIn(web.page, web.origin);
      await web.page.getByRole('link', { name: 'Acme Production' }).click();
      await web.page.getByRole('link', { name: 'marketing-site' }).click();
      await web.page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).click();
      await menu().getByRole('link', { name: label }).click();
      await web.page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }

    async function expectAccessible(name: string): Promise<void> {
      await screenshot(web.page, name);
      expect(await seriousAxeViolations(web.page)).toEqual([]);
    }

    it('Given the configuration, when max capacity is below min or a root is empty, then the spec messages show; smaller storage cannot be chosen; a valid save says so', async () => {
      await openScreen('Configuration');
      const form = web.page.getByRole('form', { name: 'Configuration' });
      // The demo branch has 10 Gi: 5 Gi would shrink it.
      expect(await form.getByLabel('Storage').locator('option[value="5"]').isDisabled()).toBe(true);
      expect(await form.getByLabel('Storage').locator('option[value="20"]').isDisabled()).toBe(false);
      await form.getByLabel('Minimum capacity').selectOption('small_1');
      await form.getByLabel('Maximum capacity').selectOption('tiny');
      await form.getByLabel('Web root').fill('');
      await form.getByRole('button', { name: 'Save configuration' }).click();
      await form.getByText(MAX_CAPACITY_MESSAGE).waitFor();
      await form.getByText('Required').waitFor();
      await expectAccessible('application-configuration');

      await form.getByLabel('Maximum capacity').selectOption('medium_1');
      await form.getByLabel('Web root').fill('/var/www/html/web');
      await form.getByLabel('Storage').selectOption('20');
      await form.getByRole('button', { name: 'Save configuration' }).click();
      await web.page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();
      await web.page.reload();
      await expect.poll(() => form.getByLabel('Web root').inputValue()).toBe('/var/www/html/web');
      expect(await form.getByLabel('Storage').locator('option[value="10"]').isDisabled()).toBe(true);
    });

    it('Given custom domains, when the domain is empty or invalid, then the spec messages show; a valid one is listed', async () => {
      await openScreen('Custom Domains');
      const form = web.page.getByRole('form', { name: 'Add a domain' });
      await form.getByRole('button', { name: 'Add domain' }).click();
      await form.getByText(DOMAIN_REQUIRED_MESSAGE).waitFor();
      await form.getByLabel('Domain', { exact: true }).fill('not a domain');
      await form.getByRole('button', { name: 'Add domain' }).click();
      await form.getByText(DOMAIN_INVALID_MESSAGE).waitFor();
      await form.getByLabel('Domain', { exact: true }).fill('shop.example.com');
      await form.getByRole('button', { name: 'Add domain' }).click();
      await web.page.getByRole('list', { name: 'Custom domains' }).getByText('shop.example.com').waitFor();
      await expectAccessible('application-domains');
    });

    it('Given the logs, when 100 lines are chosen, then 100 HTTP log lines show', async () => {
      await openScreen('Logs');
      const log = web.page.getByRole('list', { name: 'HTTP log' });
      await expect.poll(() => log.locator('li').count()).toBe(20);
      await web.page.getByLabel('Lines').selectOption('100');
      await expect.poll(() => log.locator('li').count()).toBe(100);
      expect(await log.locator('li').last().textContent()).toMatch(/"GET \/\S* HTTP\/1\.1" \d{3}/);
      await expectAccessible('application-logs');
    });

    it('Given the members, when an invalid email is added, then "Invalid email"; a workspace user is added and removed', async () => {
      await openScreen('Members');
      const form = web.page.getByRole('form', { name: 'Add a member' });
      await form.getByLabel('Email').fill('dev@demo');
      await form.getByRole('button', { name: 'Add member' }).click();
      await form.getByText(INVALID_EMAIL_MESSAGE).waitFor();
      await form.getByLabel('Email').fill('dev@demo.skiff.dev');
      await form.getByRole('button', { name: 'Add member' }).click();
      await web.page.getByRole('status').filter({ hasText: 'dev@demo.skiff.dev added successfully.' }).waitFor();
      const list = web.page.getByRole('list', { name: 'Application members' });
      await list.getByText('dev@demo.skiff.dev').first().waitFor();
      await expectAccessible('application-members');
      await list.getByRole('button', { name: 'Remove dev@demo.skiff.dev' }).click();
      const question = web.page.getByRole('dialog', { name: 'Remove dev@demo.skiff.dev from this application?' });
      await question.getByRole('button', { name: 'Remove' }).click();
      await web.page.getByRole('status').filter({ hasText: APPLICATION_MEMBER_REMOVED_MESSAGE }).waitFor();
      await expect.poll(() => list.locator('li').count()).toBe(0);
    });

    it('Given security, when basic auth is on with a bad username and no password, then the spec messages show', async () => {
      await openScreen('Security');
      const form = web.page.getByRole('form', { name: 'Security' });
      await form.getByLabel(/Basic auth lock/).check();
      await form.getByLabel('Username').fill('bad user!');
      await form.getByRole('button', { name: 'Save security' }).click();
      await form.getByText(BASIC_AUTH_USERNAME_INVALID_MESSAGE).waitFor();
      await form.getByText('Required').waitFor();
      await expectAccessible('application-security');
      await form.getByLabel('Username').fill('editor');
      await form.getByLabel('Password').fill('s3cret');
      await form.getByLabel('File permission level').selectOption('looser');
      await form.getByRole('button', { name: 'Save security' }).click();
      await web.page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();
    });

    it('Given export site, when the template and VPS forms are sent empty, then each required field says Required; the command text has no token', async () => {
      await openScreen('Export Site');
      const template = web.page.getByRole('form', { name: 'Export to a template' });
      await template.getByRole('button', { name: 'Export template' }).click();
      await expect.poll(() => template.getByText('Required').count()).toBe(2);
      const vps = web.page.getByRole('form', { name: 'Connect a server' });
      await vps.getByRole('button', { name: 'Connect server' }).click();
      await expect.poll(() => vps.getByText('Required').count()).toBe(4);
      const command = await web.page.locator('.command-text').textContent();
      expect(command).toContain('/webhooks/applications/');
      expect(command).toContain('<COMMAND_ACCESS_TOKEN>');
      // Findings web D7: the command text has a copy button, as the spec's other copyable values do.
      await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.origin });
      await web.page.getByRole('button', { name: 'Copy the command' }).click();
      await web.page.getByRole('status').filter({ hasText: COPIED_MESSAGE }).waitFor();
      expect(await web.page.evaluate(() => navigator.clipboard.readText())).toBe(command);
      await template.getByLabel('Template name').fill('Marketing');
      await template.getByLabel('Organization').fill('Acme');
      await template.getByRole('button', { name: 'Export template' }).click();
      await web.page.getByRole('status').filter({ hasText: 'Exported successfully.' }).waitFor();
      await expectAccessible('application-export-site');
    });

    it('Given the code screen, when the editor is off, then "VSCode is Not Enabled" and the open button is disabled', async () => {
      await openScreen('Code');
      const editor = web.page.getByRole('region', { name: 'VS Code' });
      await editor.getByText(VSCODE_NOT_ENABLED_MESSAGE).waitFor();
      expect(await editor.getByRole('button', { name: 'Open VS Code' }).isDisabled()).toBe(true);
      await expectAccessible('application-code');
    });

    it('Given a Drupal Forge trial branch, when its overview shows, then the expiry a week away is a date', async () => {
      await signIn(web.page, web.origin);
      await web.page.getByRole('link', { name: 'Drupal Forge Sandbox' }).click();
      await web.page.getByRole('link', { name: 'intranet' }).click();
      await web.page.locator('li[data-branch="main"]').getByRole('link', { name: 'main' }).click();
      await expect
        .poll(() => web.page.getByTestId('application-expiry').textContent())
        .toMatch(/^\d{4}\/\d{2}\/\d{2} /);
    });
  },
);
