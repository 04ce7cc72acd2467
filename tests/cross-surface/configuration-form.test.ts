import { firstConfigurationAnswers, loadConfigurationFormContext, resolveApplicationRef } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../tui/src/test/demo-paths.js';
import { copiedCommand, KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { lastCommandWords } from './shell-words.js';
import { type NewTag, newTags, tagRoutes } from './tag-side.js';
import { moveTo, stepTo, tuiOn, typeInField } from './tui-side.js';

/**
 * One model, three renderers: the configuration form's same answers, given to the web app's Configuration form and
 * to `skiff apps configure`'s flags against one real emulator, make the same configuration call; given in the TUI's
 * Configuration form, they leave a third branch configured alike, its call being the web's less the answers the
 * branch already had (the TUI sends the fields a user changed; the web app the whole form). Two never-deployed
 * branches and the paused one of one WordPress project (no start script), all at the seed's 10 Gi. A tag's form (the
 * same model without storage and start script, its own call) is compared alike on three new tags, where every
 * answer is a change, so the TUI's call is the web's.
 */
const PROJECT = 'Acme Production/marketing-site';
const configDir = cliConfigDir('configure');

/** The JSON body of the first `PATCH .../update` in a SKIFF_DEBUG=1 log. */
function updateBody(stderr: string): Record<string, unknown> {
  return loggedBody(stderr, 'PATCH', '/update');
}

describe.runIf(chromiumAvailable())('the configuration form on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on the three surfaces, when each saves a branch, then the emulator receives the same configuration call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const viaWeb = await resolveApplicationRef(api, `${PROJECT}/feature-login`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${viaWeb.workspaceId}/projects/${viaWeb.projectId}/applications/${viaWeb.applicationId}/configuration`,
    );
    const form = page.getByRole('form', { name: 'Configuration' });
    await form.getByLabel('Application root').fill('/var/www/site');
    await form.getByLabel('Web root').fill('/var/www/site/web');
    await form.getByLabel('Replicas').fill('3');
    await form.getByLabel('Server type').selectOption('on-demand');
    await form.getByLabel('Minimum capacity').selectOption('micro');
    await form.getByLabel('Maximum capacity').selectOption('small_1');
    await form.getByLabel('Storage').selectOption('20');
    await form.getByLabel('PhpMyAdmin').check();
    await form.getByLabel('Code editor (VS Code)').uncheck();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/update'));
    await form.getByRole('button', { name: 'Save configuration' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();

    const env = await signedInCli(web.origin, configDir);
    const configure = await runCli(
      [
        'apps',
        'configure',
        `${PROJECT}/hotfix-cart`,
        ...['--app-root', '/var/www/site', '--web-root', '/var/www/site/web', '--replicas', '3'],
        ...['--group-type', 'on-demand', '--capacity', 'micro', '--capacity-limit', 'small_1', '--storage', '20'],
        ...['--phpmyadmin', 'on', '--editor', 'off'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' } },
    );
    expect(configure.code, configure.stderr).toBe(0);

    expect(updateBody(configure.stderr)).toEqual(webBody);
    expect(webBody).toMatchObject({ replicas: 3, storage: 20, capacity: 'micro', isEnablePMA: true });

    // The TUI: the same answers typed and stepped in its form, on the paused branch.
    const path = await demoApplication(api, 'Acme Production', 'marketing-site', 'staging');
    const { record, context } = await loadConfigurationFormContext(api, path.ids);
    const had = firstConfigurationAnswers(record, context);
    const tui = await tuiOn(web.origin, { initialRoutes: [...routesTo(path), { name: 'configuration', ...path }] });
    const { app } = tui;
    await app.waitForText('Storage never shrinks: 10 Gi is the smallest size offered.');
    await app.press(KEYS.enter);
    await app.waitForText('Esc keeps it');
    await app.press(...'/var/www/site', KEYS.enter);
    await app.waitForText('/var/www/site *');
    await app.press(KEYS.down, KEYS.enter);
    await app.waitForText('Esc keeps it');
    await app.press(...'/var/www/site/web', KEYS.enter);
    await app.waitForText('/var/www/site/web *');
    // Replicas 1 -> 3, PhpMyAdmin on; editor, secret manager and image as they are; the deployed branch's spot back
    // to on-demand; minimum micro as it is, maximum micro -> small_1, storage one size up; Enter on a choice saves.
    await app.press(KEYS.down, KEYS.right, KEYS.right, KEYS.down, KEYS.right);
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.left);
    await app.press(KEYS.down, KEYS.down, KEYS.right, KEYS.right, KEYS.down, KEYS.right);
    await app.waitForText((f) => /Server type\s+‹ on-demand › \*/.test(f), 'on-demand');
    await app.waitForText((f) => /Maximum capacity\s+‹ 500m CPU, 1Gi › \*/.test(f), 'the maximum at small_1');
    await app.waitForText((f) => /Storage\s+‹ 20 Gi › \*/.test(f), 'the storage at 20 Gi');
    await app.press(KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    // The form starts over from the saved values before the test ends (nothing left marked changed).
    await app.waitForText((f) => f.includes('Storage never shrinks: 20 Gi') && !f.includes(' *'), 'the reload');
    const unchanged = Object.keys(webBody).filter((key) => had[key] === webBody[key]);
    expect(unchanged.sort()).toEqual(['capacity', 'isEnableEditor']);
    const changed = Object.fromEntries(Object.entries(webBody).filter(([key]) => !unchanged.includes(key)));
    expect(tui.body('PATCH', '/update')).toEqual(changed);

    // Each branch as the form shows it (a field never sent reads as the spec's default on every surface; the
    // replicas sent are kept only by a running branch, so none of these three reads them back).
    const shown = async (ids: typeof path.ids) => {
      const loaded = await loadConfigurationFormContext(api, ids);
      const answers = firstConfigurationAnswers(loaded.record, loaded.context);
      return Object.fromEntries(Object.keys(webBody).map((key) => [key, answers[key]]));
    };
    const viaTui = await shown(path.ids);
    expect(viaTui).toEqual({ ...webBody, replicas: 1 });
    for (const branch of ['feature-login', 'hotfix-cart']) {
      const ids = await resolveApplicationRef(api, `${PROJECT}/${branch}`);
      const app = await api.applications.get(ids);
      expect(app, branch).toMatchObject({ appRoot: '/var/www/site', storage: 20, capacityLimit: 'small_1' });
      expect(await shown(ids), branch).toEqual(viaTui);
    }
  }, 180_000);

  it('Given the same answers on the three surfaces, when each saves a tag, then the emulator receives the same tag configuration call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const [viaWeb, viaCli, viaTui, viaCopy] = await newTags(
      api,
      ['cfg-web', 'cfg-cli', 'cfg-tui', 'cfg-copy'],
      'registry.example.com/shop:7.1.0',
    );
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(viaWeb!.url(web.origin, 'configuration'));
    const form = page.getByRole('form', { name: 'Configuration' });
    await form.getByLabel('Application root').fill('/var/www/shop');
    await form.getByLabel('Web root').fill('/var/www/shop/web');
    await form.getByLabel('Replicas').fill('3');
    await form.getByLabel('Server type').selectOption('on-demand');
    await form.getByLabel('Minimum capacity').selectOption('micro');
    await form.getByLabel('Maximum capacity').selectOption('small_1');
    await form.getByLabel('PhpMyAdmin').check();
    await form.getByLabel('Code editor (VS Code)').uncheck();
    expect(await form.getByLabel('Storage').count()).toBe(0);
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/configuration'));
    await form.getByRole('button', { name: 'Save configuration' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();
    expect(webBody).toMatchObject({ replicas: 3, capacity: 'micro', capacityLimit: 'small_1', isEnablePMA: true });
    expect(webBody).not.toHaveProperty('storage');

    const env = await signedInCli(web.origin, configDir);
    const configure = await runCli(
      [
        'tags',
        'configure',
        viaCli!.ref,
        ...['--app-root', '/var/www/shop', '--web-root', '/var/www/shop/web', '--replicas', '3'],
        ...['--group-type', 'on-demand', '--capacity', 'micro', '--capacity-limit', 'small_1'],
        ...['--phpmyadmin', 'on', '--editor', 'off'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' } },
    );
    expect(configure.code, configure.stderr).toBe(0);
    expect(loggedBody(configure.stderr, 'PATCH', '/configuration')).toEqual(webBody);

    // The TUI's tag Configuration form (o on the tag): the same answers; it sends the fields a user changed.
    const { record, context } = await loadConfigurationFormContext(api, viaTui!.ids);
    const had = firstConfigurationAnswers(record, context);
    const tui = await tuiOn(web.origin, { initialRoutes: tagRoutes(viaTui!, 'tagConfiguration') });
    const { app } = tui;
    await app.waitForText(`Configuration of the tag ${viaTui!.path.tag.name}`);
    await app.waitForText((f) => /Server type\s+‹/.test(f), 'the fields');
    await typeInField(app, '/var/www/shop');
    await moveTo(app, 'Web root');
    await typeInField(app, '/var/www/shop/web');
    await moveTo(app, 'Replicas');
    await stepTo(app, '‹ 3 ›');
    await moveTo(app, 'PhpMyAdmin');
    await stepTo(app, '‹ on ›');
    await moveTo(app, 'Code editor');
    await stepTo(app, '‹ off ›', 3, true);
    await moveTo(app, 'Server type');
    await stepTo(app, '‹ on-demand ›', 5, true); // the new tag's spot is the last choice: ← to on-demand
    await moveTo(app, 'Minimum capacity');
    await stepTo(app, '‹ 250m CPU, 512Mi ›');
    await moveTo(app, 'Maximum capacity');
    await stepTo(app, '‹ 500m CPU, 1Gi ›');
    expect(app.frame()).not.toContain('Storage');
    await app.press(KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await app.waitForText((f) => /Maximum capacity\s+‹ 500m CPU, 1Gi ›/.test(f) && !f.includes(' *'), 'the reload');
    // Every answer differs from what the new tag had, so the TUI's changed fields are the whole form: the same call.
    expect(Object.keys(webBody).filter((key) => had[key] === webBody[key])).toEqual([]);
    expect(tui.body('PATCH', '/configuration')).toEqual(webBody);
    // The `skiff tags configure` line the TUI shows for it (Y copies it), run on a fourth tag: the same call again.
    const words = lastCommandWords(await copiedCommand(app));
    expect(words.slice(0, 4)).toEqual(['skiff', 'tags', 'configure', viaTui!.ref]);
    const copied = await runCli(['tags', 'configure', viaCopy!.ref, ...words.slice(4)], {
      env: { ...env, SKIFF_DEBUG: '1' },
    });
    expect(copied.code, copied.stderr).toBe(0);
    expect(loggedBody(copied.stderr, 'PATCH', '/configuration')).toEqual(webBody);

    // The three tags as the form shows them.
    const shown = async (ids: NewTag['ids']) => {
      const loaded = await loadConfigurationFormContext(api, ids);
      const answers = firstConfigurationAnswers(loaded.record, loaded.context);
      return Object.fromEntries(Object.keys(webBody).map((key) => [key, answers[key]]));
    };
    const [web1, cli1, tui1] = await Promise.all([viaWeb!, viaCli!, viaTui!].map((tag) => shown(tag.ids)));
    expect(cli1).toEqual(web1);
    expect(tui1).toEqual(web1);
    const web1Record = await api.deployments.get(viaWeb!.ids);
    expect(web1Record).toMatchObject({ appRoot: '/var/www/shop', groupType: 'on-demand', capacityLimit: 'small_1' });
  }, 180_000);
});
