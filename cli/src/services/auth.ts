import { decodeJwtClaims, stripControlSequences } from '@skiff/sdk';
import { loginWithPassword, nodeHttpClient } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession, profileName, profileStore } from '../cli/session.js';
import { firstLine, readStdin } from '../cli/stdin.js';

export interface LoginOptions {
  origin?: string;
  email?: string;
  passwordStdin?: boolean;
  loginEndpoint?: string;
  clientId?: string;
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

async function readPassword(ctx: Context, options: LoginOptions): Promise<string> {
  if (options.passwordStdin) {
    const password = firstLine(await readStdin());
    if (!password)
      throw new UsageError('No password on stdin: pipe it in, e.g. printf \'%s\' "$PASSWORD" | skiff auth login ...');
    return password;
  }
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
  if (!options.email?.includes('@')) throw new UsageError('--email is required: the email you sign in with.');
  if (Boolean(options.loginEndpoint) !== Boolean(options.clientId)) {
    throw new UsageError('--login-endpoint and --client-id go together: give both or neither.');
  }
  const checked = checkOrigin(origin);
  const password = await readPassword(ctx, options);
  const stored = await loginWithPassword({
    store,
    profile,
    origin: checked,
    email: options.email,
    password,
    loginEndpoint: options.loginEndpoint,
    clientId: options.clientId,
    http: nodeHttpClient(),
  });
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

/** `skiff auth logout`: forgets the profile's credentials; keeps where it points, which is not secret. */
export async function logout(ctx: Context): Promise<number> {
  const store = profileStore(ctx);
  const profile = profileName(ctx);
  const stored = store.get(profile);
  if (!stored?.tokens && !stored?.commandToken) {
    ctx.out.info(`Profile ${profile} was not signed in; nothing to do.`);
    if (ctx.json) ctx.out.json({ profile, signedOut: false });
    return EXIT.ok;
  }
  const { tokens: _tokens, commandToken: _commandToken, ...kept } = stored;
  store.save(profile, kept);
  if (ctx.json) ctx.out.json({ profile, signedOut: true });
  else ctx.out.result(`Signed out of ${stored.origin} (profile ${profile}).`);
  if (ctx.env.SKIFF_TOKEN) ctx.out.info('Note: SKIFF_TOKEN is set in the environment and still signs commands in.');
  return EXIT.ok;
}
