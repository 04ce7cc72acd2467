import { resolveApplicationRef } from '@skiff/sdk';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { redactValue } from '../../cli/src/cli/redact.js';
import { KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { newTags, tagRoutes } from './tag-side.js';
import { moveTo, stepTo, tuiOn, typeInField } from './tui-side.js';

/**
 * One model, three renderers: the deploy wizard's same answers, given to the web app's launch wizard and to
 * `skiff deploy`'s flags against one real emulator, make the same deploy call (the TUI renders the same SDK
 * model; its screen is driven in tui/src tests). Two never-deployed branches of one project, so the contexts match.
 * A tag's launch wizard (the same model for a deployment: replicas, no storage) is compared on all three surfaces:
 * the web app's, `skiff tags deploy`'s flags and the TUI's tag launch wizard, on three new tags of one project.
 */
const PROJECT = 'Acme Production/marketing-site';
const IMAGE = 'registry.demo.skiff.dev/php:8.3-apache';
const PASSWORD = 'pass1234';

const configDir = cliConfigDir('deploy');

describe.runIf(chromiumAvailable())('the deploy wizard on the web app, the CLI and (tags) the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on both surfaces, when each deploys a branch, then the emulator receives the same deploy call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const main = await resolveApplicationRef(api, `${PROJECT}/main`);
    const viaWeb = await resolveApplicationRef(api, `${PROJECT}/feature-login`);

    // The web app: copy of main, basic auth, PhpMyAdmin, roots, image, resources, server type, storage.
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${viaWeb.workspaceId}/projects/${viaWeb.projectId}/applications/${viaWeb.applicationId}/launch`,
    );
    const form = page.getByRole('region', { name: 'Deploy branch feature-login' }).getByRole('form');
    await form.getByRole('radio', { name: 'Copy of another branch' }).check();
    await form.getByLabel('Copy from branch').selectOption({ label: 'main' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Security Settings' }).waitFor();
    await form.getByLabel('Basic auth lock (visitors sign in first)').check();
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('PhpMyAdmin').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Configuration Settings' }).waitFor();
    await form.getByLabel('Application root').fill('/var/www/app');
    await form.getByLabel('Web root').fill('/var/www/app/web');
    await form.getByLabel('Image (blank keeps the current one)').fill(IMAGE);
    await form.getByLabel('Minimum capacity').selectOption('micro');
    await form.getByLabel('Maximum capacity').selectOption('small_1');
    await form.getByLabel('Server type').selectOption('on-demand');
    await form.getByLabel('Storage').selectOption('20');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Review and Launch' }).waitFor();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/activate'));
    await form.getByRole('button', { name: 'Deploy' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;

    // The CLI: the same answers as flags (the defaults the web showed given too), on the project's other branch.
    const env = await signedInCli(web.origin, configDir);
    const deploy = await runCli(
      [
        'deploy',
        `${PROJECT}/hotfix-cart`,
        ...['--source', 'application', '--copy-from', 'main'],
        ...['--basic-auth', 'on', '--username', 'admin', '--password-stdin', '--file-permission', 'stricter'],
        ...['--phpmyadmin', 'on', '--editor', 'off'],
        ...['--app-root', '/var/www/app', '--web-root', '/var/www/app/web', '--image', IMAGE],
        ...['--capacity', 'micro', '--capacity-limit', 'small_1', '--group-type', 'on-demand', '--storage', '20'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' }, input: `${PASSWORD}\n` },
    );
    expect(deploy.code, deploy.stderr).toBe(0);
    const cliBody = loggedBody(deploy.stderr, 'PATCH', '/activate');

    // The CLI's debug log redacts the credentials' fields: those are compared on the deployed branches instead.
    const redacted = Object.keys(cliBody).filter((key) => cliBody[key] === '[redacted]');
    expect(redacted.sort()).toEqual(['authPassword', 'authUsername', 'isEnableBasicAuth']);
    const shown = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).filter(([key]) => !redacted.includes(key)));
    expect(shown(cliBody)).toEqual(shown(webBody));
    expect(Object.keys(cliBody).sort()).toEqual(Object.keys(webBody).sort());
    expect(webBody).toMatchObject({ copyDatabaseFilesType: 'APPLICATION', sourceApplication: main.applicationId });
    expect(webBody).not.toHaveProperty('replicas');

    // Both branches keep what was sent, the credentials included (the password is never read back).
    for (const branch of ['feature-login', 'hotfix-cart']) {
      const ids = await resolveApplicationRef(api, `${PROJECT}/${branch}`);
      const app = (await api.applications.get(ids)) as Record<string, unknown>;
      expect(app, branch).toMatchObject({
        containerImage: IMAGE,
        capacity: 'micro',
        storage: 20,
        webRoot: '/var/www/app/web',
        isEnableBasicAuth: webBody.isEnableBasicAuth,
        authUsername: webBody.authUsername,
      });
    }
  }, 180_000);

  it('Given the same answers on the three surfaces, when each deploys a tag, then the emulator receives the same tag deploy call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const image = 'registry.example.com/shop:7.2.0';
    const [viaWeb, viaCli, viaTui] = await newTags(api, ['dep-web', 'dep-cli', 'dep-tui'], image);
    const main = await resolveApplicationRef(api, 'Acme Production/storefront/main');

    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(viaWeb!.url(web.origin, 'overview'));
    const form = page.getByRole('region', { name: `Deploy tag ${viaWeb!.path.tag.name}` }).getByRole('form');
    await form.getByRole('radio', { name: 'Copy of another branch' }).check();
    await form.getByLabel('Copy from branch').selectOption({ label: 'main' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Security Settings' }).waitFor();
    await form.getByLabel('Basic auth lock (visitors sign in first)').check();
    await form.getByLabel('Username').fill('admin');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('PhpMyAdmin').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Configuration Settings' }).waitFor();
    await form.getByLabel('Application root').fill('/var/www/app');
    await form.getByLabel('Web root').fill('/var/www/app/web');
    await form.getByLabel('Replicas').selectOption('2');
    await form.getByLabel('Minimum capacity').selectOption('micro');
    await form.getByLabel('Maximum capacity').selectOption('small_1');
    await form.getByLabel('Server type').selectOption('on-demand');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Review and Launch' }).waitFor();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/activate'));
    await form.getByRole('button', { name: 'Deploy' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    expect(webBody).toMatchObject({
      copyDatabaseFilesType: 'APPLICATION',
      sourceApplication: main.applicationId,
      replicas: 2,
      capacity: 'micro',
      capacityLimit: 'small_1',
    });
    expect(webBody).not.toHaveProperty('storage');

    // The CLI: the same answers as flags, the defaults the web showed for a new tag given too (editor on, its image).
    const env = await signedInCli(web.origin, configDir);
    const deploy = await runCli(
      [
        'tags',
        'deploy',
        viaCli!.ref,
        ...['--source', 'application', '--copy-from', 'main'],
        ...['--basic-auth', 'on', '--username', 'admin', '--password-stdin', '--file-permission', 'stricter'],
        ...['--phpmyadmin', 'on', '--editor', 'on', '--image', image],
        ...['--app-root', '/var/www/app', '--web-root', '/var/www/app/web', '--replicas', '2'],
        ...['--capacity', 'micro', '--capacity-limit', 'small_1', '--group-type', 'on-demand'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' }, input: `${PASSWORD}\n` },
    );
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stderr).not.toContain(PASSWORD);
    expect(loggedBody(deploy.stderr, 'PATCH', '/activate')).toEqual(redactValue(webBody));

    // The TUI's tag launch wizard: the same answers, a field at a time, each seen on screen before the next key.
    const tui = await tuiOn(web.origin, { initialRoutes: tagRoutes(viaTui!, 'tagDeployWizard') });
    const { app } = tui;
    await app.waitForText('‹ From scratch ›');
    await stepTo(app, 'Copy of another branch');
    await moveTo(app, 'Copy from branch');
    await stepTo(app, '‹ main ›');
    await app.press(KEYS.tab);
    await app.waitForText('step 2 of 4, Security Settings');
    await stepTo(app, '‹ on ›');
    await moveTo(app, 'Username');
    await typeInField(app, 'admin');
    await moveTo(app, 'Password');
    await typeInField(app, PASSWORD);
    await moveTo(app, 'PhpMyAdmin');
    await stepTo(app, '‹ on ›');
    await app.press(KEYS.tab);
    await app.waitForText('step 3 of 4, Configuration Settings');
    await typeInField(app, '/var/www/app');
    await moveTo(app, 'Web root');
    await typeInField(app, '/var/www/app/web');
    await moveTo(app, 'Replicas');
    await stepTo(app, '‹ 2 ›');
    await moveTo(app, 'Minimum capacity');
    await stepTo(app, '‹ 250m CPU, 512Mi ›');
    await moveTo(app, 'Maximum capacity');
    await stepTo(app, '‹ 500m CPU, 1Gi ›');
    await moveTo(app, 'Server type');
    await stepTo(app, '‹ on-demand ›', 5, true); // the new tag's spot is the last choice: ← to on-demand
    await app.press(KEYS.tab);
    await app.waitForText('step 4 of 4, Review and Launch');
    expect(app.frame()).not.toContain(PASSWORD);
    await app.press(KEYS.enter);
    await app.waitForText(`Deploying ${viaTui!.path.tag.name}.`);
    expect(tui.body('PATCH', '/activate')).toEqual(webBody);
  }, 180_000);
});
