import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SINGLE_CODE_POINT_GRAPHEMES } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { patchSegmenter, SEGMENTING_MODULES } from './grapheme-segmenter-plugin.js';
import { LazyGraphemeSegmenter } from './lazy-grapheme-segmenter.js';

const icu = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const segments = (found: Iterable<Intl.SegmentData>) => [...found].map(({ segment, index }) => [segment, index]);

/** A deterministic pseudo-random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Code points from every range the fast path serves, and the edges around them. */
const FAST_RANGES: Array<[number, number]> = [
  [0x00, 0x0c],
  [0x0e, 0x2ff],
  [0x2010, 0x20cf],
  [0x2100, 0x2bff],
  [0x1f300, 0x1f3fa],
  [0x1f400, 0x1f5ff],
];

describe('the grapheme segmenter bundled into Ink’s text helpers', () => {
  it('Given 5,000 random texts the fast path serves, When segmented, Then the graphemes are those ICU finds', () => {
    const next = random(7);
    const lazy = new LazyGraphemeSegmenter(undefined, { granularity: 'grapheme' });
    for (let n = 0; n < 5_000; n++) {
      let text = '';
      for (let length = next(12); length > 0; length--) {
        const [low, high] = FAST_RANGES[next(FAST_RANGES.length)]!;
        text += String.fromCodePoint(low + next(high - low + 1));
      }
      expect(SINGLE_CODE_POINT_GRAPHEMES.test(text)).toBe(true);
      expect(segments(lazy.segment(text))).toEqual(segments(icu.segment(text)));
    }
  });

  it('Given texts with joined graphemes, When segmented, Then ICU segments them (CR LF, marks, flags, ZWJ emoji, skin tones)', () => {
    const lazy = new LazyGraphemeSegmenter();
    for (const text of ['a\r\nb', 'e\u0301', '🇫🇷!', '👩‍💻 x', '👍🏽', '1️⃣', '한국어', '🔔\uFE0F']) {
      expect(SINGLE_CODE_POINT_GRAPHEMES.test(text)).toBe(false);
      expect(segments(lazy.segment(text))).toEqual(segments(icu.segment(text)));
    }
  });

  it('Given a served text, When asked which grapheme contains an index, Then it answers as ICU does', () => {
    const text = '│ 🔔 3 ─ x';
    const lazy = new LazyGraphemeSegmenter().segment(text);
    const real = icu.segment(text);
    for (let index = -1; index <= text.length; index++) {
      const [mine, theirs] = [lazy.containing(index), real.containing(index)];
      expect(mine && [mine.segment, mine.index]).toEqual(theirs && [theirs.segment, theirs.index]);
    }
  });

  it('Given Ink’s helpers as installed, When patched, Then none makes a real segmenter when it loads', () => {
    const require = createRequire(createRequire(import.meta.url).resolve('ink'));
    const installed = (name: string, file: string) =>
      (require.resolve.paths(name) ?? []).map((folder) => join(folder, name, file)).find((path) => existsSync(path));
    const files = [
      installed('@alcalzone/ansi-tokenize', 'build/tokenize.js'),
      installed('slice-ansi', 'tokenize-ansi.js'),
      require.resolve('string-width'),
    ].map((file) => file ?? expect.fail('one of Ink’s text helpers is not installed where Ink finds it'));
    for (const file of files) {
      const patched = patchSegmenter(readFileSync(file, 'utf8'), file, '/lazy.ts');
      expect(patched).not.toContain('new Intl.Segmenter(');
      expect(patched).toContain('new __SkiffLazyGraphemeSegmenter(');
    }
    expect(files.slice(0, 2).every((file) => SEGMENTING_MODULES.test(file))).toBe(true);
  });

  it('Given a module without exactly one segmenter, When patched, Then the build stops with a sentence naming the file', () => {
    expect(() => patchSegmenter('export default 1;', '/x/tokenize.js', '/lazy.ts')).toThrow(
      /\/x\/tokenize.js: expected `new Intl.Segmenter\(` once, found it 0 times/,
    );
  });
});
