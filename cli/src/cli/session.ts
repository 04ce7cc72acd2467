import type { HttpClient } from '@skiff/sdk';
import {
  DEFAULT_PROFILE,
  defaultConfigDir,
  nodeHttpClient,
  openSession,
  ProfileStore,
  privateDirWarning,
  proxySettings,
  type Session,
  undiciHttpClient,
  validateWithoutCodeGeneration,
} from '@skiff/sdk/node';
import type { Context } from './context.js';
import { UsageError } from './errors.js';
import { loggedHttpClient } from './http-log.js';

let warnedLooseFolder = false;

/**
 * The profile store of this user (`SKIFF_CONFIG_DIR`, else the XDG config folder). A folder others can read (made
 * by an older version, or by hand) is said once per command: credentials are kept there.
 */
export function profileStore(ctx: Context): ProfileStore {
  const dir = defaultConfigDir(ctx.env);
  if (!warnedLooseFolder) {
    warnedLooseFolder = true;
    const warning = privateDirWarning(dir);
    if (warning) ctx.out.error(warning);
  }
  return new ProfileStore(dir);
}

/** The profile name in use: `--profile`, else SKIFF_PROFILE, else the one `skiff profiles use` chose, else `default`. */
export function profileName(ctx: Context): string {
  return ctx.profileFlag || ctx.env.SKIFF_PROFILE || profileStore(ctx).current() || DEFAULT_PROFILE;
}

/** The HTTP client of a command: every request it sends is logged on stderr with --verbose (redacted). */
export function cliHttp(ctx: Context): HttpClient {
  // node:http starts fastest; behind HTTPS_PROXY/HTTP_PROXY undici's proxy agent carries every request instead.
  const http = proxySettings(ctx.env) ? undiciHttpClient({ env: ctx.env }) : nodeHttpClient();
  return ctx.verbose ? loggedHttpClient(http, (line) => ctx.out.trace(line), { debug: ctx.debug }) : http;
}

/** Whether `text` is an http or https URL, as an origin must be. */
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Opens the session of the profile in use (or of SKIFF_TOKEN); throws NotSignedInError when there is none. A
 * SKIFF_ORIGIN that is no URL is a usage error (exit 2), not an unreachable server; its value is not repeated (it
 * may hold a password).
 */
export function cliSession(ctx: Context): Session {
  const origin = ctx.env.SKIFF_ORIGIN;
  if (origin && !isHttpUrl(origin)) {
    throw new UsageError(
      'SKIFF_ORIGIN is not an http or https URL.',
      "Set it to the platform's address, e.g. SKIFF_ORIGIN=https://panel.example.com",
    );
  }
  validateWithoutCodeGeneration();
  return openSession({
    store: profileStore(ctx),
    profile: profileName(ctx),
    env: ctx.env,
    http: cliHttp(ctx),
    onRetry: (notice) => {
      // A wait the server asked for is said at once: without it a 429 looks like a hang.
      if (!notice.retryAfter || notice.waitMs < 1_000) return;
      const seconds = Math.ceil(notice.waitMs / 1000);
      ctx.out.info(`The server answered ${notice.status} and asked to wait: trying again in ${seconds} s...`);
    },
  });
}
