import { describe, expect, it } from 'vitest';
import { COMMAND_TREE } from './commands/index.js';
import { COMMAND_MODULES } from './commands/modules.js';
import { buildProgram, chosenCommand, commandEntries } from './main.js';

describe('command tree', () => {
  it('Given argv, When looking for the chosen command, Then options and the --profile value are skipped', () => {
    expect(chosenCommand(['--profile', 'apps', 'workspaces', 'list'])).toBe('workspaces');
    expect(chosenCommand(['--json', 'apps', 'list'])).toBe('apps');
    expect(chosenCommand(['--profile=local', 'logs'])).toBe('logs');
    expect(chosenCommand(['--help'])).toBeUndefined();
  });

  it('Given the declarations, When the whole tree is built, Then every command has a summary and examples', () => {
    const program = buildProgram(() => {}, new AbortController().signal, COMMAND_TREE);
    const names = program.commands.map((command) => command.name());
    expect(names).toEqual([...COMMAND_TREE.map((entry) => entry.name)]);
    for (const entry of COMMAND_TREE) {
      const commands = 'commands' in entry ? entry.commands : [entry];
      for (const spec of commands) {
        expect(spec.summary.length).toBeGreaterThan(0);
        expect(spec.examples.length).toBeGreaterThan(0);
        for (const [line] of spec.examples) expect(line).toMatch(/\bskiff\b/);
      }
    }
  });

  it('Given every group with a get, When the tree is built, Then show and view run it too (cli L2)', () => {
    const program = buildProgram(() => {}, new AbortController().signal, COMMAND_TREE);
    const gets = program.commands.flatMap((group) => group.commands.filter((command) => command.name() === 'get'));
    expect(gets.length).toBeGreaterThanOrEqual(11);
    for (const get of gets) expect(get.aliases()).toEqual(['show', 'view']);
    // No group has a command of its own named show or view that the alias would hide.
    for (const group of program.commands) {
      const names = group.commands.map((command) => command.name());
      expect(names.filter((name) => name === 'show' || name === 'view')).toEqual([]);
    }
  });

  it('Given a chosen group, When the tree is built, Then only that group is registered', async () => {
    const program = buildProgram(() => {}, new AbortController().signal, await commandEntries('apps'));
    expect(program.commands.map((command) => command.name())).toEqual(['apps']);
  });

  it('Given no command or an unknown word, When the declarations are loaded, Then the whole tree is (for help)', async () => {
    expect(await commandEntries()).toBe(COMMAND_TREE);
    expect(await commandEntries('wrokspaces')).toBe(COMMAND_TREE);
  });

  it('Given the lazily loaded declaration files, Then they name exactly the commands of the tree, each its own', async () => {
    expect(Object.keys(COMMAND_MODULES).sort()).toEqual(COMMAND_TREE.map((entry) => entry.name).sort());
    for (const entry of COMMAND_TREE) expect(await COMMAND_MODULES[entry.name]!()).toBe(entry);
  });
});
