/**
 * Test only: runs a `skiff ...` command line through the CLI's own commander tree (every command, argument,
 * option and option parser the CLI declares), with every command's action replaced by nothing, and says why the
 * CLI would refuse it: the message commander prints, or undefined when the line parses.
 */
import { COMMAND_TREE } from '../../cli/src/commands/index.js';
import { buildProgram } from '../../cli/src/main.js';
import { lastCommandWords } from './shell-words.js';

type Command = ReturnType<typeof buildProgram>;

function quieten(command: Command, errors: string[]): void {
  command.configureOutput({ writeOut: () => {}, writeErr: (text) => void errors.push(text.trim()) });
  if (command.commands.length === 0) command.action(() => {});
  for (const sub of command.commands) quieten(sub, errors);
}

export async function cliRefusal(line: string): Promise<string | undefined> {
  const words = lastCommandWords(line);
  if (words[0] !== 'skiff') return `does not start with skiff: ${line}`;
  const errors: string[] = [];
  const program = buildProgram(() => {}, new AbortController().signal, COMMAND_TREE);
  quieten(program, errors);
  try {
    await program.parseAsync(words.slice(1), { from: 'user' });
    return undefined;
  } catch (error) {
    // The CLI's own commander (cli/node_modules) throws CommanderError: known by its code, not its class.
    const { code, exitCode } = error as { code?: unknown; exitCode?: unknown };
    if (typeof code === 'string' && code.startsWith('commander.') && exitCode === 0) return undefined; // --help
    return error instanceof Error ? `${error.message} ${errors.join(' ')}`.trim() : String(error);
  }
}
