/**
 * Terminal column widths of text (CLI tables, TUI cells): a CJK character or an emoji takes two columns, a
 * combining mark none, and a cut never splits a character made of several code points (a ZWJ family emoji, a
 * letter with its accents, a flag).
 */

/** East Asian Wide and Fullwidth ranges (Unicode 15, UAX #11), and the emoji blocks terminals draw two wide. */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x18cff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f1e6, 0x1f1ff],
  [0x1f200, 0x1f2ff],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

function isWide(codePoint: number): boolean {
  let low = 0;
  let high = WIDE_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = WIDE_RANGES[middle]!;
    if (codePoint < from) high = middle - 1;
    else if (codePoint > to) low = middle + 1;
    else return true;
  }
  return false;
}

const MARKS_ONLY = /^[\p{Mark}\u200b-\u200f\u2060\ufeff]+$/u;

/** Columns one grapheme (what a reader sees as one character) takes. */
function graphemeWidth(grapheme: string): number {
  const first = grapheme.codePointAt(0) ?? 0;
  if (first < 0x20 || (first >= 0x7f && first < 0xa0) || MARKS_ONLY.test(grapheme)) return 0;
  // An emoji shown as a picture (VS16), a ZWJ sequence or a keycap is drawn two wide.
  if (grapheme.includes('\ufe0f') || grapheme.includes('\u200d') || grapheme.includes('\u20e3')) return 2;
  return isWide(first) ? 2 : 1;
}

/**
 * Text in which every code point is a grapheme of its own: Latin-1 and Latin extended letters (below the combining
 * marks at U+0300) without CR (CR LF is one grapheme), general punctuation, currency, arrows, mathematical and
 * technical symbols, box drawing, blocks, geometric shapes, dingbats (U+2010 to U+2BFF, without the combining marks
 * for symbols at U+20D0 to U+20FF), and the pictographs U+1F300 to U+1F5FF (like the TUI header's bell) without the skin
 * tone modifiers, which extend the emoji before them. None of these extends or joins its neighbours. Tested against
 * ICU in cli/src/build/lazy-grapheme-segmenter.test.ts (the CLI's Ink bundle splits text with it too).
 */
export const SINGLE_CODE_POINT_GRAPHEMES =
  /^(?:[\u0000-\u000C\u000E-\u02FF\u2010-\u20CF\u2100-\u2BFF]|[\u{1F300}-\u{1F3FA}\u{1F400}-\u{1F5FF}])*$/u;

/**
 * Graphemes by the runtime's Unicode data (Node 16+, every current browser); code points where it lacks it. Made on
 * first need: the first `Intl.Segmenter` of a process loads ICU's break data, about 9 ms of every CLI start that
 * loads the SDK (measured with `node --cpu-prof` on `skiff workspaces list --json`), most of which measure no text.
 */
let segmenter: Intl.Segmenter | null | undefined;

function graphemes(text: string): string[] {
  if (SINGLE_CODE_POINT_GRAPHEMES.test(text)) return Array.from(text);
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Text of characters one column wide, each its own grapheme: printable ASCII, `·`, `…` (which ends every cut text),
 * the arrows ←↑→↓, box drawing and block elements. None is wide, a mark or a control (graphemeWidth answers 1 for each).
 */
const NARROW = /^[\x20-\x7e\u00b7\u2026\u2190-\u2193\u2500-\u259f]*$/;

/** How many terminal columns `text` takes (control sequences must already be stripped). */
export function displayWidth(text: string): number {
  // Plain ASCII and the other narrow characters, the common case (a cut cell ends with …), cost a length.
  if (NARROW.test(text)) return text.length;
  let width = 0;
  for (const grapheme of graphemes(text)) width += graphemeWidth(grapheme);
  return width;
}

/** `text` cut to at most `width` columns, ending with `…` when cut; never splits a character. */
export function truncateToWidth(text: string, width: number): string {
  if (width <= 0) return '';
  if (displayWidth(text) <= width) return text;
  // One column a character: no graphemes to find (which loads ICU's break data on a process's first cut).
  if (PRINTABLE_ASCII.test(text)) return `${text.slice(0, width - 1)}…`;
  let used = 0;
  let kept = '';
  for (const grapheme of graphemes(text)) {
    const next = graphemeWidth(grapheme);
    if (used + next > width - 1) break;
    kept += grapheme;
    used += next;
  }
  return `${kept}…`;
}

/** `text` cut or padded with spaces to exactly `width` columns. */
export function fitToWidth(text: string, width: number): string {
  const cut = truncateToWidth(text, width);
  return cut + ' '.repeat(Math.max(0, width - displayWidth(cut)));
}
