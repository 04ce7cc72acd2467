import type { Tone } from '@skiff/sdk';
import type { Palette, Style } from './output.js';

/** The CLI's colour for each semantic tone of the SDK (off when the chalk instance has no colour level). */
export function toneStyle(color: Palette, tone: Tone): Style {
  switch (tone) {
    case 'success':
      return color.green;
    case 'error':
      return color.red;
    case 'warning':
      return color.yellow;
    case 'attention':
      // Orange in the spec; 16-colour terminals have none, so the bright variant of the warning colour.
      return color.yellowBright;
    case 'info':
      return color.blue;
    case 'neutral':
      return color.dim;
    default: {
      const never: never = tone;
      return () => String(never);
    }
  }
}

/** `2026/11/22 10:00:00` in local time (the product's date format), or '' for a missing or bad date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
