import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// Each test adds the domains it works on (no test uses another's): a failed test's retry gets a fresh world.
const s = useSignedInCli();
const WS = 'Acme Production';
const SITE = 'Acme Production/storefront/main';
/** The custom domains of WS, as the CLI lists them. */
const domainNames = async (): Promise<string[]> =>
  jsonOf(await s.cli(['domains', 'list', WS, '--json'])).items.map((d: { domain: string }) => d.domain);

describe('skiff domains', () => {
  it('Given a domain and --wait, When added, Then the task ends SUCCESS and the list shows it', async () => {
    const added = await s.cli(['domains', 'add', SITE, 'shop.example.com', '--wait']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^ADD_CUSTOM_DOMAIN SUCCESS \(20 lines, \d+\.\d s\)\n$/);
    expect(added.stderr).toMatch(/^Add custom domain: shop\.example\.com on Acme Production\/storefront\/main/);
    const list = await s.cli(['domains', 'list', WS]);
    expect(list.stdout).toMatch(/^DOMAIN +APPLICATION ID +CERTIFICATE +STATUS +CREATED +ID\n/);
    expect(list.stdout).toMatch(/^shop\.example\.com +[0-9a-f]{24} +automatic +SUCCESS /m);
  });

  it('Given certificate files, When added without --wait, Then the activity id, and the domain uses its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skiff-certs-'));
    writeFileSync(join(dir, 'k.pem'), '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n');
    writeFileSync(join(dir, 'c.pem'), '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n');
    const args = ['--key', join(dir, 'k.pem'), '--cert', join(dir, 'c.pem'), '--json'];
    const added = await s.cli(['domains', 'add', SITE, 'secure.example.com', ...args]);
    expect(added.code, added.stderr).toBe(0);
    expect(jsonOf(added)).toMatchObject({ activityId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const items = jsonOf(await s.cli(['domains', 'list', WS, '--json', '--search', 'secure'])).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ domain: 'secure.example.com', hasCertificate: true });
  });

  it('Given bad input, When adding, Then the spec messages, exit 2, and nothing sent', async () => {
    const before = await domainNames();
    const invalid = await s.cli(['domains', 'add', SITE, 'not a domain']);
    expect([invalid.code, invalid.stderr]).toEqual([2, "Error: DOMAIN 'not a domain': Domain is invalid.\n"]);
    const half = await s.cli(['domains', 'add', SITE, 'a.example.com', '--key', '/nonexistent']);
    expect([half.code, half.stderr]).toEqual([
      2,
      'Error: --cert: Required: your own certificate takes both --key and --cert (PEM files).\n',
    ]);
    const missing = await s.cli(['domains', 'add', SITE, 'a.example.com', '--key', '/nope', '--cert', '/nope']);
    expect([missing.code, missing.stderr]).toEqual([2, 'Error: --key /nope: no such file.\n']);
    expect(await domainNames()).toEqual(before);
    expect(before).not.toContain('a.example.com');
  });

  it('Given force-https on then off, When waited, Then each task succeeds; a bad state is a usage error', async () => {
    const on = await s.cli(['domains', 'force-https', SITE, 'on', '--wait', '--json']);
    expect(on.code, on.stderr).toBe(0);
    expect(jsonOf(on)).toMatchObject({ action: 'START_FORCING_HTTPS', status: 'SUCCESS' });
    const off = await s.cli(['domains', 'force-https', SITE, 'off', '--wait']);
    expect(off.stdout).toMatch(/^STOP_FORCING_HTTPS SUCCESS/);
    const bad = await s.cli(['domains', 'force-https', SITE, 'maybe']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: STATE 'maybe' is not on or off.\n"]);
  });

  it('Given remove, When unconfirmed, misspelt, then confirmed, Then refused, did-you-mean, then gone', async () => {
    const added = await s.cli(['domains', 'add', SITE, 'old.example.com', '--wait']);
    expect(added.code, added.stderr).toBe(0);
    const unconfirmed = await s.cli(['domains', 'remove', WS, 'old.example.com']);
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([
      2,
      'Error: To remove the custom domain old.example.com, add --yes.\n',
    ]);
    const typo = await s.cli(['domains', 'remove', WS, 'old.exmple.com', '--yes']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toMatch(
      /^Error: No custom domain named 'old\.exmple\.com'\. Did you mean 'old\.example\.com'\?/,
    );
    const before = await domainNames();
    expect(before).toContain('old.example.com');
    const removed = await s.cli(['domains', 'remove', WS, 'old.example.com', '--yes', '--wait']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(/^DELETE_CUSTOM_DOMAIN SUCCESS/);
    expect(await domainNames()).toEqual(before.filter((d) => d !== 'old.example.com'));
  });
});

describe('skiff tags domain-add', () => {
  const TAG = 'Acme Production/storefront@v9.0.0';
  it('Given a running tag, When a domain is added with --wait, Then the task succeeds and the tag lists it', async () => {
    const project = ['--project', 'Acme Production/storefront'];
    const created = await s.cli(['tags', 'create', 'v9.0.0', ...project, '--image', 'registry.example.com/shop:9']);
    expect(created.code, created.stderr).toBe(0);
    const invalid = await s.cli(['tags', 'domain-add', TAG, 'not a domain']);
    expect([invalid.code, invalid.stderr]).toEqual([2, "Error: DOMAIN 'not a domain': Domain is invalid.\n"]);
    const deployed = await s.cli(['tags', 'deploy', TAG, '--capacity', 'micro', '--wait']);
    expect(deployed.code, deployed.stderr).toBe(0);
    const added = await s.cli(['tags', 'domain-add', TAG, ' Tag.Example.com ', '--wait']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^ADD_CUSTOM_DOMAIN SUCCESS/);
    expect(added.stderr).toMatch(/^Add custom domain: Tag\.Example\.com on Acme Production\/storefront@v9\.0\.0/);
    const items = jsonOf(await s.cli(['tags', 'domains', TAG, '--json'])).items;
    expect(items.map((d: { domain: string }) => d.domain)).toEqual(['tag.example.com']);
  });
});
