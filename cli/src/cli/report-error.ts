import {
  AbortedError,
  AmbiguousNameError,
  APIError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  LoginChallengeError,
  LoginError,
  NameNotFoundError,
  NotFoundError,
  PagingError,
  PermissionDeniedError,
  RateLimitError,
  RefSyntaxError,
  ResponseTooLargeError,
  RetryAfterTooLongError,
  SchemaMismatchError,
  ServerError,
  SkiffError,
  TaskTimeoutError,
  TimeoutError,
} from '@skiff/sdk';
import { stripControlSequences } from '@skiff/sdk/domain';
import {
  MissingOriginError,
  NotSignedInError,
  ProfileFileError,
  proxyFor,
  redactedProxy,
  SessionExpiredError,
} from '@skiff/sdk/node';
import { CliError } from './errors.js';
import { EXIT, type ExitCode } from './exit-codes.js';

/** What the user sees for a failure: one sentence, the next step, and the exit code. `bug` adds the stack. */
export interface FailureReport {
  message: string;
  hint?: string;
  exitCode: ExitCode;
  bug?: boolean;
}

function isLoopback(origin: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function unreachableHint(origin: string | undefined): string {
  const proxy = origin ? proxyFor(origin, process.env) : undefined;
  if (proxy) {
    return `Requests to it go through the proxy ${redactedProxy(proxy)} (HTTPS_PROXY/HTTP_PROXY): check it, or name the host in NO_PROXY.`;
  }
  return origin && isLoopback(origin)
    ? 'Start the emulator with: skiff emulator start'
    : 'Check the origin (skiff auth status) and your network, then try again.';
}

/** One shell word: bare when it is safe, else in single quotes (a quote inside as `'\\''`). */
const shellWord = (text: string) => (/^[\w./@:=,+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);

/**
 * The command that lists the names a reference may use, by the kind of name the SDK failed to find, with the
 * workspace and project it was looked in filled in (placeholders only where they are not known).
 */
function listCommandOf(error: NameNotFoundError): string | undefined {
  const workspace = error.within.workspace ?? 'WORKSPACE';
  const project = error.within.project ?? 'PROJECT';
  const commands: Readonly<Record<string, string>> = {
    workspace: 'skiff workspaces list',
    project: `skiff projects list --workspace ${shellWord(workspace)}`,
    branch: `skiff apps list --workspace ${shellWord(workspace)} --project ${shellWord(project)}`,
    tag: `skiff tags list --project ${shellWord(`${workspace}/${project}`)}`,
    cluster: 'skiff clusters list',
  };
  return commands[error.kind];
}

/** How to answer a challenge of the user pool without a terminal (`skiff auth login`). */
const CHALLENGE_HINTS: Readonly<Record<string, string>> = {
  NEW_PASSWORD_REQUIRED:
    'Sign in on a terminal to be asked for it, or pipe it as the last line of stdin with --new-password-stdin: printf \'%s\\n%s\\n\' "$PASSWORD" "$NEW_PASSWORD" | skiff auth login --email EMAIL --password-stdin --new-password-stdin',
  SOFTWARE_TOKEN_MFA: 'Sign in on a terminal to be asked for it, or pass it: --mfa-code CODE',
  // Each sign-in sends a new SMS code, so a script gives it once sent: the line after the password on stdin.
  SMS_MFA:
    'Sign in on a terminal to be asked for it, or add --mfa-code-stdin and write the code sent by SMS to stdin (the line after the password) once it arrives.',
};

/** A refusal of the login provider: the spec's message; a bad new password is bad input (2), the rest exit 3. */
function describeLoginError(error: LoginError): FailureReport {
  if (error.code === 'InvalidPasswordException') {
    const hint =
      'A password has 8-16 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*.';
    return { message: error.message, hint, exitCode: EXIT.usage };
  }
  if (error.code === 'CodeMismatchException' || error.code === 'ExpiredCodeException') {
    return { message: error.message, hint: 'Sign in again with the current code.', exitCode: EXIT.auth };
  }
  if (error.code === 'UserNotConfirmedException') {
    const hint =
      'Confirm the account with the code sent by email (on the emulator: skiff emulator codes), then sign in.';
    return { message: error.message, hint, exitCode: EXIT.auth };
  }
  return { message: error.message, hint: 'Check the email and password, then sign in again.', exitCode: EXIT.auth };
}

/** Maps any error to what the user sees; SDK errors by class, never by message text. */
export function describeFailure(error: unknown, origin?: string): FailureReport {
  if (error instanceof CliError) return { message: error.message, hint: error.hint, exitCode: error.exitCode };
  if (error instanceof RefSyntaxError) return { message: error.message, exitCode: EXIT.usage };
  if (error instanceof MissingOriginError) return { message: error.message, exitCode: EXIT.usage };
  if (error instanceof NotSignedInError || error instanceof SessionExpiredError) {
    return { message: error.message, exitCode: EXIT.auth };
  }
  if (error instanceof LoginChallengeError) {
    return { message: error.message, hint: CHALLENGE_HINTS[error.challenge], exitCode: EXIT.usage };
  }
  if (error instanceof LoginError) return describeLoginError(error);
  if (error instanceof TaskTimeoutError) {
    const hint = `Follow it with: skiff logs tail ${error.activityId} --follow`;
    return { message: error.message, hint, exitCode: EXIT.taskTimeout };
  }
  if (error instanceof AmbiguousNameError) {
    const rows = error.candidates.map((candidate) => `  ${candidate.id}  ${candidate.name}`);
    return { message: error.message, hint: [`Use one of these ids:`, ...rows].join('\n'), exitCode: EXIT.usage };
  }
  if (error instanceof NameNotFoundError) {
    const list = listCommandOf(error);
    return { message: error.message, hint: list && `List them with: ${list}`, exitCode: EXIT.notFound };
  }
  if (error instanceof ConnectionError) {
    const where = error.origin || origin;
    return { message: error.message, hint: unreachableHint(where), exitCode: EXIT.unavailable };
  }
  if (error instanceof TimeoutError)
    return { message: error.message, hint: unreachableHint(origin), exitCode: EXIT.unavailable };
  if (error instanceof AbortedError) return { message: 'Interrupted.', exitCode: EXIT.interrupted };
  if (error instanceof RetryAfterTooLongError)
    return { message: error.message, hint: 'Try again later.', exitCode: EXIT.unavailable };
  if (error instanceof ResponseTooLargeError || error instanceof PagingError) {
    const hint = 'Is the origin a skiff-compatible platform, with no proxy in the way? Run with --verbose for details.';
    return { message: error.message, hint, exitCode: EXIT.unavailable };
  }
  if (error instanceof APIError) return describeApiError(error);
  if (error instanceof SchemaMismatchError) {
    const hint = 'Is the origin a skiff-compatible platform? Run with --verbose for details.';
    return { message: error.message, hint, exitCode: EXIT.failure };
  }
  if (error instanceof ProfileFileError) return { message: error.message, exitCode: EXIT.failure };
  if (error instanceof SkiffError) return { message: error.message, exitCode: EXIT.failure };
  return { message: error instanceof Error ? error.message : String(error), exitCode: EXIT.failure, bug: true };
}

/** A server message as a sentence: a full stop added when it has no closing punctuation. */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

function describeApiError(error: APIError): FailureReport {
  const said = asSentence(error.message);
  if (error instanceof AuthenticationError) {
    const hint = 'Sign in again: skiff auth login --origin URL --email EMAIL --password-stdin';
    return { message: `The server refused the credentials: ${said}`, hint, exitCode: EXIT.auth };
  }
  if (error instanceof PermissionDeniedError) {
    return {
      message: said,
      hint: 'Ask an owner or admin of the workspace (or of the instance, for admin commands) for access.',
      exitCode: EXIT.permission,
    };
  }
  if (error instanceof NotFoundError) return { message: said, exitCode: EXIT.notFound };
  if (error instanceof ConflictError) {
    // A 409 is either a task still running ('Application task is in progress') or a thing that already exists
    // ('The domain x is already added.'): waiting helps only the first.
    const running = /\b(in progress|running)\b/i.test(said);
    const hint = running ? 'Wait for the running task to end, then try again.' : undefined;
    return { message: said, hint, exitCode: EXIT.conflict };
  }
  if (error instanceof RateLimitError) {
    const wait = error.retryAfterMs ? ` Try again in ${Math.ceil(error.retryAfterMs / 1000)} s.` : ' Try again later.';
    return { message: `Too many requests: ${said}${wait}`, exitCode: EXIT.unavailable };
  }
  if (error instanceof ServerError) {
    return {
      message: `The server failed (${error.status}): ${said}`,
      hint: 'Try again later.',
      exitCode: EXIT.unavailable,
    };
  }
  return { message: said, exitCode: EXIT.failure };
}

/** Prints the report on stderr (server text made inert) and returns the exit code. */
/**
 * What a failure leaves on stdout with --json, so a script that parses stdout learns what it needs: a task that
 * did not end within --timeout, by its id (`{"activityId", "timedOut": true, "timeoutSeconds"}`). Other failures
 * leave stdout empty.
 */
export function failureDocument(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof TaskTimeoutError)) return undefined;
  return { activityId: error.activityId, timedOut: true, timeoutSeconds: error.timeoutMs / 1000 };
}

export function reportFailure(
  error: unknown,
  write: (line: string) => void,
  options: { verbose: boolean; origin?: string } = { verbose: false },
): ExitCode {
  const report = describeFailure(error, options.origin);
  write(`Error: ${stripControlSequences(report.message)}`);
  if (report.hint) write(stripControlSequences(report.hint));
  if (report.bug) write('This looks like a bug in skiff; please report it with the output of --verbose.');
  if ((options.verbose || report.bug) && error instanceof Error && error.stack) {
    write(stripControlSequences(error.stack));
    if (error.cause instanceof Error && error.cause.stack)
      write(`Caused by: ${stripControlSequences(error.cause.stack)}`);
  }
  return report.exitCode;
}
