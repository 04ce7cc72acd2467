import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NARROW_TEXT, type StringWidth, withNarrowFastPath } from './narrow-text-width.js';

/** Ink's own string-width and strip-ansi, resolved from Ink's folder as the CLI build does. */
async function inkModule<T>(name: string): Promise<T> {
  const fromInk = createRequire(createRequire(import.meta.url).resolve('ink'));
  return ((await import(pathToFileURL(fromInk.resolve(name)).href)) as { default: T }).default;
}

const real = await inkModule<StringWidth>('string-width');
const stripAnsi = await inkModule<(text: string) => string>('strip-ansi');
const fast = withNarrowFastPath(real, stripAnsi);

function everyNarrowCharacter(): string[] {
  const all: string[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    const character = String.fromCharCode(code);
    if (NARROW_TEXT.test(character)) all.push(character);
  }
  return all;
}

describe('the TUI bundle string width (fast path for narrow text)', () => {
  it('Given each character the fast path counts as one column, Then Ink’s own string-width agrees', () => {
    const characters = everyNarrowCharacter();
    expect(characters.length).toBeGreaterThan(200);
    const disagreeing = characters.filter((character) => real(character) !== 1);
    expect(disagreeing).toEqual([]);
  });

  it('Given the header’s bell, Then it is two units long and two columns wide, alone or beside text', () => {
    expect(NARROW_TEXT.test('🔔 3')).toBe(true);
    expect(real('🔔')).toBe('🔔'.length);
    expect(real('local @ http://127.0.0.1:4600  🔔 12')).toBe('local @ http://127.0.0.1:4600  🔔 12'.length);
  });

  it.each([
    ['plain ASCII', 'Acme Production  3/1/4  AWS'],
    ['a table border', '────────────┼──────'],
    ['styled text', '\u001b[1m\u001b[36mHome\u001b[22m › \u001b[39mstorefront…'],
    ['a progress bar', '\u001b[32m██████░░░░\u001b[39m 54/108'],
    ['the bell', 'notifications 🔔 3'],
    ['the bell in text presentation', 'bell 🔔\uFE0E 3'],
    ['another emoji', 'deployed 🚀'],
    ['wide characters', '工作区 Acme'],
    ['combining marks', 'cafe\u0301'],
    ['a hyperlink', '\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007'],
    ['the empty string', ''],
  ])('Given %s, When measured, Then the width is Ink’s own', (_name, text) => {
    expect(fast(text)).toBe(real(text));
    expect(fast(text, { ambiguousIsNarrow: false })).toBe(real(text, { ambiguousIsNarrow: false }));
    expect(fast(text, { countAnsiEscapeCodes: true })).toBe(real(text, { countAnsiEscapeCodes: true }));
  });
});
