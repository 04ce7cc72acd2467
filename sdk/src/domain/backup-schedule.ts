/**
 * Spec 002 sections 5 and 9: the daily backup schedule's timezone ("a UTC offset list", default UTC+1) and
 * retention choices. The spec does not show its offset list: ours is every offset in use in the world, whole
 * hours from UTC-12 to UTC+14 and the half and quarter hours some places keep.
 */
import { BACKUP_TIMEZONE_REQUIRED_MESSAGE } from './application-rules.js';

const PART_HOUR_OFFSETS = [-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75];
/** The UTC offsets (hours) the schedule offers, west to east. */
export const BACKUP_TIMEZONE_OFFSETS: readonly number[] = [
  ...Array.from({ length: 27 }, (_, i) => i - 12),
  ...PART_HOUR_OFFSETS,
].sort((a, b) => a - b);

/** Our wording for an offset outside the list (the spec gives only the required message). */
export const BACKUP_TIMEZONE_INVALID_MESSAGE =
  'Timezone must be a UTC offset from UTC-12 to UTC+14, e.g. UTC+1 or UTC+5:30.';

/** `UTC+1`, `UTC-3:30`, `UTC+5:45`, `UTC` for an offset in hours. */
export function formatUtcOffset(hours: number): string {
  if (hours === 0) return 'UTC';
  const whole = Math.trunc(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return `UTC${hours < 0 ? '-' : '+'}${whole}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * Reads a timezone as typed: `1`, `+1`, `-3.5`, `UTC+5:30`, `utc-3:30`, `UTC`. Returns the offset in hours, or the
 * message to show (required, or not one of the offered offsets).
 */
export function parseUtcOffset(text: string): { hours: number } | { error: string } {
  const value = text.trim().toUpperCase();
  if (!value) return { error: BACKUP_TIMEZONE_REQUIRED_MESSAGE };
  if (value === 'UTC' || value === 'GMT') return { hours: 0 };
  const match = /^(?:UTC|GMT)?\s*([+-]?)(\d{1,2})(?::(\d{2})|\.(\d{1,2}))?$/.exec(value);
  if (!match) return { error: BACKUP_TIMEZONE_INVALID_MESSAGE };
  const [, sign, whole, minutes, fraction] = match;
  const magnitude = Number(whole) + (minutes ? Number(minutes) / 60 : fraction ? Number(`0.${fraction}`) : 0);
  const hours = sign === '-' ? -magnitude : magnitude;
  return BACKUP_TIMEZONE_OFFSETS.includes(hours) ? { hours } : { error: BACKUP_TIMEZONE_INVALID_MESSAGE };
}

/** Spec 002 section 9: how the retention choices read (days to text). */
export const BACKUP_RETENTION_LABELS: Readonly<Record<number, string>> = {
  3: '3 days',
  7: '7 days',
  14: '2 weeks',
  30: '1 month',
};
