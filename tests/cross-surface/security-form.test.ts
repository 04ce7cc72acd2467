import { resolveApplicationRef } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { redactValue } from '../../cli/src/cli/redact.js';
import { demoApplication, routesTo } from '../../tui/src/test/demo-paths.js';
import { KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { newTags, tagRoutes } from './tag-side.js';
import { tuiOn } from './tui-side.js';

/**
 * One model, three renderers: the security form's same answers, given to the web app's Security form and to
 * `skiff apps security`'s flags against one real emulator, make the same security call (the CLI's debug log hides
 * the basic-auth values, so the web's body is compared hidden alike, and its values checked); given in the TUI's
 * Security form, the same call. All three branches end locked alike. The two never-deployed branches and the paused
 * one of one WordPress project, all unlocked and stricter. A tag's Security form (the same model, its own call) is
 * compared alike on three new tags.
 */
const PROJECT = 'Acme Production/marketing-site';
const configDir = cliConfigDir('security');

/** The JSON body of the first `PATCH .../update` in a SKIFF_DEBUG=1 log. */
function updateBody(stderr: string): Record<string, unknown> {
  return loggedBody(stderr, 'PATCH', '/update');
}

describe.runIf(chromiumAvailable())('the security form on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same answers on the three surfaces, when each locks a branch, then the emulator receives the same security call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const viaWeb = await resolveApplicationRef(api, `${PROJECT}/feature-login`);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${viaWeb.workspaceId}/projects/${viaWeb.projectId}/applications/${viaWeb.applicationId}/security`,
    );
    const form = page.getByRole('form', { name: 'Security' });
    await form.getByLabel(/Basic auth lock/).check();
    await form.getByLabel('Username').fill('qa');
    await form.getByLabel('Password').fill('S3cret-pw');
    await form.getByLabel('File permission level').selectOption('looser');
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/update'));
    await form.getByRole('button', { name: 'Save security' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();

    const env = await signedInCli(web.origin, configDir);
    const secure = await runCli(
      [
        'apps',
        'security',
        `${PROJECT}/hotfix-cart`,
        ...['--basic-auth', 'on', '--username', 'qa', '--password-stdin', '--file-permission', 'looser'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' }, input: 'S3cret-pw\n' },
    );
    expect(secure.code, secure.stderr).toBe(0);
    expect(secure.stderr).not.toContain('S3cret-pw');

    // The CLI's debug log hides the basic-auth fields' values: the web's body, hidden by the same rule, is the CLI's.
    expect(updateBody(secure.stderr)).toEqual(redactValue(webBody));
    expect(webBody).toEqual({
      isEnableBasicAuth: true,
      authUsername: 'qa',
      authPassword: 'S3cret-pw',
      filePermissionLevel: 'looserPermission',
    });

    // The TUI: the level stepped to looser first (turning the lock on asks user and password, then saves).
    const path = await demoApplication(api, 'Acme Production', 'marketing-site', 'staging');
    const tui = await tuiOn(web.origin, { initialRoutes: [...routesTo(path), { name: 'security', ...path }] });
    const { app } = tui;
    await app.waitForText((f) => /Basic auth[\s\S]*‹ stricter ›/.test(f), 'the form');
    await app.press(KEYS.down, KEYS.right);
    await app.waitForText('‹ looser › *');
    await app.press(KEYS.up, KEYS.right);
    await app.waitForText('Basic auth: the username');
    await app.press(...'qa', KEYS.enter);
    await app.waitForText('Basic auth: the password of qa');
    await app.press(...'S3cret-pw', KEYS.enter);
    await app.waitForText(APPLICATION_UPDATED_MESSAGE);
    await app.waitForText("$ skiff apps security 'Acme Production/marketing-site/staging' --basic-auth on");
    expect(app.frame()).not.toContain('S3cret-pw');
    expect(tui.body('PATCH', '/update')).toEqual(webBody);

    for (const branch of ['feature-login', 'hotfix-cart', 'staging']) {
      const app = await api.applications.get(await resolveApplicationRef(api, `${PROJECT}/${branch}`));
      expect(app, branch).toMatchObject({
        isEnableBasicAuth: true,
        authUsername: 'qa',
        filePermissionLevel: 'looserPermission',
      });
    }
  }, 180_000);

  it('Given the same answers on the three surfaces, when each locks a tag, then the emulator receives the same tag security call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const [viaWeb, viaCli, viaTui] = await newTags(
      api,
      ['sec-web', 'sec-cli', 'sec-tui'],
      'registry.example.com/shop:7.0.0',
    );
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(viaWeb!.url(web.origin, 'security'));
    const form = page.getByRole('form', { name: 'Security' });
    await form.getByLabel(/Basic auth lock/).check();
    await form.getByLabel('Username').fill('qa');
    await form.getByLabel('Password').fill('S3cret-pw');
    await form.getByLabel('File permission level').selectOption('looser');
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/security'));
    await form.getByRole('button', { name: 'Save security' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByRole('status').filter({ hasText: APPLICATION_UPDATED_MESSAGE }).waitFor();
    expect(webBody).toEqual({
      isEnableBasicAuth: true,
      authUsername: 'qa',
      authPassword: 'S3cret-pw',
      filePermissionLevel: 'looserPermission',
    });

    const env = await signedInCli(web.origin, configDir);
    const secure = await runCli(
      [
        'tags',
        'security',
        viaCli!.ref,
        ...['--basic-auth', 'on', '--username', 'qa', '--password-stdin', '--file-permission', 'looser'],
      ],
      { env: { ...env, SKIFF_DEBUG: '1' }, input: 'S3cret-pw\n' },
    );
    expect(secure.code, secure.stderr).toBe(0);
    expect(secure.stderr).not.toContain('S3cret-pw');
    expect(loggedBody(secure.stderr, 'PATCH', '/security')).toEqual(redactValue(webBody));

    // The TUI's tag Security form: the same keys as a branch's.
    const tui = await tuiOn(web.origin, { initialRoutes: tagRoutes(viaTui!, 'tagSecurity') });
    const { app } = tui;
    await app.waitForText((f) => /Basic auth[\s\S]*‹ stricter ›/.test(f), 'the form');
    await app.press(KEYS.down, KEYS.right);
    await app.waitForText('‹ looser › *');
    await app.press(KEYS.up, KEYS.right);
    await app.waitForText('Basic auth: the username');
    await app.press(...'qa', KEYS.enter);
    await app.waitForText('Basic auth: the password of qa');
    await app.press(...'S3cret-pw', KEYS.enter);
    await app.waitForText(`$ skiff tags security '${viaTui!.ref}' --basic-auth on`);
    expect(app.frame()).not.toContain('S3cret-pw');
    expect(tui.body('PATCH', '/security')).toEqual(webBody);

    for (const tag of [viaWeb!, viaCli!, viaTui!])
      expect(await api.deployments.get(tag.ids), tag.ref).toMatchObject({
        isEnableBasicAuth: true,
        authUsername: 'qa',
        filePermissionLevel: 'looserPermission',
      });
  }, 180_000);
});
