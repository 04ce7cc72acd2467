/**
 * Bundled in place of `new Intl.Segmenter(...)` in Ink's text helpers (see grapheme-segmenter-plugin.ts). Ink splits
 * every line it draws into graphemes; the first `Intl.Segmenter` a process makes loads ICU's locale data, about a
 * sixth of a bare `node -e 0`'s start-up, and three of Ink's helpers each make one when they load. This one makes the
 * real segmenter only when text needs it: text made only of `SINGLE_CODE_POINT_GRAPHEMES` splits code point by code
 * point, which is what ICU answers for it (tested against ICU).
 */

import { SINGLE_CODE_POINT_GRAPHEMES } from '@skiff/sdk/domain';

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
