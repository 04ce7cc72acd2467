import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { copiedCommand, KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession();
const backspaces = (n: number) => Array.from({ length: n }, () => KEYS.backspace);

describe('a custom domain with your own certificate', () => {
  it('Given the domains of a branch, When A is answered with the PEM files of a certificate and its key, Then each file is checked, the domain is added with it, and no key text is shown', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'skiff-cert-'));
    const certificate = join(folder, 'shop.crt');
    const key = join(folder, 'shop.key');
    const notPem = join(folder, 'notes.txt');
    writeFileSync(certificate, '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n', { mode: 0o600 });
    writeFileSync(key, '-----BEGIN PRIVATE KEY-----\nMIIEsecretkey\n-----END PRIVATE KEY-----\n', { mode: 0o600 });
    writeFileSync(notPem, 'just words\n', { mode: 0o600 });
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('c');
    await app.waitForText('Custom domains of main');

    await app.press('A');
    await app.waitForText('Add a custom domain to main, with your own certificate');
    await app.press(...'secure.example.com', KEYS.enter);
    await app.waitForText('The SSL certificate of secure.example.com (a PEM file)');
    await app.press(...join(folder, 'missing.crt'));
    await app.waitForText('No such file.');
    await app.press(...backspaces(join(folder, 'missing.crt').length), ...notPem);
    await app.waitForText('Not a PEM file: it has no -----BEGIN line.');
    await app.press(...backspaces(notPem.length), ...certificate, KEYS.enter);
    await app.waitForText('The private key of that certificate (a PEM file)');
    await app.press(...key, KEYS.enter);
    await app.waitForText('Adding secure.example.com with your certificate');
    await app.waitForText((f) => /secure\.example\.com\s+SUCCESS\s+your own/.test(f), 'the domain added', 20_000);
    expect(app.frame()).not.toContain('MIIEsecretkey');
    expect(await copiedCommand(app)).toBe(
      `skiff domains add 'Acme Production/storefront/main' secure.example.com --key ${key} --cert ${certificate} --wait`,
    );
    const domains = await collect(session.client.domains.list(path.workspace.id, { pageSize: 100 }));
    expect(domains.find((d) => d.domain === 'secure.example.com')?.hasCertificate).toBe(true);
  });
});
