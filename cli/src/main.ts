import { Command, CommanderError, Option } from 'commander';
import { chosenCommand, chosenCommandIndex } from './cli/chosen-command.js';
import type { ArgumentSpec, CommandSpec, GroupSpec, OptionSpec } from './cli/command-spec.js';
import { usageSentence } from './cli/errors.js';
import { EXIT } from './cli/exit-codes.js';
import { GLOBAL_OPTIONS, type GlobalOptions } from './cli/global-options.js';
import { commandStopsByItself, exitCodeOfSignal, SIGNAL_GRACE_MS } from './cli/signals.js';
import { terminalText } from './cli/terminal-text.js';
import { VERSION } from './cli/version.js';
import { COMMAND_MODULES } from './commands/modules.js';

export { chosenCommand };

type Entry = GroupSpec | CommandSpec<never, never>;

const ROOT_EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ['skiff emulator start --detach', 'run the local platform in the background and sign in to it (profile local)'],
  ['skiff --profile local workspaces list', 'list the workspaces you can see'],
  ["skiff --profile local apps deploy 'Acme Production/storefront/feature-login' --wait", 'deploy a branch and wait'],
  ['skiff demo', 'the whole product on this machine, in the terminal UI'],
];

/** `Examples:` text for `--help`. */
export function examplesText(examples: ReadonlyArray<readonly [string, string]>): string {
  const lines = examples.map(([command, what]) => `  $ ${command}\n      ${what}`);
  return `\nExamples:\n${lines.join('\n')}\n`;
}

/**
 * An option's help line with its default, e.g. `keep each daily backup 3, 7, 14 or 30 days (default: 14)`. Written
 * here, not through commander's `.default()`: the service applies the default, so a value left out stays undefined.
 */
export function optionHelp(option: Pick<OptionSpec, 'description' | 'defaultHelp'>): string {
  return option.defaultHelp ? `${option.description} (default: ${option.defaultHelp})` : option.description;
}

/** A one-line summary as the sentence under `Usage:` (the command lists keep the summary as it is). */
export function asSentence(summary: string): string {
  const text = summary.charAt(0).toUpperCase() + summary.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * `skiff help apps deploy` as `skiff apps deploy --help`: commander's help command reads only its first word, so it
 * showed the group's help for a command. A word that names no command of its group is passed on without `--help`,
 * so that commander reports it as unknown (with its "Did you mean") and the exit code is 2 (usage).
 */
export function helpTopicAsOption(program: Command, argv: string[]): string[] {
  const at = chosenCommandIndex(argv);
  if (at < 0 || argv[at] !== 'help' || at === argv.length - 1) return argv;
  const before = argv.slice(0, at);
  const words = argv.slice(at + 1);
  let command = program;
  for (const word of words) {
    if (word.startsWith('-') || command.commands.length === 0) continue;
    const next = command.commands.find((sub) => sub.name() === word || sub.aliases().includes(word));
    if (!next) return [...before, ...words];
    command = next;
  }
  return [...before, ...words, '--help'];
}

/** The declarations to register: the chosen command's alone (one file loaded), or the whole tree for help and typos. */
export async function commandEntries(only?: string): Promise<readonly Entry[]> {
  const load = only === undefined ? undefined : COMMAND_MODULES[only];
  if (load) return [await load()];
  return (await import('./commands/index.js')).COMMAND_TREE;
}

/** Builds the program from the declarations `entries`; `onRun` receives each chosen command's exit code. */
export function buildProgram(
  onRun: (code: number) => void,
  signal: AbortSignal,
  entries: readonly Entry[],
  startedUp?: () => void,
): Command {
  const program = new Command('skiff')
    .description('Run the cloud hosting platform from a terminal or a script.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpCommand('help [command]', 'show help for a command')
    .showHelpAfterError('(run the command with --help for usage and examples)')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .exitOverride()
    // commander's own messages quote what was typed: through the terminal boundary too.
    .configureOutput({
      writeOut: (text) => process.stdout.write(terminalText(text)),
      writeErr: (text) => process.stderr.write(terminalText(text)),
      outputError: (text, write) => write(usageSentence(text)),
    });
  for (const option of GLOBAL_OPTIONS) {
    const built = new Option(option.flags, option.description);
    program.addOption(option.conflicts ? built.conflicts(option.conflicts) : built);
  }
  program.addHelpText('after', examplesText(ROOT_EXAMPLES));
  for (const entry of entries) {
    if ('commands' in entry) addGroup(program, entry, onRun, signal, startedUp);
    else addCommand(program, entry, onRun, signal, startedUp);
  }
  return program;
}

function addGroup(
  program: Command,
  group: GroupSpec,
  onRun: (code: number) => void,
  signal: AbortSignal,
  startedUp?: () => void,
): void {
  const command = program.command(group.name).summary(group.summary).description(asSentence(group.summary));
  for (const spec of group.commands) addCommand(command, spec, onRun, signal, startedUp);
  const examples = group.commands.flatMap((spec) => spec.examples.slice(0, 1));
  command.addHelpText('after', examplesText(examples));
}

/**
 * Other words a command answers to, in every group: `show` and `view` for `get` (the groups' help says "list, show,
 * ..."; `skiff apps show REF` said "Unknown command 'show'", cli finding L2).
 */
const COMMAND_ALIASES: Readonly<Record<string, readonly string[]>> = { get: ['show', 'view'] };

function addCommand(
  parent: Command,
  spec: CommandSpec<never, never>,
  onRun: (code: number) => void,
  signal: AbortSignal,
  startedUp?: () => void,
): void {
  const command = parent
    .command(spec.name)
    .summary(spec.summary)
    .description(spec.description ?? asSentence(spec.summary));
  for (const alias of COMMAND_ALIASES[spec.name] ?? []) {
    if (!parent.commands.some((sibling) => sibling.name() === alias)) command.alias(alias);
  }
  const declaredArgs = (spec.args ?? {}) as Record<string, ArgumentSpec>;
  const declaredOptions = (spec.options ?? {}) as Record<string, OptionSpec>;
  const argNames = Object.keys(declaredArgs);
  for (const [name, arg] of Object.entries(declaredArgs)) {
    const display = name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
    const word = arg.variadic ? `${display}...` : display;
    command.argument(arg.optional ? `[${word}]` : `<${word}>`, arg.description);
  }
  for (const option of Object.values(declaredOptions)) {
    const built = new Option(option.flags, optionHelp(option));
    if (option.parse) built.argParser(option.parse);
    if (option.conflicts) built.conflicts(option.conflicts);
    if (option.hidden) built.hideHelp();
    command.addOption(built);
  }
  command.addHelpText('after', examplesText(spec.examples));
  command.action(async (...received: unknown[]) => {
    const self = received.at(-1) as Command;
    const values = Object.fromEntries(argNames.map((name, i) => [name, received[i]]));
    const { createContext } = await import('./cli/context.js');
    const ctx = { ...(await createContext(self.optsWithGlobals<GlobalOptions>(), signal)), startedUp };
    onRun((await spec.run(ctx, values as never, self.opts() as never)) ?? EXIT.ok);
  });
}

/**
 * Runs `skiff` with `argv` (without node and the script); returns the exit code. The one top-level handler.
 * `startedUp` is for a command that keeps running (the TUI): it calls it once its start-up is done.
 */
export async function main(argv: string[], startedUp?: () => void): Promise<number> {
  const controller = new AbortController();
  let interrupted: NodeJS.Signals | undefined;
  // The first signal aborts the command's work; a command that has not ended SIGNAL_GRACE_MS later (a request
  // that did not get the signal, a wait) is ended then, so one Ctrl-C or SIGTERM is always enough. A second one
  // ends it at once. Commands that stop cleanly by themselves (servers, the TUI) get the time they need.
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) process.exit(exitCodeOfSignal(signal));
    interrupted = signal;
    controller.abort();
    if (commandStopsByItself()) return;
    setTimeout(() => {
      process.stderr.write('Error: Interrupted.\n');
      process.exit(exitCodeOfSignal(signal));
    }, SIGNAL_GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // `skiff logs tail ... | head` closes the pipe early: that is a normal end, not a crash.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
    throw error;
  });
  // An interrupted command exits 130 (SIGINT) or 143 (SIGTERM), whatever it returned for "interrupted".
  const asSignalled = (result: number) =>
    interrupted && result === EXIT.interrupted ? exitCodeOfSignal(interrupted) : result;
  let code: number = EXIT.ok;
  const program = buildProgram(
    (result) => {
      code = result;
    },
    controller.signal,
    await commandEntries(chosenCommand(argv)),
    startedUp,
  );
  try {
    await program.parseAsync(helpTopicAsOption(program, argv), { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const { failureDocument, reportFailure } = await import('./cli/report-error.js');
    const verbose = argv.includes('--verbose') || process.env.SKIFF_DEBUG === '1';
    const write = (line: string) => process.stderr.write(terminalText(`${line}\n`));
    // Whatever a signal cut short (an aborted wait, a request) is "Interrupted.", never a bug with a stack.
    if (interrupted && isAbort(error)) {
      write('Error: Interrupted.');
      return exitCodeOfSignal(interrupted);
    }
    const document = argv.includes('--json') ? failureDocument(error) : undefined;
    if (document) process.stdout.write(`${JSON.stringify(document)}\n`);
    const failed = reportFailure(error, write, { verbose });
    return interrupted ? exitCodeOfSignal(interrupted) : failed;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return asSignalled(code);
}

/** An error that only says the work was aborted (a DOMException or an SDK AbortedError), not what failed. */
function isAbort(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'AbortError' || name === 'AbortedError';
}
