import { UsageError } from './errors.js';

const UNIT_MS: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1_000 };
const FORMS = '90s, 5m, 1h, 1h30m or plain seconds such as 120';

/**
 * Parses a duration given on the command line: `90s`, `5m`, `1h`, `1h30m`, `2m30s` or plain seconds (`120`, `1.5`).
 * Returns milliseconds; anything else is a UsageError that names the option and the accepted forms.
 */
export function parseDuration(text: string, option = '--timeout'): number {
  const value = text.trim().toLowerCase();
  const fail = () => new UsageError(`${option} '${text}' is not a duration: use ${FORMS}.`);
  const tooLong = () => new UsageError(`${option} '${text}' is too long: use at most 596h (about 24 days).`);
  if (/^\d+(\.\d+)?$/.test(value)) return positive(Number(value) * 1000, fail, tooLong);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') throw fail();
  const [, hours, minutes, seconds] = match;
  const ms = Number(hours ?? 0) * UNIT_MS.h! + Number(minutes ?? 0) * UNIT_MS.m! + Number(seconds ?? 0) * UNIT_MS.s!;
  return positive(ms, fail, tooLong);
}

/** The longest wait Node's timers honour (about 24.8 days): a longer one would fire at once, or throw. */
export const MAX_DURATION_MS = 2 ** 31 - 1;

function positive(ms: number, fail: () => UsageError, tooLong: () => UsageError): number {
  if (!Number.isFinite(ms) || ms <= 0) throw fail();
  if (ms > MAX_DURATION_MS) throw tooLong();
  return ms;
}

/** `12.3 s`, `2 min 5 s`: how long something took, for people. */
export function formatElapsed(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
