import { resolveApplicationRef } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';

/**
 * One model, three renderers: the configuration form's same answers, given to the web app's Configuration form and
 * to `skiff apps configure`'s flags against one real emulator, make the same configuration call. Two never-deployed
 * branches of one WordPress project (no start script), both at the seed's 10 Gi.
 */
const PROJECT = 'Acme Production/marketing-site';
const configDir = cliConfigDir('configure');

/** The JSON body of the first `PATCH .../update` in a SKIFF_DEBUG=1 log. */
function updateBody(stderr: string): Record<string, unknown> {
  return loggedBody(stderr, 'PATCH', '/update');
}

describe.runIf(chromiumAvailable())('the configuration form on the web app and the CLI', () => {
  const web = useWebPage();

  it('Given the same answers on both surfaces, when each saves a branch, then the emulator receives the same configuration call', async () => {
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
    for (const branch of ['feature-login', 'hotfix-cart']) {
      const app = await api.applications.get(await resolveApplicationRef(api, `${PROJECT}/${branch}`));
      expect(app, branch).toMatchObject({ appRoot: '/var/www/site', storage: 20, capacityLimit: 'small_1' });
    }
  }, 180_000);
});
