import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveApplicationRef } from '@skiff/sdk';
import { runCli, waitFor } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../tui/src/test/demo-paths.js';
import { KEYS } from '../../tui/src/test/render-app.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, signIn, useWebPage } from '../../web/src/e2e/browser.js';
import { cliConfigDir, loggedBody, signedInCli } from './cli-side.js';
import { tuiOn } from './tui-side.js';

/**
 * One model, three renderers: the custom domain form's same answers (a domain with one's own certificate), given to
 * the web app's Custom Domains form and to `skiff domains add`'s arguments against one real emulator, make the same
 * add call, and so do the TUI's Custom domains screen's `A` questions (the host name, the certificate's and the key's
 * files). A host name points at one application only, so each surface's domain is removed before the next adds it.
 */
const BRANCH = 'Acme Production/marketing-site/main';
const DOMAIN = 'cross.example.com';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEcrosskey\n-----END PRIVATE KEY-----\n';
const CERT = '-----BEGIN CERTIFICATE-----\nMIICcrosscert\n-----END CERTIFICATE-----\n';
const dir = cliConfigDir('domains');

/** The JSON body of the first `POST .../domains` in a SKIFF_DEBUG=1 log (secrets shown as [redacted]). */
function addBody(stderr: string): Record<string, unknown> {
  return loggedBody(stderr, 'POST', '/domains');
}

describe.runIf(chromiumAvailable())('the custom domain form on the web app, the CLI and the TUI', () => {
  const web = useWebPage();

  it('Given the same domain and certificate on the three surfaces, when each adds it, then the emulator receives the same add call', async () => {
    const api = await apiClientFor(web.origin, DEMO_OWNER);
    const app = await resolveApplicationRef(api, BRANCH);
    const { page } = web;
    await signIn(page, web.origin);
    await page.goto(
      `${web.origin}/workspaces/${app.workspaceId}/projects/${app.projectId}/applications/${app.applicationId}/domains`,
    );
    const form = page.getByRole('form', { name: 'Add a domain' });
    await form.getByLabel('Domain', { exact: true }).fill(` ${DOMAIN} `);
    await form.getByLabel('Certificate').selectOption('own');
    await form.getByRole('button', { name: 'Add domain' }).click();
    await form.getByText('Required').first().waitFor();
    await form.getByLabel('SSL certificate').fill(CERT);
    await form.getByLabel('Private key').fill(KEY);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/domains'));
    await form.getByRole('button', { name: 'Add domain' }).click();
    const webBody = (await sent).postDataJSON() as Record<string, unknown>;
    await form.getByText(`${DOMAIN} is being added.`).waitFor();
    expect(webBody).toEqual({
      domain: DOMAIN,
      applicationId: app.applicationId,
      isDeployment: false,
      privateKey: KEY,
      sslCertificate: CERT,
    });

    const added = (await api.domains.list(app.workspaceId, { search: DOMAIN })).items;
    expect(added.map((d) => [d.domain, d.hasCertificate])).toEqual([[DOMAIN, true]]);
    // The add runs a task on the branch; the platform refuses a delete (409) until it has ended.
    await waitFor(
      () => api.domains.delete(app.workspaceId, added[0]!._id).then(() => true),
      'the domain removable once its add task has ended',
      30_000,
    );

    writeFileSync(join(dir, 'k.pem'), KEY, { mode: 0o600 });
    writeFileSync(join(dir, 'c.pem'), CERT, { mode: 0o600 });
    const env = await signedInCli(web.origin, join(dir, 'config'));
    const files = ['--key', join(dir, 'k.pem'), '--cert', join(dir, 'c.pem')];
    const cli = await runCli(['domains', 'add', BRANCH, ` ${DOMAIN} `, ...files], {
      env: { ...env, SKIFF_DEBUG: '1' },
    });
    expect(cli.code, cli.stderr).toBe(0);

    // The CLI's debug log hides key and certificate; everything else is the web's call, and the platform got both.
    expect(addBody(cli.stderr)).toEqual({ ...webBody, privateKey: '[redacted]', sslCertificate: '[redacted]' });
    const again = (await api.domains.list(app.workspaceId, { search: DOMAIN })).items;
    expect(again.map((d) => [d.domain, d.hasCertificate])).toEqual([[DOMAIN, true]]);
    await waitFor(
      () => api.domains.delete(app.workspaceId, again[0]!._id).then(() => true),
      'the domain removable once its add task has ended',
      30_000,
    );

    // The TUI: A asks the host name, then the certificate's file and the key's, each checked as typed.
    const path = await demoApplication(api, 'Acme Production', 'marketing-site', 'main');
    const tui = await tuiOn(web.origin, { initialRoutes: [...routesTo(path), { name: 'domains', ...path }] });
    const { app: screen } = tui;
    await screen.waitForText('Custom domains of main');
    await screen.waitForText((f) => f.includes('No custom domains yet.'), 'the removed domain gone');
    await screen.press('A');
    await screen.waitForText('Add a custom domain to main, with your own certificate');
    await screen.press(...` ${DOMAIN} `, KEYS.enter);
    await screen.waitForText(`The SSL certificate of ${DOMAIN} (a PEM file)`);
    await screen.press(...join(dir, 'c.pem'), KEYS.enter);
    await screen.waitForText('The private key of that certificate (a PEM file)');
    await screen.press(...join(dir, 'k.pem'), KEYS.enter);
    await screen.waitForText((f) => new RegExp(`${DOMAIN}\\s+SUCCESS\\s+your own`).test(f), 'the domain added');
    expect(tui.body('POST', '/domains')).toEqual(webBody);
  }, 180_000);
});
