import { fitToWidth, stripControlSequences, truncateToWidth } from '@skiff/sdk/domain';

/** Server text made safe for one line of the screen: control sequences stripped, line breaks and tabs as spaces. */
export function cleanLine(text: string | null | undefined): string {
  if (text == null) return '';
  return stripControlSequences(String(text)).replace(/[\t\n]+/g, ' ');
}

/** Cuts text to `width` terminal columns with an ellipsis (a CJK character or an emoji takes two; never split). */
export function truncate(text: string, width: number): string {
  return truncateToWidth(text, width);
}

/** Pads or cuts text to exactly `width` terminal columns. */
export function fit(text: string, width: number): string {
  return fitToWidth(text, width);
}
