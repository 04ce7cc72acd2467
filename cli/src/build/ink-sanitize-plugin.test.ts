import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchInkAnsiCheck } from './ink-sanitize-plugin.js';

const TOKENIZER_JS = join(dirname(createRequire(import.meta.url).resolve('ink')), 'ansi-tokenizer.js');

type Check = (text: string) => boolean;

/** Ink's hasAnsiControlCharacters from its source, patched or not (the module imports nothing). */
async function check(source: string): Promise<Check> {
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  return (await import(url)).hasAnsiControlCharacters;
}

describe("Ink's check for escapes and C1 controls", () => {
  it('Given random texts of escapes, C1 controls, surrogates and wide text, When checked, Then the patch answers as Ink', async () => {
    const source = readFileSync(TOKENIZER_JS, 'utf8');
    const [ink, patched] = await Promise.all([check(source), check(patchInkAnsiCheck(source, TOKENIZER_JS))]);
    const units = [
      'a',
      ' ',
      '\u001b',
      '[',
      'm',
      '\u007f',
      '\u0080',
      '\u009b',
      '\u009f',
      '\u00a0',
      '日',
      '\ud83d',
      '\udd14',
    ];
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n;
    };
    let found = 0;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: next(8) }, () => units[next(units.length)]).join('');
      expect(patched(text), JSON.stringify(text)).toBe(ink(text));
      if (ink(text)) found++;
    }
    expect(found).toBeGreaterThan(100);
  });

  it('Given the patched source, When patched again, Then the build stops naming what it expected', () => {
    const patched = patchInkAnsiCheck(readFileSync(TOKENIZER_JS, 'utf8'), TOKENIZER_JS);
    expect(() => patchInkAnsiCheck(patched, TOKENIZER_JS)).toThrow(/expected Ink's hasAnsiControlCharacters once/);
  });
});
