import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// Each test sets the registries it lists, each on a project of its own: a failed test's retry gets a fresh world.
const s = useSignedInCli();
const PROJECT = 'Acme Production/marketing-site';

/** Sets the base registry (Docker Hub, two tags) and the CI/CD one (Github) of a project, tokens on stdin. */
async function setBoth(project: string): Promise<void> {
  const set = ['projects', 'registries', project];
  const base = await s.cli(
    [...set, '--base', '--provider', 'Docker Hub', '--server', 'index.docker.io/v1', '--username', 'acme'].concat([
      '--token-stdin',
      '--tag',
      'node:20',
      '--tag',
      'php:8.3',
    ]),
    { input: 'dckr_base_secret' },
  );
  expect(base.code, base.stderr).toBe(0);
  const ciCd = await s.cli(
    [...set, '--provider', 'Github', '--server', 'ghcr.io', '--username', 'acme-ci'].concat('--token-stdin'),
    { input: 'ghp_cicd_secret' },
  );
  expect(ciCd.code, ciCd.stderr).toBe(0);
}

describe('skiff projects registries (list)', () => {
  it('Given a project without registries, When listing, Then nothing on stdout, how to set one on stderr', async () => {
    const result = await s.cli(['projects', 'registries', PROJECT]);
    expect([result.code, result.stdout]).toEqual([0, '']);
    expect(result.stderr).toMatch(/^No registries set in marketing-site\. Set one with: skiff projects registries /);
    const json = await s.cli(['projects', 'registries', PROJECT, '--json']);
    expect([json.code, json.stderr, jsonOf(json)]).toEqual([0, '', { items: [], total: 0 }]);
  });

  it('Given both registries set, When listing, Then a row each (base first), never a token', async () => {
    await setBoth(PROJECT);
    const result = await s.cli(['projects', 'registries', PROJECT]);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^REGISTRY\s+PROVIDER\s+SERVER\s+USERNAME\s+TAGS$/);
    expect(lines[1]).toMatch(/^Base\s+Docker Hub\s+index\.docker\.io\/v1\s+acme\s+node:20, php:8\.3$/);
    expect(lines[2]).toMatch(/^CI\/CD\s+Github\s+ghcr\.io\s+acme-ci$/);
    expect(result.stdout).not.toMatch(/secret/);
  });

  it('Given --json, When listing, Then one document with both; --base keeps the base one only', async () => {
    const project = 'Acme Production/legacy-lamp';
    await setBoth(project);
    const result = await s.cli(['projects', 'registries', project, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toEqual({
      items: [
        {
          registry: 'base',
          provider: 'Docker Hub',
          server: 'index.docker.io/v1',
          username: 'acme',
          tags: ['node:20', 'php:8.3'],
        },
        { registry: 'ci-cd', provider: 'Github', server: 'ghcr.io', username: 'acme-ci' },
      ],
      total: 2,
    });
    const base = jsonOf(await s.cli(['projects', 'registries', project, '--base', '--json']));
    expect(base.items.map((item: { registry: string }) => item.registry)).toEqual(['base']);
  });

  it('Given a project name with a typo, When listing, Then exit 5 with a suggestion', async () => {
    const result = await s.cli(['projects', 'registries', 'Acme Production/marketing-sit']);
    expect([result.code, result.stdout]).toEqual([5, '']);
    expect(result.stderr).toMatch(/Did you mean 'marketing-site'\?/);
  });
});
