import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();
const SITE = 'Acme Production/storefront/main';

describe('skiff apps export-template, apps ci-template, templates update', () => {
  it('Given no name or organization, When exporting, Then each flag with the spec message and nothing sent', async () => {
    const result = await s.cli(['apps', 'export-template', SITE]);
    expect([result.code, result.stderr]).toEqual([2, 'Error: --name: Required\n--organization: Required\n']);
  });

  it('Given a name and an organization, When exporting, Then the spec message and the new template', async () => {
    const result = await s.cli(['apps', 'export-template', SITE, '--name', 'shop-starter', '--organization', 'Acme']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Exported successfully\. Template shop-starter \(\S+\)\.\n$/);
    const json = jsonOf(
      await s.cli(['apps', 'export-template', SITE, '--name', 'shop-two', '--organization', 'Acme', '--json']),
    );
    expect(typeof json._id).toBe('string');
  });

  it('Given each git host, When asking for the CI template, Then its pipeline calls the webhook with CI secrets', async () => {
    const app = jsonOf(await s.cli(['apps', 'get', SITE, '--json']));
    const github = await s.cli(['apps', 'ci-template', SITE]);
    expect(github.code, github.stderr).toBe(0);
    expect(github.stdout).toContain(`/webhooks/applications/${app._id}/git`);
    expect(github.stdout).toMatch(/SKIFF_TOKEN: \$\{\{ secrets\.SKIFF_TOKEN \}\}/);
    expect(github.stderr).toContain('.github/workflows/skiff-deploy.yml');
    const gitlab = jsonOf(await s.cli(['apps', 'ci-template', SITE, '--provider', 'gitlab', '--json']));
    expect(gitlab).toMatchObject({ provider: 'gitlab', file: '.gitlab-ci.yml' });
    const bad = await s.cli(['apps', 'ci-template', SITE, '--provider', 'svn']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: --provider 'svn' is not one of github, gitlab, bitbucket.\n"]);
  });

  it('Given a template, When updating its title, Then get shows the new title; nothing to change is a usage error', async () => {
    const created = await s.cli([
      'templates',
      'create',
      '--name',
      'kit-to-edit',
      '--repo-url',
      'https://github.com/acme/kit',
      '--organization',
      'Acme Web',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const updated = await s.cli(['templates', 'update', 'kit-to-edit', '--title', 'Kit, edited']);
    expect([updated.code, updated.stdout]).toEqual([0, 'Updated template kit-to-edit.\n']);
    expect((await s.cli(['templates', 'get', 'kit-to-edit'])).stdout).toMatch(/\nTitle: +Kit, edited\n/);
    const nothing = await s.cli(['templates', 'update', 'kit-to-edit']);
    expect(nothing.code).toBe(2);
  });

  it('Given an access token on stdin, When testing the git webhook with --wait, Then TRIGGER_WEBHOOK SUCCESS; missing fields get the spec messages', async () => {
    const missing = await s.cli(['apps', 'webhook-test', SITE]);
    expect([missing.code, missing.stderr]).toEqual([
      2,
      'Error: --username: Please input username!\n--token-stdin: Please input access token!\n',
    ]);
    const token = jsonOf(await s.cli(['tokens', 'create', '--note', 'webhook test', '--json'])).token as string;
    const args = ['apps', 'webhook-test', SITE, '--username', 'dana', '--token-stdin', '--wait'];
    const result = await s.cli(args, { input: token });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^TRIGGER_WEBHOOK SUCCESS/);
    expect(result.stderr).not.toContain(token);
    const wrong = await s.cli(args, { input: 'skf_not_a_token' });
    expect(wrong.code).not.toBe(0);
    const app = jsonOf(await s.cli(['apps', 'get', SITE, '--json']));
    expect(app.lastActivity).toMatchObject({ action: 'TRIGGER_WEBHOOK', status: 'SUCCESS' });
  });
});
