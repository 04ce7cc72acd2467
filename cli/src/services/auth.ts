import { decodeJwtClaims, SkiffClient } from '@skiff/sdk';
import { stripControlSequences } from '@skiff/sdk/domain';
import {
  BrowserLoginError,
  loginWithBrowser,
  loginWithBrowserPrintUrlOnly,
  loginWithPassword,
  type ProfileStore,
  providerOf,
  type StoredProfile,
} from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliHttp, cliSession, profileName, profileStore } from '../cli/session.js';
import { firstLine, readStdin } from '../cli/stdin.js';
import { challengeAnswers, checkLoginFlags, type LoginInputOptions, readStdinSecrets } from './auth-inputs.js';

export interface LoginOptions extends LoginInputOptions {
  origin?: string;
  /** False with `--no-browser`: print the URL and ask for the code. */
  browser?: boolean;
  tokenStdin?: boolean;
  /** The port of the browser sign-in's `http://localhost:{port}/callback`. */
  callbackPort?: number;
}

function checkOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new UsageError(
      `--origin '${origin}' is not a URL: use e.g. http://127.0.0.1:4600 or https://console.example.com.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--origin '${origin}' must start with http:// or https://.`);
  return url.origin;
}

async function readPassword(ctx: Context, fromStdin: string | undefined): Promise<string> {
  if (fromStdin) return fromStdin;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(
      'No password: pass it on stdin with --password-stdin (it is never taken from the command line).',
    );
  }
  const { password } = await import('@inquirer/prompts');
  return password({ message: 'Password', mask: '*' }, { output: process.stderr, signal: ctx.signal });
}

/** `skiff auth login`: signs in and stores the profile only when the sign-in succeeded. */
export async function login(ctx: Context, options: LoginOptions): Promise<number> {
  const store = profileStore(ctx);
  const profile = profileName(ctx);
  const origin = options.origin ?? store.get(profile)?.origin;
  if (!origin)
    throw new UsageError('--origin is required: the URL of the platform, e.g. --origin http://127.0.0.1:4600.');
  const loginEndpoint = checkLoginFlags(options);
  const checked = checkOrigin(origin);
  if (options.tokenStdin) {
    if (options.email || options.passwordStdin || options.clientSecretStdin)
      throw new UsageError('--token-stdin goes without --email, --password-stdin and --client-secret-stdin.');
    return loginWithToken(ctx, store, profile, checked);
  }
  if (options.email === undefined && !options.passwordStdin) {
    const secrets = await readStdinSecrets(options);
    const browser = { ...options, loginEndpoint, clientSecret: secrets.clientSecret };
    return reportLogin(ctx, profile, await browserLogin(ctx, browser, store, profile, checked));
  }
  if (!options.email) throw new UsageError('--email is required: the email you sign in with.');
  if (!options.email.includes('@')) throw new UsageError(`--email '${options.email}' is not an e-mail address.`);
  const secrets = await readStdinSecrets(options);
  const password = await readPassword(ctx, secrets.password);
  const stored = await loginWithPassword({
    store,
    profile,
    origin: checked,
    email: options.email,
    password,
    loginEndpoint,
    clientId: options.clientId,
    userPoolId: options.userPoolId,
    clientSecret: secrets.clientSecret,
    answers: challengeAnswers(ctx, options, secrets),
    http: cliHttp(ctx),
  }).finally(() => secrets.close?.());
  return reportLogin(ctx, profile, stored);
}

function reportLogin(ctx: Context, profile: string, stored: StoredProfile): number {
  if (ctx.json) {
    ctx.out.json({ profile, origin: stored.origin, email: stored.email, expiresAt: isoTime(stored.tokens?.expiresAt) });
  } else {
    ctx.out.result(`Signed in to ${stored.origin} as ${stored.email} (profile ${profile}).`);
  }
  return EXIT.ok;
}

function isoTime(ms: number | undefined): string | undefined {
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** `skiff auth status`: who, where, from which source, until when; never the token. */
export async function status(ctx: Context): Promise<number> {
  const session = cliSession(ctx);
  const stored = profileStore(ctx).get(session.profile);
  const envToken = ctx.env.SKIFF_TOKEN;
  const claims = envToken ? decodeJwtClaims(envToken) : undefined;
  const expiresAt = envToken ? (claims?.exp ? claims.exp * 1000 : undefined) : stored?.tokens?.expiresAt;
  const renewable = !envToken && Boolean(stored?.tokens?.refreshToken);
  const source = session.source === 'env' ? 'the SKIFF_TOKEN environment variable' : profileStore(ctx).path;
  let user: { email: string; role?: string | null } | undefined;
  let failure: unknown;
  try {
    user = await session.client.users.profile({ signal: ctx.signal });
  } catch (error) {
    failure = error;
  }
  const email = user?.email ?? session.email ?? (typeof claims?.email === 'string' ? claims.email : undefined);
  if (ctx.json) {
    ctx.out.json({
      profile: session.profile,
      origin: session.origin,
      email,
      role: user?.role,
      source: session.source,
      expiresAt: isoTime(expiresAt),
      renewable,
      verified: user !== undefined,
    });
  } else {
    const rows: Array<[string, string | undefined]> = [
      ['Profile', session.profile],
      ['Origin', session.origin],
      ['Signed in as', email && (user?.role ? `${email} (${user.role})` : email)],
      ['Credential from', source],
      ['Expires', expiresAt ? `${isoTime(expiresAt)}${renewable ? ' (renewed automatically)' : ''}` : 'not known'],
    ];
    for (const [label, value] of rows)
      if (value) ctx.out.result(`${`${label}:`.padEnd(17)}${stripControlSequences(value)}`);
  }
  if (failure) throw failure;
  return EXIT.ok;
}

/** `skiff auth token`: the bearer token on stdout, only when asked; with --json, also where it came from. */
export async function printToken(ctx: Context): Promise<number> {
  const session = cliSession(ctx);
  if (!session.accessToken) throw new CliError('This session cannot show its token.');
  const token = await session.accessToken();
  if (ctx.json) {
    const exp = decodeJwtClaims(token)?.exp;
    const expiresAt = typeof exp === 'number' ? isoTime(exp * 1000) : undefined;
    ctx.out.json({ token, profile: session.profile, source: session.source, expiresAt });
  } else {
    ctx.out.result(stripControlSequences(token));
  }
  return EXIT.ok;
}

/** `skiff auth logout`: forgets the profile's credentials; keeps where it points, which is not secret. */
export async function logout(ctx: Context, options: { everywhere?: boolean } = {}): Promise<number> {
  const store = profileStore(ctx);
  const profile = profileName(ctx);
  const stored = store.get(profile);
  if (!stored?.tokens && !stored?.commandToken) {
    ctx.out.info(`Profile ${profile} was not signed in; nothing to do.`);
    if (ctx.json) ctx.out.json({ profile, signedOut: false });
    return EXIT.ok;
  }
  const revoked = await revokeOnServer(ctx, stored, options.everywhere === true);
  const { tokens: _tokens, commandToken: _commandToken, ...kept } = stored;
  store.save(profile, kept);
  if (stored.commandToken && !stored.tokens) {
    ctx.out.info('The command access token itself stays valid until deleted: skiff tokens delete ID.');
  }
  if (ctx.json) ctx.out.json({ profile, signedOut: true, revoked });
  else ctx.out.result(`Signed out of ${stored.origin} (profile ${profile}).`);
  if (ctx.env.SKIFF_TOKEN) ctx.out.info('Note: SKIFF_TOKEN is set in the environment and still signs commands in.');
  return EXIT.ok;
}

/**
 * Ends the profile's session on the login provider (RevokeToken: its refresh, access and id tokens), or with
 * `everywhere` every session of the account (GlobalSignOut); an unreachable server is said, not fatal.
 */
async function revokeOnServer(ctx: Context, stored: StoredProfile, everywhere: boolean): Promise<boolean> {
  const tokens = stored.tokens;
  if (!tokens || !stored.loginEndpoint || !stored.clientId) return false;
  if (!tokens.refreshToken && !everywhere) return false;
  const provider = providerOf(stored, cliHttp(ctx));
  const username = decodeJwtClaims(tokens.idToken)?.['cognito:username'];
  try {
    await provider.signOut({
      refreshToken: tokens.refreshToken,
      accessToken: tokens.accessToken,
      everywhere,
      username: typeof username === 'string' ? username : undefined,
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    ctx.out.info(
      `Warning: could not revoke the session on the server (${reason}); the credentials are forgotten here anyway.`,
    );
    return false;
  }
}

/** `--token-stdin`: checks a command access token against the origin, then stores it in the profile. */
async function loginWithToken(ctx: Context, store: ProfileStore, profile: string, origin: string): Promise<number> {
  const token = firstLine(await readStdin()).trim();
  if (!token) {
    throw new UsageError(
      'No token on stdin: pipe it in, e.g. printf \'%s\' "$SKIFF_COMMAND_TOKEN" | skiff auth login ...',
    );
  }
  const client = new SkiffClient({ origin, http: cliHttp(ctx), token });
  const user = await client.users.profile({ signal: ctx.signal });
  const { tokens: _tokens, ...previous } = store.get(profile) ?? { origin };
  const stored: StoredProfile = { ...previous, origin, email: user.email, commandToken: token };
  store.save(profile, stored);
  if (ctx.json) ctx.out.json({ profile, origin, email: user.email, credential: 'command-token' });
  else ctx.out.result(`Signed in to ${origin} as ${user.email} with a command access token (profile ${profile}).`);
  return EXIT.ok;
}

async function openInBrowser(url: string): Promise<void> {
  const { default: open } = await import('open');
  const child = await open(url);
  // The opener (xdg-open, open, start) exits at once: non-zero, or failing to start, means no browser opened.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 3000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0 || code === null) resolve();
      else reject(new Error(`the browser opener exited with ${code}`));
    });
  });
}

/** The hosted-page sign-in: the browser when one opens, else the URL on stderr and the code pasted back. */
async function browserLogin(
  ctx: Context,
  options: LoginOptions & { clientSecret?: string },
  store: ProfileStore,
  profile: string,
  origin: string,
): Promise<StoredProfile> {
  const base = {
    store,
    profile,
    origin,
    loginEndpoint: options.loginEndpoint,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    userPoolId: options.userPoolId,
    callbackPort: options.callbackPort,
    http: cliHttp(ctx),
    signal: ctx.signal,
  };
  try {
    if (options.browser !== false) {
      let opened = true;
      try {
        return await loginWithBrowser({
          ...base,
          openUrl: async (url) => {
            try {
              await openInBrowser(url);
              ctx.out.info(`Opened the sign-in page in your browser. If it did not open, visit:\n  ${url}`);
            } catch {
              opened = false;
              throw new CliError('no browser');
            }
          },
        });
      } catch (error) {
        if (opened) throw error;
        ctx.out.info('Could not open a browser.');
      }
    }
    return await pasteLogin(ctx, base);
  } catch (error) {
    if (error instanceof BrowserLoginError && error.reason === 'port_in_use') {
      throw new CliError(
        error.message,
        EXIT.unavailable,
        'Stop what uses it, or pass --callback-port PORT (and register http://localhost:PORT/callback on the app client).',
      );
    }
    if (error instanceof BrowserLoginError)
      throw new CliError(error.message, EXIT.auth, 'Sign in again: skiff auth login');
    throw error;
  }
}

/** Where a paste can only come from a script: the ways to sign in that need no browser. */
const NO_PASTE_HINT = 'Without a browser or a terminal, sign in with --email EMAIL --password-stdin, or --token-stdin.';

async function pasteLogin(ctx: Context, base: Parameters<typeof loginWithBrowserPrintUrlOnly>[0]) {
  const login = await loginWithBrowserPrintUrlOnly(base);
  try {
    ctx.out.info(`Open this URL in a browser and sign in:\n  ${login.url}`);
    const { createInterface } = await import('node:readline/promises');
    const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
    try {
      const ended = new Promise<never>((_resolve, reject) => {
        lines.once('close', () => {
          process.stderr.write('\n'); // ends the prompt's line, so the error starts on its own
          reject(new UsageError('No code was pasted.', NO_PASTE_HINT));
        });
      });
      const question = lines.question('Paste the code (or the whole address the browser ended on): ', {
        signal: ctx.signal,
      });
      const pasted = await Promise.race([question, ended]);
      if (!pasted.trim()) throw new UsageError('No code was pasted.', NO_PASTE_HINT);
      return await login.complete(pasted);
    } finally {
      lines.close();
    }
  } finally {
    login.close();
  }
}
