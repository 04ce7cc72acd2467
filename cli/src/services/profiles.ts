import { stripControlSequences } from '@skiff/sdk/domain';
import type { StoredProfile } from '@skiff/sdk/node';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { profileName, profileStore } from '../cli/session.js';

/** How a profile signs in, never the credential itself. */
function credentialKind(profile: StoredProfile): 'login' | 'command-token' | null {
  if (profile.commandToken) return 'command-token';
  return profile.tokens ? 'login' : null;
}

/** A profile by exact name, else close names. */
function pickProfile(ctx: Context, wanted: string): string {
  const names = Object.keys(profileStore(ctx).read().profiles);
  return pickNamed(
    'profile',
    wanted,
    names,
    (n) => n,
    (n) => n,
    'skiff profiles list',
  );
}

/** `skiff profiles list`: every stored profile, where it points and whether it is signed in; never a token. */
export async function listProfiles(ctx: Context, options: PagingFlags = {}): Promise<number> {
  const { profiles } = profileStore(ctx).read();
  const inUse = profileName(ctx);
  const items = Object.entries(profiles).map(([name, p]) => ({
    name,
    origin: p.origin,
    email: p.email ?? null,
    credential: credentialKind(p),
    current: name === inUse,
  }));
  const paged = listingOf(items, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({ items: paged.items, ...listingFacts(paged), current: inUse });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [{ header: '' }, { header: 'NAME' }, { header: 'ORIGIN' }, { header: 'EMAIL' }, { header: 'SIGNED IN' }],
    paged.items.map((p) => [p.current ? '*' : '', p.name, p.origin, p.email ?? '', p.credential ?? 'no']),
    'No profiles yet. Sign in with: skiff auth login --origin URL',
  );
  printFooter(ctx, paged, { noun: 'profiles', command: 'skiff profiles list' });
  return EXIT.ok;
}

/** `skiff profiles use NAME`: the profile commands use when neither --profile nor SKIFF_PROFILE names one. */
export async function useProfile(ctx: Context, wanted: string): Promise<number> {
  const name = pickProfile(ctx, wanted);
  profileStore(ctx).use(name);
  if (ctx.json) ctx.out.json({ current: name });
  else ctx.out.result(`Now using profile ${stripControlSequences(name)}.`);
  if (ctx.env.SKIFF_PROFILE && ctx.env.SKIFF_PROFILE !== name) {
    ctx.out.info(`Note: SKIFF_PROFILE=${ctx.env.SKIFF_PROFILE} is set and still wins while it is.`);
  }
  return EXIT.ok;
}

/** `skiff profiles remove NAME --yes`: forgets the profile here (the server session is not revoked). */
export async function removeProfile(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const name = pickProfile(ctx, wanted);
  await confirmDestructive(ctx, { action: `remove profile '${name}' and its stored credentials` }, flags);
  profileStore(ctx).remove(name);
  if (ctx.json) ctx.out.json({ name, removed: true });
  else ctx.out.result(`Removed profile ${stripControlSequences(name)}.`);
  return EXIT.ok;
}
