import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

const COMMANDS = [
  ['auth', 'login'],
  ['auth', 'status'],
  ['auth', 'logout'],
  ['workspaces', 'list'],
  ['projects', 'list'],
  ['apps', 'list'],
  ['apps', 'deploy'],
  ['apps', 'pause'],
  ['apps', 'unpause'],
  ['apps', 'undeploy'],
  ['logs', 'tail'],
  ['workspaces', 'get'],
  ['projects', 'get'],
  ['apps', 'get'],
  ['activities', 'list'],
  ['activities', 'get'],
  ['activities', 'abort'],
  ['activities', 'attach'],
  ['backups', 'list'],
  ['backups', 'create'],
  ['backups', 'download'],
  ['backups', 'delete'],
  ['notifications', 'list'],
  ['notifications', 'read'],
  ['notifications', 'clear'],
  ['notifications', 'watch'],
  ['tokens', 'list'],
  ['tokens', 'create'],
  ['tokens', 'delete'],
  ['api'],
  ['completion'],
  ['emulator', 'start'],
  ['emulator', 'stop'],
  ['emulator', 'status'],
  ['demo'],
  ['tui'],
  ['web'],
];

describe('skiff help', () => {
  it('Given --version, When run, Then the package version is printed', async () => {
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\S*\n$/);
  });

  it('Given the help prebuilt at build time, When compared with the live one, Then they are the same', async () => {
    const prebuilt = await runCli(['--help']);
    const live = await runCli(['--help'], { env: { SKIFF_NO_HELP_CACHE: '1', COLUMNS: '80' } });
    expect(prebuilt.code).toBe(0);
    expect(prebuilt.stdout).toBe(live.stdout);
    expect(prebuilt.stdout).toContain('Examples:');
    for (const group of [
      'auth',
      'tokens',
      'workspaces',
      'projects',
      'apps',
      'backups',
      'activities',
      'logs',
      'notifications',
      'api',
      'emulator',
      'completion',
      'demo',
      'tui',
      'web',
    ]) {
      expect(prebuilt.stdout).toMatch(new RegExp(`^  ${group}\\b`, 'm'));
    }
  });

  it.each(COMMANDS)(
    'Given skiff %s %s --help, When run, Then usage, global options and runnable examples show',
    async (...words) => {
      const result = await runCli([...words.filter(Boolean), '--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: skiff /);
      expect(result.stdout).toContain('--json');
      expect(result.stdout).toMatch(/Examples:\n {2}\$ .*skiff /);
    },
  );

  it('Given skiff help apps, When run, Then the group help lists its commands', async () => {
    const result = await runCli(['help', 'apps']);
    expect(result.code).toBe(0);
    for (const command of ['list', 'deploy', 'pause', 'unpause', 'undeploy'])
      expect(result.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('Given an unknown option, When run, Then exit 2', async () => {
    const result = await runCli(['workspaces', 'list', '--nope']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown option '--nope'/);
  });
});
