import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND_MODULES } from '../commands/modules.js';
import { commandBundleFiles, commandBundleSources, commandFilesOf, onlyCommandsOf } from './command-bundles.js';

const cliFolder = new URL('../..', import.meta.url).pathname;
const modulesSource = readFileSync(new URL('../commands/modules.ts', import.meta.url), 'utf8');

describe('each command’s own bundle', () => {
  it('Given commands/modules.ts, When read by the build, Then every command word is found with the file that declares it', () => {
    const files = commandFilesOf(modulesSource);
    expect([...files.keys()].sort()).toEqual(Object.keys(COMMAND_MODULES).sort());
    expect(files.get('admins')).toBe('users');
    expect(files.get('tui')).toBe('demo');
    for (const file of files.values())
      expect(existsSync(new URL(`../commands/${file}.ts`, import.meta.url))).toBe(true);
  });

  it('Given one command file, When its modules.ts is made, Then only the words it declares are left and the rest is kept', () => {
    const only = onlyCommandsOf(modulesSource, 'users');
    expect([...commandFilesOf(only).keys()]).toEqual(['users', 'admins']);
    expect(only).toContain('export const COMMAND_MODULES');
    expect(only.split('\n').length).toBe(modulesSource.split('\n').length - (Object.keys(COMMAND_MODULES).length - 2));
  });

  it('Given a declaration written another way, When read, Then the build stops with a sentence naming it', () => {
    const changed = modulesSource.replace(
      "(await import('./apps.js')).appsGroup",
      "import('./apps.js').then((m) => m.appsGroup)",
    );
    expect(() => commandFilesOf(changed, 'modules.ts')).toThrow(
      /modules\.ts: cannot read the command declaration `apps: /,
    );
  });

  it('Given the command words, When skiff.js is given their bundles, Then completion (the whole tree anyway) runs main.cjs', () => {
    const bundles = commandBundleFiles(cliFolder);
    expect(bundles.workspaces).toBe('command-workspaces.cjs');
    expect(bundles.admins).toBe('command-users.cjs');
    expect(bundles.completion).toBeUndefined();
    expect(Object.keys(bundles).length).toBe(Object.keys(COMMAND_MODULES).length - 1);
    expect(commandBundleSources(modulesSource).get('demo')).toEqual(['demo', 'tui', 'web']);
  });
});
