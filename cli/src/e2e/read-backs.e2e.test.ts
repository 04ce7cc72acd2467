import { resolveDeploymentRef } from '@skiff/sdk';
import { DEMO_OWNER, waitFor, waitForActivityEnd } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();
const SITE = 'Acme Production/storefront/main';

describe('skiff backups get, tags get, and what apps get reads back', () => {
  it('Given a finished backup, When getting it, Then its status and one line per part with its file', async () => {
    const created = jsonOf(await s.cli(['backups', 'create', SITE, '--database', '--files', '--wait', '--json']));
    const id = created.backup?._id ?? created._id;
    expect(typeof id).toBe('string');
    const shown = await s.cli(['backups', 'get', SITE, id]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`ID:`);
    expect(shown.stdout).toMatch(/Status: +SUCCESS/);
    expect(shown.stdout).toMatch(/Part database: +\S/);
    expect(shown.stdout).toMatch(/Part files: +\S/);
    expect(shown.stdout).not.toMatch(/Part source/);
    const json = jsonOf(await s.cli(['backups', 'get', SITE, id, '--json']));
    expect(json.parts.map((p: { part: string }) => p.part)).toEqual(['database', 'files']);
    const missing = await s.cli(['backups', 'get', SITE, 'no-such-backup']);
    expect([missing.code, missing.stderr]).toEqual([
      5,
      `Error: No backup no-such-backup in this application.\nList them with: skiff backups list '${SITE}'\n`,
    ]);
  });

  it('Given a tag, When getting it, Then its state, image and settings, and as JSON', async () => {
    const image = 'registry.example.com/shop:7.0.0';
    const made = await s.cli(['tags', 'create', 'v7.0.0', '--project', 'Acme Production/storefront', '--image', image]);
    expect(made.code, made.stderr).toBe(0);
    const list = jsonOf(await s.cli(['tags', 'list', '--project', 'Acme Production/storefront', '--json']));
    const tag = list.items.find((t: { name: string }) => t.name === 'v7.0.0');
    const shown = await s.cli(['tags', 'get', `Acme Production/storefront@${tag.name}`]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^Tag: +${tag.name}\\n`));
    expect(shown.stdout).toMatch(/\nState: +\S/);
    expect(shown.stdout).toContain(image);
    const json = jsonOf(await s.cli(['tags', 'get', `Acme Production/storefront@${tag.name}`, '--json']));
    expect(json).toMatchObject({ _id: tag._id, name: tag.name });
    expect(typeof json.displayedState).toBe('string');
  });

  it('Given basic auth, force HTTPS and a daily backup set, When getting the application, Then each reads back', async () => {
    const secured = await s.cli(
      ['apps', 'security', SITE, '--basic-auth', 'on', '--username', 'admin', '--password-stdin', '--wait'],
      { input: 'S3cret-pass' },
    );
    expect(secured.code, secured.stderr).toBe(0);
    const https = await s.cli(['domains', 'force-https', SITE, 'on', '--wait']);
    expect(https.code, https.stderr).toBe(0);
    const allowed = await s.cli(['workspaces', 'update', 'Acme Production', '--daily-backup', 'on']);
    expect(allowed.code, allowed.stderr).toBe(0); // spec 002 section 6: daily backups need the workspace's flag
    const schedule = await s.cli(['backups', 'schedule', SITE, '--database', '--files', '--timezone', 'UTC-5']);
    expect(schedule.code, schedule.stderr).toBe(0);
    const shown = (await s.cli(['apps', 'get', SITE])).stdout;
    expect(shown).toMatch(/\nBasic auth: +on \(admin\)\n/);
    expect(shown).toMatch(/\nForce HTTPS: +yes\n/);
    expect(shown).toMatch(/\nDaily backup: +on, UTC-5 \(database, files\), kept 2 weeks\n/);
    expect(shown).not.toContain('S3cret-pass');
  });

  it('Given a running tag with a backup and a domain, When listing its backups and domains, Then each shows', async () => {
    const project = 'Acme Production/storefront';
    const ref = `${project}@v8.0.0`;
    const image = 'registry.example.com/shop:8.0.0';
    expect((await s.cli(['tags', 'create', 'v8.0.0', '--project', project, '--image', image])).code).toBe(0);
    const empty = await s.cli(['tags', 'backups', ref]);
    expect([empty.code, empty.stderr]).toEqual([0, 'No backups of the tag v8.0.0.\n']);
    const deployed = await s.cli(['tags', 'deploy', ref, '--wait']);
    expect(deployed.code, deployed.stderr).toBe(0);
    const owner = await s.emulator.clientFor(DEMO_OWNER);
    const ids = await resolveDeploymentRef(owner, ref);
    const started = await owner.deploymentBackups.create(ids);
    // One task at a time on a tag: the domain is added once the backup's task has ended.
    await waitForActivityEnd(owner, String(started.activityId), 60_000);
    const backups = jsonOf(await s.cli(['tags', 'backups', ref, '--json']));
    await owner.deploymentTools.addDomain(ids, { domain: 'tag.example.com' });
    expect(backups.items[0]).toMatchObject({ type: 'MANUAL' });
    expect((await s.cli(['tags', 'backups', ref])).stdout).toMatch(/^ID +TYPE +STATUS +CREATED\n\S+ +MANUAL /);
    const domains = await waitFor(async () => {
      const listed = jsonOf(await s.cli(['tags', 'domains', ref, '--json']));
      return listed.total > 0 ? listed : undefined;
    }, 'a domain of the tag');
    expect(domains.items.map((d: { domain: string }) => d.domain)).toContain('tag.example.com');
  }, 120_000);
});
