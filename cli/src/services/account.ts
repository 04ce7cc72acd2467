import { type GitToken, LoginError } from '@skiff/sdk';
import {
  CURRENT_PASSWORD_REQUIRED,
  formatDate,
  GIT_PROVIDERS,
  type GitProvider,
  passwordChangeErrors,
  profileNameError,
  USER_STATES,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { printDetails } from '../cli/details.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { firstLine, readStdin } from '../cli/stdin.js';

/** The spec's success message of a password change. */
export const PASSWORD_CHANGED_MESSAGE = 'Change password successfully!';
/** The spec's success message of a profile update. */
export const PROFILE_UPDATED_MESSAGE = 'Update profile successfully!';

function choice<T extends string>(text: string, choices: readonly T[], flag: string): T {
  const value = text.trim().toUpperCase().replaceAll('-', '_');
  const found = choices.find((c) => c === value);
  if (!found) throw new UsageError(`${flag} '${text}' is not one of ${choices.join(', ')}.`);
  return found;
}

/** `skiff account profile [--name N] [--state S]`: shows the profile; with flags, updates it first. */
export async function profile(ctx: Context, options: { name?: string; state?: string }): Promise<number> {
  const state = options.state === undefined ? undefined : choice(options.state, USER_STATES, '--state');
  if (options.name !== undefined) {
    const problem = profileNameError(options.name);
    if (problem) throw new UsageError(`--name: ${problem}`);
  }
  const { client } = cliSession(ctx);
  let user = await client.users.profile({ signal: ctx.signal });
  if (options.name !== undefined || state) {
    const displayName = options.name?.trim() ?? user.displayName ?? '';
    const problem = profileNameError(displayName);
    if (problem) throw new UsageError(`--name: ${problem}`);
    user = await client.account.updateProfile(
      { displayName, state: state ?? user.state ?? undefined },
      { signal: ctx.signal },
    );
    ctx.out.info(PROFILE_UPDATED_MESSAGE);
  }
  if (ctx.json) {
    ctx.out.json(user);
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Email', user.email],
    ['Name', user.displayName],
    ['State', user.state],
    ['Role', user.role],
    ['Created by admin', user.isCreatedByAdmin === undefined ? undefined : user.isCreatedByAdmin ? 'yes' : 'no'],
    ['Created', formatDate(user.createdAt)],
  ]);
  return EXIT.ok;
}

/** How a script gives the passwords: never on the command line. */
const PASSWORD_STDIN_EXAMPLE =
  'printf \'%s\\n%s\\n%s\\n\' "$CURRENT" "$NEW" "$NEW" | skiff account password --current-password-stdin';

interface PasswordChange {
  current: string;
  password: string;
  confirmPassword: string;
}

/** On a terminal: the three masked prompts of the spec's form (current, new, confirmation), on stderr. */
async function promptPasswords(ctx: Context): Promise<PasswordChange> {
  const { password: ask } = await import('@inquirer/prompts');
  const options = { output: process.stderr, signal: ctx.signal };
  const current = await ask({ message: 'Current password', mask: '*' }, options);
  ctx.out.info(
    'A new password has 8-18 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*.',
  );
  const password = await ask({ message: 'New password', mask: '*' }, options);
  const confirmPassword = await ask({ message: 'Confirm the new password', mask: '*' }, options);
  return { current, password, confirmPassword };
}

/** From stdin: the current password, the new one, and (optionally) its confirmation, one a line. */
async function readPasswords(): Promise<PasswordChange> {
  const [current = '', password = '', confirm] = (await readStdin()).split(/\r?\n/);
  if (!password)
    throw new UsageError(
      `No new password on stdin: its second line is the new password, e.g. ${PASSWORD_STDIN_EXAMPLE}`,
    );
  return { current, password, confirmPassword: confirm === undefined || confirm === '' ? password : confirm };
}

/**
 * `skiff account password`: the spec's form (spec 002 section 5): the current password, checked at the login
 * provider before anything changes (see the SDK's checkAccountPassword), then the new one and its confirmation.
 * Asked on a terminal, or read from stdin with --current-password-stdin; never from the command line.
 */
export async function changePassword(ctx: Context, options: { currentPasswordStdin?: boolean }): Promise<number> {
  const terminal = Boolean(process.stdin.isTTY && process.stderr.isTTY) && !options.currentPasswordStdin;
  if (!terminal && !options.currentPasswordStdin) {
    throw new UsageError(
      `The current password is required: pipe it as the first line of stdin with --current-password-stdin, e.g. ${PASSWORD_STDIN_EXAMPLE}`,
    );
  }
  const { current, password, confirmPassword } = terminal ? await promptPasswords(ctx) : await readPasswords();
  if (!current) throw new UsageError(CURRENT_PASSWORD_REQUIRED);
  const problems = passwordChangeErrors(password, confirmPassword);
  if (problems.length) throw new UsageError(problems.join('\n'));
  const session = cliSession(ctx);
  try {
    await session.checkPassword?.(current);
  } catch (error) {
    if (error instanceof LoginError && error.code === 'NotAuthorizedException') {
      throw new CliError(error.message, EXIT.auth, 'Nothing was changed: check your current password.');
    }
    throw error;
  }
  await session.client.account.changePassword({ password, confirmPassword }, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ changed: true });
  else ctx.out.result(PASSWORD_CHANGED_MESSAGE);
  ctx.out.info('Sign in again with the new password where it is needed: skiff auth login');
  return EXIT.ok;
}

function printGitTokens(ctx: Context, tokens: GitToken[]): void {
  if (ctx.json) {
    ctx.out.json({ items: tokens, total: tokens.length });
    return;
  }
  printTable(
    ctx,
    [{ header: 'PROVIDER' }, { header: 'USERNAME' }, { header: 'TOKEN' }, { header: 'UPDATED' }],
    tokens.map((t) => [t.gitProvider, t.username ?? '', t.tokenHint ?? '', formatDate(t.updatedAt)]),
    'No git tokens. Add one with: printf \'%s\' "$TOKEN" | skiff account git-tokens set PROVIDER --username NAME',
  );
}

/** `skiff account git-tokens list`: provider, username and a hint of each personal token. */
export async function listGitTokens(ctx: Context): Promise<number> {
  const { client } = cliSession(ctx);
  const user = await client.users.profile({ signal: ctx.signal });
  printGitTokens(ctx, user.gitTokens ?? []);
  return EXIT.ok;
}

/** `skiff account git-tokens set PROVIDER --username U` with the token on stdin (first line). */
export async function setGitToken(ctx: Context, provider: string, options: { username?: string }): Promise<number> {
  const gitProvider: GitProvider = choice(provider, GIT_PROVIDERS, 'PROVIDER');
  const username = options.username?.trim();
  if (!username) throw new UsageError('--username: Required');
  const tokenValue = firstLine(await readStdin()).trim();
  if (!tokenValue) throw new UsageError('No token on stdin: pipe it in, e.g. printf \'%s\' "$GIT_TOKEN" | skiff ...');
  const { client } = cliSession(ctx);
  printGitTokens(
    ctx,
    await client.account.updateGitToken({ gitProvider, username, tokenValue }, { signal: ctx.signal }),
  );
  return EXIT.ok;
}

/** `skiff account git-tokens remove PROVIDER`. */
export async function removeGitToken(ctx: Context, provider: string): Promise<number> {
  const gitProvider: GitProvider = choice(provider, GIT_PROVIDERS, 'PROVIDER');
  const { client } = cliSession(ctx);
  printGitTokens(ctx, await client.account.removeGitToken(gitProvider, { signal: ctx.signal }));
  return EXIT.ok;
}

/** `skiff account git-tokens [list | set PROVIDER | remove PROVIDER]`. */
export async function gitTokens(
  ctx: Context,
  args: { action?: string; provider?: string },
  options: { username?: string },
): Promise<number> {
  const action = args.action ?? 'list';
  if (action === 'list' && !args.provider) return listGitTokens(ctx);
  if ((action === 'set' || action === 'remove') && !args.provider) {
    throw new UsageError(`git-tokens ${action} needs PROVIDER: ${GIT_PROVIDERS.join(', ')}.`);
  }
  if (action === 'set') return setGitToken(ctx, args.provider!, options);
  if (action === 'remove') return removeGitToken(ctx, args.provider!);
  throw new UsageError(`'${action}' is not a git-tokens action: use list, set or remove.`);
}
