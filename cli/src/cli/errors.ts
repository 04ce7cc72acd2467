import { EXIT, type ExitCode } from './exit-codes.js';

/**
 * An expected failure of the CLI itself: one sentence for the user, the next step to take, and the exit code.
 * Anything else that reaches the top-level handler without being mapped is a bug and shows its stack.
 */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Bad flags, arguments or values: exit 2. */
export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string, hint?: string) {
    super(message, EXIT.usage, hint);
  }
}

/**
 * commander's own usage messages (`error: unknown command 'x'`, `error: missing required argument 'REF'`) as every
 * other failure reads (EXIT_CODES.md): one sentence starting with `Error:`. What commander adds on the next lines
 * (`(Did you mean workspaces?)`) stays as it is.
 */
export function usageSentence(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  const said = first.replace(/^error:\s*/i, '').trim();
  if (!said) return text;
  const sentence = said[0]!.toUpperCase() + said.slice(1);
  return [`Error: ${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}`, ...rest].join('\n');
}
