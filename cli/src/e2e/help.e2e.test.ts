import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { COMMAND_TREE } from '../commands/index.js';
import { runCliInProcess } from './in-process.js';

/** Every command of the tree, as the words that choose it. */
const COMMANDS = COMMAND_TREE.flatMap((entry) =>
  'commands' in entry
    ? entry.commands.map((spec) => ({ words: [entry.name, spec.name], spec }))
    : [{ words: [entry.name], spec: entry }],
).map(({ words, spec }) => ({ command: words.join(' '), words, spec }));

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

  // In-process (the binary's own main, output captured): one Node start-up per command cost more than the checks.
  it.each(COMMANDS)(
    'Given skiff $command --help, When run, Then usage, a sentence, defaults, global options and examples show',
    async ({ command, words, spec }) => {
      const result = await runCliInProcess([...words, '--help']);
      expect(result.code).toBe(0);
      // A command with aliases (get: show, view) names the first beside it, as commander does: `apps get|show`.
      expect(result.stdout).toMatch(new RegExp(`^Usage: skiff ${command}(\\|\\w+)? `));
      expect(result.stdout.split('\n')[2]).toMatch(/^[A-Z`]/);
      const unwrapped = result.stdout.replace(/\s+/g, ' ');
      for (const option of Object.values(spec.options ?? {}) as { flags: string; defaultHelp?: string }[]) {
        if (option.defaultHelp) expect(unwrapped, option.flags).toContain(`(default: ${option.defaultHelp})`);
      }
      expect(result.stdout).toContain('--json');
      expect(result.stdout).toMatch(/Examples:\n {2}\$ .*skiff /);
    },
  );

  it('Given the built binary, When the first command of each group and each lone command run with --help as processes, Then each prints what the in-process run printed', async () => {
    // Each of these runs its own bundle (dist/command-NAME.cjs), built apart from the source the tests above run.
    const firsts = COMMAND_TREE.map((entry) =>
      'commands' in entry ? [entry.name, entry.commands[0]!.name] : [entry.name],
    );
    for (const words of firsts) {
      const [real, inProcess] = [await runCli([...words, '--help']), await runCliInProcess([...words, '--help'])];
      expect(real.code, words.join(' ')).toBe(0);
      expect(real.stdout, words.join(' ')).toBe(inProcess.stdout);
      expect(real.stderr, words.join(' ')).toBe(inProcess.stderr);
    }
  });

  it('Given skiff help apps, When run, Then the group help lists its commands', async () => {
    const result = await runCli(['help', 'apps']);
    expect(result.code).toBe(0);
    for (const command of ['list', 'deploy', 'pause', 'unpause', 'undeploy'])
      expect(result.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('Given skiff help GROUP COMMAND, When run, Then the help of that command shows, as with --help', async () => {
    const viaHelp = await runCli(['help', 'apps', 'deploy']);
    const viaOption = await runCli(['apps', 'deploy', '--help']);
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout.startsWith('Usage: skiff apps deploy [options] <REF>\n')).toBe(true);
    expect(viaHelp.stdout).toBe(viaOption.stdout);
  });

  it('Given skiff help with a word that names no command, When run, Then it is reported as unknown, exit 2', async () => {
    const inGroup = await runCli(['help', 'apps', 'deplyo']);
    expect(inGroup.code).toBe(2);
    expect(inGroup.stdout).toBe('');
    expect(inGroup.stderr).toMatch(/^Error: Unknown command 'deplyo'\.\n\(Did you mean deploy\?\)\n/);
    const atTop = await runCli(['help', 'exit-codes']);
    expect(atTop.code).toBe(2);
    expect(atTop.stderr).toMatch(/^Error: Unknown command 'exit-codes'\.\n/);
  });

  it('Given an unknown option, When run, Then exit 2', async () => {
    const result = await runCli(['workspaces', 'list', '--nope']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Error: Unknown option '--nope'\.\n/);
  });

  it('Given a missing argument, When run, Then exit 2 and one sentence starting with Error:', async () => {
    const result = await runCli(['apps', 'deploy']);
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(/^Error: Missing required argument 'REF'\.\n/);
  });
});
