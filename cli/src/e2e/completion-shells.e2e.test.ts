/**
 * `skiff completion zsh|fish` sourced by the real shells: zsh completes in a terminal (tmux) on Tab, fish answers
 * `complete -C`. Both must be installed (.ci/run installs them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_PATH, runCli, startTmuxTerminal, type TmuxTerminal } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GLOBALS = ['--help', '--json', '--profile', '--verbose', '-h'];

/** A program these tests drive must be installed: say which and how, instead of failing on an ENOENT. */
function needShell(name: string, versionFlag = '--version'): void {
  if (spawnSync(name, [versionFlag]).error) {
    throw new Error(
      `These tests need ${name}: install it with \`sudo apt-get install ${name}\` (README, "Beyond npm").`,
    );
  }
}

describe('skiff completion fish, in fish', () => {
  let folder: string;
  let script: string;

  beforeAll(async () => {
    needShell('fish');
    folder = mkdtempSync(join(tmpdir(), 'skiff-fish-'));
    const result = await runCli(['completion', 'fish']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    script = join(folder, 'skiff.fish');
    writeFileSync(script, result.stdout);
    writeFileSync(join(folder, 'deploy.yaml'), 'storage: 10\n');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** What fish offers for the command line `line` (the cursor at its end): each candidate's word. */
  function fishOffers(line: string): string[] {
    const output = execFileSync(
      'fish',
      ['--no-config', '-c', `source ${script}; complete -C ${JSON.stringify(line)}`],
      { cwd: folder, encoding: 'utf8' },
    );
    return output
      .split('\n')
      .filter(Boolean)
      .map((candidate) => candidate.split('\t')[0]!);
  }

  it('Given the script, When completing the first word, Then every group with its summary', () => {
    const output = execFileSync('fish', ['--no-config', '-c', `source ${script}; complete -C 'skiff '`], {
      encoding: 'utf8',
    });
    expect(output).toMatch(/^projects\tprojects: list, show, create/m);
    expect(fishOffers('skiff ')).toEqual(
      expect.arrayContaining(['auth', 'apps', 'backups', 'projects', 'completion', 'deploy', 'help']),
    );
  });

  it("Given a group, When completing, Then exactly its commands; a flag's prefix gives the command's flags", () => {
    expect(fishOffers('skiff auth ').sort()).toEqual(['confirm-signup', 'login', 'logout', 'status', 'token']);
    expect(fishOffers('skiff backups create x --d')).toEqual(['--database', '--download']);
    expect(fishOffers('skiff projects registries p --to')).toEqual(['--token-stdin']);
  });

  it('Given a flag that takes a value, Then its choices, file names for a file, and nothing for free text', () => {
    expect(fishOffers('skiff apps configure a/b/c --phpmyadmin ').sort()).toEqual(['off', 'on']);
    expect(fishOffers('skiff apps deploy a/b/c --file ')).toEqual(['deploy.yaml', 'skiff.fish']);
    expect(fishOffers('skiff tokens create --note ')).toEqual([]);
  });

  it('Given --json, When asked for the fish script, Then one document with the shell and the same script', async () => {
    const result = await runCli(['completion', 'fish', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const document = JSON.parse(result.stdout);
    expect(document.shell).toBe('fish');
    expect(document.script.trimEnd()).toBe((await runCli(['completion', 'fish'])).stdout.trimEnd());
  });
});

describe('skiff completion zsh, in an interactive zsh (tmux)', () => {
  let terminal: TmuxTerminal;

  beforeAll(async () => {
    needShell('zsh');
    needShell('tmux', '-V');
    terminal = startTmuxTerminal('zsh', { NO_COLOR: '1', PS1: '%% ' }, ['zsh', '-f']);
    terminal.type(
      `autoload -Uz compinit && compinit -u -D; source <(node ${CLI_PATH} completion zsh) && echo COMPLETION-READY`,
    );
    await terminal.waitForScreen((screen) => /^COMPLETION-READY$/m.test(screen), 'the script sourced', 30_000);
  }, 60_000);
  afterAll(() => terminal?.close());

  /** Types `line` on an empty prompt and presses Tab; returns the screen once `check` passes. */
  async function tab(line: string, check: (screen: string) => boolean): Promise<string> {
    terminal.press('C-u');
    terminal.press('C-l');
    await terminal.waitForScreen((screen) => screen.trim() === '%', 'an empty prompt');
    terminal.type(line, false);
    terminal.press('Tab');
    return terminal.waitForScreen(check, `the completions of '${line}'`);
  }

  /** The words zsh lists under the prompt line. */
  const listed = (screen: string) => screen.split('\n').slice(1).join(' ').split(/\s+/).filter(Boolean).sort();

  it('Given the first word, When Tab is pressed, Then the groups and the global options are listed', async () => {
    const screen = await tab('skiff ', (text) => text.includes('projects') && text.includes('completion'));
    expect(listed(screen)).toEqual(
      expect.arrayContaining(['auth', 'apps', 'backups', 'deploy', 'projects', 'tags', 'help', ...GLOBALS]),
    );
  });

  it('Given a group, When Tab is pressed, Then exactly its commands and the global options', async () => {
    const screen = await tab('skiff auth ', (text) => text.includes('logout'));
    expect(listed(screen)).toEqual(['confirm-signup', 'login', 'logout', 'status', 'token', ...GLOBALS].sort());
  });

  it("Given a command and a flag's prefix, When Tab is pressed, Then its matching flags, or the one completed", async () => {
    const screen = await tab('skiff backups create x --d', (text) => text.includes('--download'));
    expect(listed(screen)).toEqual(['--database', '--download']);
    const completed = await tab('skiff tokens create --exp', (text) => text.includes('--expiration'));
    expect(completed.split('\n')[0]).toBe('% skiff tokens create --expiration');
  });
});
