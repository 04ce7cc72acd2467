import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();
const LAMP = 'Acme Production/legacy-lamp/feature-login';
const MARKETING = 'Acme Production/marketing-site/feature-login';
const STOREFRONT = 'Acme Production/storefront/feature-login';

/** The JSON body of the deploy call, as `SKIFF_DEBUG=1` logs it (redacted) on stderr. */
function deployRequestBody(stderr: string): Record<string, unknown> {
  const lines = stderr.split('\n');
  const request = lines.findIndex((line) => /^HTTP > PATCH \S+\/activate /.test(line));
  expect(request, stderr).toBeGreaterThanOrEqual(0);
  return JSON.parse(lines[request + 1]!.replace(/^HTTP > body /, ''));
}

describe('skiff apps deploy: the configuration step and deploymentConfig as flags', () => {
  it("Given --replicas on a branch, When deploying, Then exit 2 says a branch's deploy takes none (it used to be sent and ignored)", async () => {
    const result = await s.cli(['apps', 'deploy', LAMP, '--replicas', '3']);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toBe(
      "Error: --replicas: a branch's deploy takes no replica count; set replicas in its configuration once deployed\n",
    );
  });

  it('Given a --deployment-config word without =, When deploying, Then exit 2 names the flag', async () => {
    const result = await s.cli(['deploy', LAMP, '--deployment-config', 'debug']);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toBe("Error: --deployment-config 'debug' is not KEY=VALUE.\n");
  });

  it('Given every configuration flag, When deploying with --wait, Then they are sent and the app keeps them', async () => {
    const file = join(s.emulator.configDir, '..', 'config.yaml');
    writeFileSync(file, 'deploymentConfig:\n  codesDirectory: /srv/code\n  replicas: 1\n');
    const result = await s.cli(
      [
        'apps',
        'deploy',
        LAMP,
        '--file',
        file,
        '--image',
        'registry.example.com/php:8.3-apache',
        '--capacity',
        'micro',
        '--capacity-limit',
        'small_1',
        '--group-type',
        'on-demand',
        '--storage',
        '10',
        '--app-root',
        '/var/www/app',
        '--web-root',
        '/var/www/app/web',
        '--editor',
        'on',
        '--phpmyadmin',
        'off',
        '--deployment-config',
        'debug=true',
        '--deployment-config',
        'label=blue green',
        '--wait',
      ],
      { env: { SKIFF_DEBUG: '1' } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^DEPLOY_APPLICATION SUCCESS \(108 lines, \d+\.\d s\)\n$/);
    expect(result.stderr).toContain(
      'Deploying Acme Production/legacy-lamp/feature-login with: isEnablePMA, isEnableEditor, appRoot, webRoot, ' +
        'containerImage, capacity, capacityLimit, groupType, storage, deploymentConfig.',
    );
    expect(deployRequestBody(result.stderr)).toEqual({
      deploymentConfig: { codesDirectory: '/srv/code', replicas: 1, debug: true, label: 'blue green' },
      appRoot: '/var/www/app',
      webRoot: '/var/www/app/web',
      containerImage: 'registry.example.com/php:8.3-apache',
      capacity: 'micro',
      capacityLimit: 'small_1',
      groupType: 'on-demand',
      storage: 10,
      isEnableEditor: true,
      isEnablePMA: false,
    });
    const app = jsonOf(await s.cli(['apps', 'get', LAMP, '--json']));
    expect(app).toMatchObject({
      containerImage: 'registry.example.com/php:8.3-apache',
      capacity: 'micro',
      storage: 10,
      displayedState: 'Running',
    });
  });

  it('Given --json, When deploying with --deployment-config, Then one JSON result, stderr empty', async () => {
    const result = await s.cli(['deploy', MARKETING, '--deployment-config', 'codesDirectory=/srv', '--wait', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ action: 'DEPLOY_APPLICATION', status: 'SUCCESS', lines: 108 });
  });
});

describe('skiff deploy: basic auth with the same flags as apps security', () => {
  it('Given --username without --basic-auth on, When deploying, Then exit 2 names the flags', async () => {
    const result = await s.cli(['deploy', STOREFRONT, '--username', 'admin']);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      '',
      'Error: --username and --password-stdin go with --basic-auth on.\n',
    ]);
  });

  it("Given a user name with a space, When deploying, Then the spec's message names --username", async () => {
    const result = await s.cli(
      ['deploy', STOREFRONT, '--basic-auth', 'on', '--username', 'ad min', '--password-stdin'],
      {
        input: 'S3cretPw9\n',
      },
    );
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toContain('--username: Username invalid!');
  });

  it.each([
    ['--basic-auth on --username admin', STOREFRONT, ['--basic-auth', 'on', '--username', 'admin']],
    [
      'the short form --basic-auth admin (the TUI shows it)',
      'Acme Production/legacy-lamp/hotfix-cart',
      ['--basic-auth', 'admin'],
    ],
  ])(
    'Given %s and the password on stdin, When deploying, Then sent, the password never shown',
    async (_, ref, flags) => {
      const result = await s.cli(['deploy', ref, ...flags, '--password-stdin', '--wait'], {
        input: 'S3cretPw9\n',
        env: { SKIFF_DEBUG: '1' },
      });
      expect(result.code, result.stderr).toBe(0);
      // SKIFF_DEBUG redacts every auth field; what is sent is seen by its keys (the emulator keeps no basic auth).
      expect(Object.keys(deployRequestBody(result.stderr))).toEqual([
        'isEnableBasicAuth',
        'authUsername',
        'authPassword',
      ]);
      expect(result.stdout + result.stderr).not.toContain('S3cretPw9');
      expect(result.stdout).toMatch(/^DEPLOY_APPLICATION SUCCESS /);
    },
  );

  it('Given --basic-auth USER and --username, When deploying, Then exit 2: the user is named twice', async () => {
    const both = await s.cli(['deploy', STOREFRONT, '--basic-auth', 'admin', '--username', 'bob']);
    expect([both.code, both.stderr]).toEqual([
      2,
      'Error: --basic-auth admin already names the user: drop --username, or use --basic-auth on.\n',
    ]);
  });
});
