import { capability, typedConfirmation } from '@skiff/sdk';
import type { Context } from './context.js';
import { CliError, UsageError } from './errors.js';
import { EXIT } from './exit-codes.js';
import { terminalText } from './terminal-text.js';

/** `--yes`, for commands whose destructive action needs a plain confirmation. */
export const YES_OPTION = {
  flags: '-y, --yes',
  description: 'do it without asking (needed without a terminal)',
} as const;

/** `--confirm TEXT`, for commands whose destructive action needs the spec's typed confirmation. */
function confirmOption(expected: string) {
  return {
    flags: '--confirm <text>',
    description: `type ${expected} to confirm (needed without a terminal)`,
  } as const;
}

/**
 * `--confirm TEXT` for the spec's typed confirmations, and a hidden `--yes`: a script that gives `--yes` there is told
 * that it is not enough and what to type, instead of commander's bare "unknown option".
 */
export function typedConfirmOptions(expected: string) {
  return { confirm: confirmOption(expected), yes: { ...YES_OPTION, hidden: true } } as const;
}

/**
 * `--confirm TEXT` (and the hidden `--yes`) for a capability whose rule in the SDK's table is a typed confirmation,
 * its hint (`branch/NAME`) taken from that rule.
 */
export function typedConfirmOptionsFor(capabilityId: string) {
  const rule = capability(capabilityId).confirm;
  if (rule.kind !== 'typed') throw new Error(`${capabilityId} has no typed confirmation`);
  return typedConfirmOptions(rule.hint);
}

/**
 * The confirmation of a capability's action on one subject (a branch's name, a workspace's name, a tag's image),
 * by the rule of the SDK's table, so every surface asks the same thing.
 */
export function confirmationOf(capabilityId: string, action: string, subject: string): Confirmation {
  const typed = typedConfirmation(capability(capabilityId).confirm, subject);
  return typed ? { action, typed } : { action };
}

/** A destructive action about to happen. */
export interface Confirmation {
  /** What happens, as a verb phrase: `delete workspace 'Acme'`. */
  action: string;
  /**
   * The spec's typed confirmation: the exact text to type, and the spec's message for a mismatch (e.g. the SDK's
   * `deleteConfirmationError` or `branchConfirmationError`). Absent for a plain yes/no confirmation.
   */
  typed?: { expected: string; mismatch: (typed: string) => string | undefined };
}

/** What the user gave on the command line. */
export interface ConfirmFlags {
  yes?: boolean;
  confirm?: string;
}

/** Where a prompt reads and writes; `interactive` is false without a terminal or with --json. */
export interface PromptStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  interactive: boolean;
}

/** Prompts on the real terminal: stdin and stderr must both be terminals, and never with --json. */
export function terminalPrompt(ctx: Context): PromptStreams {
  return {
    input: process.stdin,
    output: process.stderr,
    interactive: Boolean(process.stdin.isTTY) && ctx.out.stderrIsTty && !ctx.json,
  };
}

function cancelled(): CliError {
  return new CliError('Cancelled: nothing was changed.', EXIT.failure);
}

/** Ctrl-C or an aborted prompt is an interruption; anything else goes on up. */
function promptFailure(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ExitPromptError' || name === 'AbortPromptError') {
    return new CliError('Interrupted: nothing was changed.', EXIT.interrupted);
  }
  return error;
}

async function askTyped(ctx: Context, streams: PromptStreams, action: string, expected: string): Promise<string> {
  const { input } = await import('@inquirer/prompts');
  return input(
    { message: terminalText(`To ${action}, type ${expected}:`) },
    { input: streams.input, output: streams.output, signal: ctx.signal, clearPromptOnDone: false },
  ).catch((error: unknown) => {
    throw promptFailure(error);
  });
}

async function askYesNo(ctx: Context, streams: PromptStreams, action: string): Promise<boolean> {
  const { confirm } = await import('@inquirer/prompts');
  const message = terminalText(`${action[0]!.toUpperCase()}${action.slice(1)}?`);
  return confirm(
    { message, default: false },
    { input: streams.input, output: streams.output, signal: ctx.signal },
  ).catch((error: unknown) => {
    throw promptFailure(error);
  });
}

async function confirmTyped(
  ctx: Context,
  confirmation: Confirmation & { typed: NonNullable<Confirmation['typed']> },
  flags: ConfirmFlags,
  streams: PromptStreams,
): Promise<void> {
  const { action, typed } = confirmation;
  if (flags.confirm !== undefined) {
    const mismatch = typed.mismatch(flags.confirm);
    if (mismatch) throw new UsageError(`--confirm '${flags.confirm}' does not match. ${mismatch}`);
    return;
  }
  if (!streams.interactive) {
    const yesNote = flags.yes ? ' (--yes is not enough for this one)' : '';
    throw new UsageError(`To ${action}, add --confirm '${typed.expected}'${yesNote}.`);
  }
  const answer = await askTyped(ctx, streams, action, typed.expected);
  const mismatch = typed.mismatch(answer.trim());
  // A wrong typed confirmation is a usage error, typed at the prompt or given with --confirm (EXIT_CODES.md: 2).
  if (mismatch) throw new UsageError(`${mismatch}: nothing was changed.`);
}

/**
 * Asks before a destructive action, or checks the flags that stand for the answer. Resolves when the action may
 * go ahead; throws a usage error naming the flag when there is no terminal to ask on (never a hidden prompt), and
 * a failure when the user says no. Typed confirmations (`workspace/NAME`, `branch/NAME`) need `--confirm TEXT`;
 * `--yes` is enough for the others.
 */
export async function confirmDestructive(
  ctx: Context,
  confirmation: Confirmation,
  flags: ConfirmFlags,
  streams: PromptStreams = terminalPrompt(ctx),
): Promise<void> {
  const { typed } = confirmation;
  if (typed) return confirmTyped(ctx, { ...confirmation, typed }, flags, streams);
  if (flags.yes) return;
  if (!streams.interactive) throw new UsageError(`To ${confirmation.action}, add --yes.`);
  if (!(await askYesNo(ctx, streams, confirmation.action))) throw cancelled();
}
