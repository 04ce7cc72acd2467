/**
 * Bundled in place of `new Intl.Segmenter(...)` in Ink's text helpers (see grapheme-segmenter-plugin.ts). Ink splits
 * every line it draws into graphemes; the first `Intl.Segmenter` a process makes loads ICU's locale data, about a
 * sixth of a bare `node -e 0`'s start-up, and three of Ink's helpers each make one when they load. This one makes the
 * real segmenter only when text needs it: text made only of `SINGLE_CODE_POINT_GRAPHEMES` splits code point by code
 * point, which is what ICU answers for it (tested against ICU).
 */

/**
 * Text in which every code point is a grapheme of its own: Latin-1 and Latin extended letters (below the combining
 * marks at U+0300) without CR (CR LF is one grapheme), general punctuation, currency, arrows, mathematical and
 * technical symbols, box drawing, blocks, geometric shapes, dingbats (U+2010 to U+2BFF, without the combining marks
 * for symbols at U+20D0 to U+20FF), and the pictographs U+1F300 to U+1F5FF (like the header's bell) without the skin
 * tone modifiers, which extend the emoji before them. None of these extends or joins its neighbours.
 */
export const SINGLE_CODE_POINT_GRAPHEMES =
  /^(?:[\u0000-\u000C\u000E-\u02FF\u2010-\u20CF\u2100-\u2BFF]|[\u{1F300}-\u{1F3FA}\u{1F400}-\u{1F5FF}])*$/u;

type SegmenterArguments = ConstructorParameters<typeof Intl.Segmenter>;

/** An `Intl.Segmenter` for graphemes that makes the real one on first need. */
export class LazyGraphemeSegmenter {
  readonly #arguments: SegmenterArguments;
  readonly #graphemes: boolean;
  #real: Intl.Segmenter | undefined;

  constructor(...args: SegmenterArguments) {
    this.#arguments = args;
    this.#graphemes = (args[1]?.granularity ?? 'grapheme') === 'grapheme';
  }

  segment(input: string): Intl.Segments {
    const text = String(input);
    if (this.#graphemes && SINGLE_CODE_POINT_GRAPHEMES.test(text)) return codePointSegments(text);
    return this.#segmenter().segment(text);
  }

  resolvedOptions(): Intl.ResolvedSegmenterOptions {
    return this.#segmenter().resolvedOptions();
  }

  #segmenter(): Intl.Segmenter {
    this.#real ??= new Intl.Segmenter(...this.#arguments);
    return this.#real;
  }
}

/** The segments of text whose graphemes are its code points, shaped as `Intl.Segmenter` gives them. */
function codePointSegments(input: string): Intl.Segments {
  return {
    *[Symbol.iterator](): Generator<Intl.SegmentData, undefined> {
      let index = 0;
      for (const segment of input) {
        yield { segment, index, input };
        index += segment.length;
      }
      return undefined;
    },
    containing(codeUnitIndex = 0) {
      const at = Math.trunc(Number(codeUnitIndex)) || 0;
      if (at < 0 || at >= input.length) return undefined;
      const index =
        at > 0 && isLowSurrogate(input.charCodeAt(at)) && isHighSurrogate(input.charCodeAt(at - 1)) ? at - 1 : at;
      return { segment: String.fromCodePoint(input.codePointAt(index) ?? 0), index, input };
    },
  };
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
