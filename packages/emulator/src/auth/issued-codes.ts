import type { AppContext } from '../context.js';

/**
 * The codes a user would receive by email, SMS or an authenticator app, as the emulator issues them: each one is
 * announced on the emulator's stderr (`options.onCode`; in the log file when detached) and kept in memory for
 * `GET /__emulator/codes` and `skiff emulator codes`. Only hashes reach the database.
 */
export type CodeKind = 'sign-up confirmation' | 'password reset' | 'SMS MFA' | 'authenticator (TOTP) MFA';

export interface IssuedCode {
  kind: CodeKind;
  email: string;
  code: string;
  issuedAt: string;
  expiresAt: string;
}

/** Codes kept per running emulator, newest last. */
const MAX_KEPT = 100;
const codesByEmulator = new WeakMap<AppContext, IssuedCode[]>();

function listOf(ctx: AppContext): IssuedCode[] {
  let list = codesByEmulator.get(ctx);
  if (!list) {
    list = [];
    codesByEmulator.set(ctx, list);
  }
  return list;
}

export function announceCode(ctx: AppContext, kind: CodeKind, email: string, code: string, ttlMs: number): void {
  const now = Date.now();
  const entry: IssuedCode = {
    kind,
    email,
    code,
    issuedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlMs).toISOString(),
  };
  const list = listOf(ctx);
  list.push(entry);
  if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
  const line = `${kind} code for ${email}: ${code} (valid until ${entry.expiresAt})`;
  ctx.options.onCode(line);
  ctx.options.log(line);
}

/** The codes issued and not yet expired, newest first; only those of `email` when given. */
export function listIssuedCodes(ctx: AppContext, email?: string): IssuedCode[] {
  const now = new Date().toISOString();
  return listOf(ctx)
    .filter((c) => c.expiresAt > now && (!email || c.email === email.trim().toLowerCase()))
    .reverse();
}
