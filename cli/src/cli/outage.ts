import { DEFAULT_MAX_OUTAGE_MS } from '@skiff/sdk';
import type { Context } from './context.js';
import { formatElapsed, parseDuration } from './duration.js';

/**
 * How long a wait (`--wait`, `activities attach`, `logs tail --follow`, `notifications watch`) keeps trying a
 * server that does not answer before it gives up with exit 7: `SKIFF_MAX_OUTAGE` (a duration, or `never` to keep
 * trying until Ctrl-C), else 60 s.
 */
export function maxOutageMs(ctx: Pick<Context, 'env'>): number {
  const text = ctx.env.SKIFF_MAX_OUTAGE?.trim();
  if (!text) return DEFAULT_MAX_OUTAGE_MS;
  if (text.toLowerCase() === 'never') return Number.POSITIVE_INFINITY;
  return parseDuration(text, 'SKIFF_MAX_OUTAGE');
}

/** The warning printed when a wait loses the server: what failed and how long it keeps trying. */
export function outageWarning(ctx: Pick<Context, 'env'>, error: unknown): string {
  const what = error instanceof Error ? error.message : 'The server did not answer.';
  const limit = maxOutageMs(ctx);
  const until = Number.isFinite(limit)
    ? `Retrying for up to ${formatElapsed(limit)} (SKIFF_MAX_OUTAGE sets how long; Ctrl-C to stop)...`
    : 'Retrying until it answers (Ctrl-C to stop)...';
  return `Warning: ${what} ${until}`;
}
