import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { COMMAND_TREE } from '../commands/index.js';
import { commandNodes, completionScript, flagOf } from './completion.js';

function bash(script: string, words: string[]): string[] {
  const line = `source /dev/stdin <<'EOF'\n${script}\nEOF\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _skiff; echo "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', line], { encoding: 'utf8' }).trim().split(/\s+/);
}

describe('skiff completion', () => {
  it('Given option declarations, When read, Then long and short names and whether a value follows', () => {
    expect(flagOf({ flags: '-F, --field <key=value>', description: '' })).toMatchObject({
      long: '--field',
      short: '-F',
      takesValue: true,
    });
    expect(flagOf({ flags: '--wait', description: '' })).toMatchObject({ long: '--wait', takesValue: false });
  });

  it('Given the command tree, When listed, Then every group, command and subcommand is there', () => {
    const { top, subs } = commandNodes(COMMAND_TREE);
    const names = top.map((n) => n.path[0]);
    for (const name of ['api', 'activities', 'backups', 'notifications', 'tokens', 'completion', 'help']) {
      expect(names).toContain(name);
    }
    expect(subs.get('backups')?.map((n) => n.path[1])).toEqual([
      'list',
      'get',
      'create',
      'download',
      'schedule',
      'restore',
      'delete',
    ]);
  });

  it('Given the bash script, When completing, Then groups, subcommands and options of the typed command', () => {
    const script = completionScript('bash', COMMAND_TREE);
    execFileSync('bash', ['-n'], { input: script });
    expect(bash(script, ['skiff', ''])).toEqual(expect.arrayContaining(['apps', 'backups', 'api', 'completion']));
    expect(bash(script, ['skiff', 'activities', ''])).toEqual(
      expect.arrayContaining(['list', 'get', 'abort', 'attach']),
    );
    expect(bash(script, ['skiff', '--profile', 'local', 'backups', 'create', 'x', '--d'])).toEqual([
      '--database',
      '--download',
    ]);
    expect(bash(script, ['skiff', 'tokens', 'create', '--expiration', ''])).toEqual(['']);
  });

  it('Given zsh and fish, When generated, Then each names every group; another shell is a usage error', () => {
    expect(completionScript('zsh', COMMAND_TREE)).toMatch(/^#compdef skiff/);
    const fish = completionScript('fish', COMMAND_TREE);
    expect(fish).toContain('-a notifications');
    expect(fish).toMatch(
      /__fish_seen_subcommand_from tokens; and __fish_seen_subcommand_from create" -l expiration -x/,
    );
    expect(() => completionScript('tcsh', COMMAND_TREE)).toThrow("SHELL 'tcsh' is not one of bash, zsh, fish.");
  });
});
