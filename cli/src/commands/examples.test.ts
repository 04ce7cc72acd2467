import { describe, expect, it } from 'vitest';
import type { CommandSpec, OptionSpec } from '../cli/command-spec.js';
import { GLOBAL_OPTIONS } from '../cli/global-options.js';
import { COMMAND_TREE } from './index.js';

/** The words of a shell command line, with quotes removed (enough for the examples: no escapes inside quotes). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)) {
    words.push(match[1] ?? match[2] ?? match[3]!);
  }
  return words;
}

/** The `skiff ...` part of an example: it may follow a pipe or open `$(`/`<(`, and ends at a pipe, `)` or redirection. */
function skiffInvocation(line: string): string[] {
  const start = line.search(/\bskiff\b/);
  const inSubshell = line.slice(0, start).endsWith('(');
  const rest = inSubshell ? line.slice(start, line.indexOf(')', start)) : line.slice(start);
  const words = shellWords(rest);
  const end = words.findIndex((word) => /^(?:\||&&|;|>|2>|<)/.test(word));
  return end === -1 ? words : words.slice(0, end);
}

/** The first `count` words after `skiff` that choose the command (global options and `--profile`'s value skipped). */
function commandWords(words: string[], count: number): string[] {
  const chosen: string[] = [];
  for (let i = 1; i < words.length && chosen.length < count; i++) {
    if (words[i] === '--profile') i++;
    else if (!words[i]!.startsWith('-')) chosen.push(words[i]!);
  }
  return chosen;
}

function flagNames(flags: string): string[] {
  return flags.split(/[ ,|]+/).filter((word) => word.startsWith('-'));
}

const KNOWN_EVERYWHERE = [...GLOBAL_OPTIONS.flatMap((option) => flagNames(option.flags)), '--help', '-h'];

const commands: Array<[string, CommandSpec<never, never>]> = COMMAND_TREE.flatMap((entry) =>
  'commands' in entry
    ? entry.commands.map((spec): [string, CommandSpec<never, never>] => [`${entry.name} ${spec.name}`, spec])
    : [[entry.name, entry as CommandSpec<never, never>]],
);

describe('runnable examples in every --help', () => {
  it.each(commands)(
    'Given skiff %s, When its examples are read, Then each runs it with declared flags',
    (path, spec) => {
      expect(spec.examples.length).toBeGreaterThan(0);
      const known = new Set([
        ...KNOWN_EVERYWHERE,
        ...(Object.values(spec.options ?? {}) as OptionSpec[]).flatMap((option) => flagNames(option.flags)),
      ]);
      for (const [line, what] of spec.examples) {
        expect(what.length, line).toBeGreaterThan(0);
        const words = skiffInvocation(line);
        expect(words[0], line).toBe('skiff');
        expect(commandWords(words, path.split(' ').length).join(' '), line).toBe(path);
        const unknown = words.filter((word) => word.startsWith('-') && word !== '-').map((word) => word.split('=')[0]!);
        expect(
          unknown.filter((flag) => !known.has(flag)),
          line,
        ).toEqual([]);
      }
    },
  );
});
