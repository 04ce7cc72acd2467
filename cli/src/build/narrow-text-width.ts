/** The options of `string-width` (sindresorhus), which Ink and its helpers call for every piece of text they lay out. */
export interface StringWidthOptions {
  ambiguousIsNarrow?: boolean;
  countAnsiEscapeCodes?: boolean;
}

export type StringWidth = (text: string, options?: StringWidthOptions) => number;

/**
 * Text whose width in columns is its length in UTF-16 units: characters one column wide in every terminal (printable
 * ASCII, `·`, `…`, the arrows ←↑→↓, box drawing and block elements: none is an emoji, a combining mark or a wide
 * character; the East Asian "ambiguous" ones count as narrow, which is string-width's default and the only case this
 * path serves), and the header's bell 🔔, two units and two columns. The first emoji that string-width meets costs
 * it tens of milliseconds (its emoji regex compiles), and the bell is on every frame.
 */
export const NARROW_TEXT = /^(?:[\u0020-\u007E\u00B7\u2026\u2190-\u2193\u2500-\u259F]|\u{1F514})*$/u;

/**
 * string-width with a fast path for `NARROW_TEXT` (the TUI's tables, borders, bars and bell): its width is its
 * length. Anything else goes to the real function, which segments graphemes with `Intl.Segmenter` and
 * matches emoji regexes: exact, but it made the TUI's first frame tens of milliseconds slower.
 */
export function withNarrowFastPath(real: StringWidth, stripAnsi: (text: string) => string): StringWidth {
  return (input, options) => {
    if (typeof input !== 'string' || options?.countAnsiEscapeCodes || options?.ambiguousIsNarrow === false) {
      return real(input, options);
    }
    const text = input.includes('\u001B') || input.includes('\u009B') ? stripAnsi(input) : input;
    return NARROW_TEXT.test(text) ? text.length : real(input, options);
  };
}
