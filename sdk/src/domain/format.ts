/** Formatting shared by every front end. */
import { NOTIFICATION_PREVIEW_LENGTH } from './constants.js';

/** Spec 000 section 9: dates as YYYY/MM/DD HH:mm:ss (local time); unparseable input is returned as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

/** Spec 000 section 1: the cloud providers' names as users know them. */
const CLOUD_PROVIDER_LABELS: Readonly<Record<string, string>> = {
  AWS: 'AWS',
  DIGITAL_OCEAN: 'Digital Ocean',
  AZURE: 'Azure',
  GCP: 'GCP',
};

export function cloudProviderLabel(provider: string | null | undefined): string {
  if (!provider) return '';
  return CLOUD_PROVIDER_LABELS[provider] ?? provider;
}

/** A task action name for people: `DEPLOY_APPLICATION` -> `Deploy application`. */
export function humanAction(action: string | null | undefined): string {
  if (!action) return '';
  const words = action.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A notification's preview: the message cut at 180 characters, with an ellipsis when cut. */
export function notificationPreview(message: string | null | undefined, length = NOTIFICATION_PREVIEW_LENGTH): string {
  const text = message ?? '';
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** A past date relative to now, as the tables show it: `just now`, `5 minutes ago`, `3 days ago`. */
export function formatRelativeTime(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return '';
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const units: ReadonlyArray<[string, number]> = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** A size in bytes as people read it (binary units, one decimal): `512 B`, `700.0 MiB`; '' when unknown. */
export function formatByteSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
