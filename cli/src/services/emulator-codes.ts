import { stripControlSequences } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { readState } from './emulator-state.js';

interface IssuedCode {
  kind: string;
  email: string;
  code: string;
  issuedAt: string;
  expiresAt: string;
}

/** `skiff emulator codes`: the valid codes the emulator issued (GET /__emulator/codes), newest first. */
export async function listCodes(ctx: Context, options: { email?: string; origin?: string }): Promise<number> {
  const origin = options.origin ?? readState(ctx.env)?.origin;
  if (!origin) {
    throw new CliError('No emulator is running.', EXIT.unavailable, 'Start it with: skiff emulator start --detach');
  }
  const url = new URL('/__emulator/codes', origin);
  if (options.email) url.searchParams.set('email', options.email);
  let codes: IssuedCode[];
  try {
    const res = await fetch(url, { signal: ctx.signal });
    if (!res.ok) throw new Error(`status ${res.status}`);
    codes = ((await res.json()) as { codes: IssuedCode[] }).codes;
  } catch (error) {
    throw new CliError(
      `Cannot read the codes of the emulator at ${origin}: ${(error as Error).message}.`,
      EXIT.unavailable,
      'Is it running? skiff emulator status',
    );
  }
  if (ctx.json) {
    ctx.out.json(codes);
    return EXIT.ok;
  }
  if (codes.length === 0) {
    ctx.out.info(`No valid code${options.email ? ` for ${options.email}` : ''}.`);
    return EXIT.ok;
  }
  for (const c of codes) {
    ctx.out.result(
      stripControlSequences(`${c.code}  ${c.kind.padEnd(26)} ${c.email.padEnd(28)} valid until ${c.expiresAt}`),
    );
  }
  return EXIT.ok;
}
