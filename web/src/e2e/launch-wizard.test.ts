import { resolveApplicationRef, resolveDeploymentRef } from '@skiff/sdk';
import {
  COPY_SOURCE_LABELS,
  DEFAULT_ROOT,
  DEPLOY_ERROR_ALERT,
  DEPLOYMENT_RUNNING_MESSAGE,
  LAUNCH_WIZARD_STEPS,
  REQUIRED_MESSAGE,
  WIZARD_PASSWORD_SPECIAL_MESSAGE,
  WIZARD_USERNAME_INVALID_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, stepNames, useWebPage } from './browser.js';

const PROJECT = 'Acme Production/storefront';

describe.runIf(chromiumAvailable())('the launch wizard against a real emulator', () => {
  const web = useWebPage();

  it('Given a new tag, when its overview opens, then the 4-step wizard checks each step with the spec messages and Deploy shows the live log until the tag runs', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const main = await resolveApplicationRef(api, `${PROJECT}/main`);
    await api.deployments.create(main.workspaceId, main.projectId, { name: 'v3', containerImage: '3.0.0' });
    const v3 = await resolveDeploymentRef(api, `${PROJECT}@v3`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${v3.workspaceId}/projects/${v3.projectId}/deployments/${v3.deploymentId}/overview`,
    );
    const wizard = page.getByRole('region', { name: 'Deploy tag v3' });
    await wizard.waitFor();
    expect(await stepNames(page)).toEqual(LAUNCH_WIZARD_STEPS.deployment.map((step, i) => `${i + 1}. ${step}`));
    const form = wizard.getByRole('form');

    // Database Settings: storefront has a running branch, so scratch or a copy of a branch; the copy needs one.
    expect(await form.getByRole('radio').count()).toBe(2);
    await form.getByRole('radio', { name: COPY_SOURCE_LABELS.APPLICATION }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(REQUIRED_MESSAGE).waitFor();
    await form.getByLabel('Copy from branch').selectOption({ label: 'main' });
    await form.getByRole('button', { name: 'Next' }).click();

    // Security Settings: the wizard's basic-auth messages.
    await form.getByRole('heading', { name: 'Security Settings' }).waitFor();
    await form.getByLabel('Basic auth lock (visitors sign in first)').check();
    await form.getByLabel('Username').fill('bad user');
    await form.getByLabel('Password').fill('p@ss');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(WIZARD_USERNAME_INVALID_MESSAGE).waitFor();
    await form.getByText(WIZARD_PASSWORD_SPECIAL_MESSAGE).waitFor();
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password').fill('pass1234');
    await form.getByRole('button', { name: 'Next' }).click();

    // Configuration Settings: 1 to 5 replicas; the maximum capacity starts at the chosen minimum.
    await form.getByRole('heading', { name: 'Configuration Settings' }).waitFor();
    expect(await form.getByLabel('Replicas').locator('option').allTextContents()).toEqual(['1', '2', '3', '4', '5']);
    await form.getByLabel('Replicas').selectOption('2');
    await form.getByLabel('Minimum capacity').selectOption({ label: '1 CPU, 2Gi' });
    expect(await form.getByLabel('Maximum capacity').locator('option').first().textContent()).toBe('1 CPU, 2Gi');
    expect(await form.getByLabel('Storage').count()).toBe(0); // a tag has no storage
    expect(await form.getByLabel('Image (blank keeps the current one)').inputValue()).toBe('3.0.0');
    await form.getByLabel('Web root').fill('/var/www/html/public');
    await screenshot(page, 'launch-wizard-tag-configuration');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Next' }).click();

    // Review and Launch, then the live log with the progress bar.
    const review = form.getByRole('definition');
    await form.getByRole('heading', { name: 'Review and Launch' }).waitFor();
    expect(await review.allTextContents()).toContain(`${COPY_SOURCE_LABELS.APPLICATION}: main`);
    expect(await review.allTextContents()).toContain('on (admin)');
    expect(await form.textContent()).not.toContain('pass1234');
    await form.getByRole('button', { name: 'Deploy' }).click();
    await page.getByText(DEPLOYMENT_RUNNING_MESSAGE).or(page.getByTestId('progress-count')).first().waitFor();
    await page.getByRole('progressbar').first().waitFor();
    await screenshot(page, 'launch-wizard-tag-log');
    await page.getByTestId('tag-state').getByText('Running').waitFor({ timeout: 60_000 });
    await page.getByRole('list', { name: 'Pods' }).getByRole('listitem').nth(1).waitFor(); // two replicas, two pods
    const deployed = await api.deployments.get(v3);
    expect([deployed.replicas, deployed.capacity, deployed.authUsername, deployed.webRoot]).toEqual([
      2,
      'medium_1',
      'admin',
      '/var/www/html/public',
    ]);
  }, 180_000);

  it('Given a branch never deployed, when the overview offers the launch wizard and it is run with defaults, then the live log runs to the end and the overview shows it Running', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const branch = await resolveApplicationRef(api, `${PROJECT}/feature-login`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${branch.workspaceId}/projects/${branch.projectId}/applications/${branch.applicationId}/overview`,
    );
    await page.getByText('This branch is not deployed yet.').waitFor();
    await page.getByRole('link', { name: 'Open the launch wizard' }).click();
    await page.waitForURL(/\/launch$/);
    const wizard = page.getByRole('region', { name: 'Deploy branch feature-login' });
    await wizard.waitFor();
    expect(await page.getByRole('link', { name: 'Open the launch wizard' }).count()).toBe(0); // the wizard is here
    expect(await stepNames(page)).toEqual(LAUNCH_WIZARD_STEPS.application.map((step, i) => `${i + 1}. ${step}`));
    const form = wizard.getByRole('form');
    await form.getByRole('radio', { name: COPY_SOURCE_LABELS.SCRATCH }).waitFor();
    expect(await form.getByRole('radio', { name: COPY_SOURCE_LABELS.SCRATCH }).isChecked()).toBe(true);
    await screenshot(page, 'launch-wizard-branch-source');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every step by keyboard: Enter submits each step's form.
    for (const step of LAUNCH_WIZARD_STEPS.application.slice(1)) {
      await form.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await form.getByRole('heading', { name: step }).waitFor();
    }
    const storage = await api.applications.get(branch);
    expect(await form.getByRole('definition').allTextContents()).toContain(`${storage.storage} Gi`);
    await form.getByRole('button', { name: 'Deploy' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('progress-count').waitFor();
    await page.waitForURL(/\/overview$/, { timeout: 60_000 });
    await page.getByTestId('application-state').getByText('Running').waitFor({ timeout: 30_000 });
    expect(await page.getByText('This branch is not deployed yet.').count()).toBe(0);
  }, 180_000);

  it("Given a project with a secret manager, when a branch's wizard sets the roots, the image and the manager, then blank roots say Required, the review and the deploy call carry them and the Code screen shows the image", async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const branch = await resolveApplicationRef(api, 'Acme Production/marketing-site/feature-login');
    await api.secretManagers.save(branch.workspaceId, branch.projectId, 'payments', { STRIPE_KEY: 'sk_test_1' });
    const image = 'registry.demo.skiff.dev/php:8.3-apache';
    const { page } = web;
    await signIn(page, web.origin);
    const base = `${web.origin}/workspaces/${branch.workspaceId}/projects/${branch.projectId}/applications/${branch.applicationId}`;
    await page.goto(`${base}/launch`);
    const form = page.getByRole('region', { name: 'Deploy branch feature-login' }).getByRole('form');
    for (const step of LAUNCH_WIZARD_STEPS.application.slice(1, 3)) {
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('heading', { name: step }).waitFor();
    }

    // Configuration Settings: the roots start at the spec's default, a blank one is refused.
    expect(await form.getByLabel('Application root').inputValue()).toBe(DEFAULT_ROOT);
    expect(await form.getByLabel('Web root').inputValue()).toBe(DEFAULT_ROOT);
    await form.getByLabel('Application root').fill(' ');
    await form.getByRole('button', { name: 'Next' }).click();
    await form
      .locator('.field', { has: page.getByLabel('Application root') })
      .getByText(REQUIRED_MESSAGE)
      .waitFor();
    await form.getByLabel('Application root').fill('/var/www/app');
    await form.getByLabel('Web root').fill('/var/www/app/web');
    await form.getByLabel('Image (blank keeps the current one)').fill(image);
    const managers = form.getByLabel('Secret manager');
    expect(await managers.locator('option').allTextContents()).toEqual(['None', 'payments']);
    await managers.selectOption('payments');
    await screenshot(page, 'launch-wizard-branch-configuration');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByRole('heading', { name: 'Review and Launch' }).waitFor();
    const review = await form.getByRole('definition').allTextContents();
    expect(review).toEqual(expect.arrayContaining(['/var/www/app, web /var/www/app/web', 'payments', image]));
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/activate'));
    await form.getByRole('button', { name: 'Deploy' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      appRoot: '/var/www/app',
      webRoot: '/var/www/app/web',
      containerImage: image,
      secretManager: 'payments',
    });
    // A branch's deploy call has no replica count (it used to ride in deploymentConfig and was ignored).
    expect((await sent).postDataJSON()).not.toHaveProperty('deploymentConfig');
    expect((await sent).postDataJSON()).not.toHaveProperty('replicas');
    await page.waitForURL(/\/overview$/, { timeout: 60_000 });
    await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Code' }).click();
    await page.getByText(image).waitFor();
  }, 180_000);

  it('Given a branch that is already running, when its launch wizard is sent, then "Error deploying application." shows with the server\'s reason and the wizard stays', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const main = await resolveApplicationRef(api, `${PROJECT}/main`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${main.workspaceId}/projects/${main.projectId}/applications/${main.applicationId}/launch`,
    );
    const form = page.getByRole('region', { name: 'Deploy branch main' }).getByRole('form');
    for (const step of LAUNCH_WIZARD_STEPS.application.slice(1)) {
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('heading', { name: step }).waitFor();
    }
    await form.getByRole('button', { name: 'Deploy' }).click();
    await form.getByRole('alert').filter({ hasText: DEPLOY_ERROR_ALERT }).waitFor();
    expect(await form.getByRole('alert').textContent()).toContain('Application is already deployed.');
    expect(await form.getByRole('button', { name: 'Back' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('progress-count').count()).toBe(0);
  }, 120_000);
});
