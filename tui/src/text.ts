import { stripControlSequences } from '@skiff/sdk';

/** Server text made safe for one line of the screen: control sequences stripped, line breaks and tabs as spaces. */
export function cleanLine(text: string | null | undefined): string {
  if (text == null) return '';
  return stripControlSequences(String(text)).replace(/[\t\n]+/g, ' ');
}

/** Cuts text to `width` columns with an ellipsis (code points; wide glyphs are rare in this data). */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  const chars = Array.from(text);
  if (chars.length <= width) return text;
  return width === 1 ? '…' : `${chars.slice(0, width - 1).join('')}…`;
}

/** Pads or cuts text to exactly `width` columns. */
export function fit(text: string, width: number): string {
  const cut = truncate(text, width);
  return cut + ' '.repeat(Math.max(0, width - Array.from(cut).length));
}
