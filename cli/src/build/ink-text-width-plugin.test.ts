import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchInkStringWidth } from './ink-text-width-plugin.js';

const inkStringWidthPath = createRequire(createRequire(import.meta.url).resolve('ink')).resolve('string-width');

describe('the build patch of Ink’s string-width (emoji regex built on first use)', () => {
  it('Given Ink’s installed string-width, When patched, Then its emoji regex is no longer built when the module loads', () => {
    const patched = patchInkStringWidth(readFileSync(inkStringWidthPath, 'utf8'), inkStringWidthPath);
    expect(patched).not.toContain('const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;');
    expect(patched).toContain('rgiEmojiRegexBuilt ??=');
  });

  it('Given the patched line, When it tests text, Then it answers as the regex it replaces', () => {
    const patched = patchInkStringWidth('const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;', 'line');
    const test = new Function(`${patched}; return (text) => rgiEmojiRegex.test(text);`)() as (text: string) => boolean;
    // biome-ignore lint/complexity/useRegexLiterals: the v flag needs es2024 as a literal; this project targets es2022
    const eager = new RegExp('^\\p{RGI_Emoji}$', 'v');
    for (const text of ['🔔', 'a', '👩‍💻', '🇫🇷', '1️⃣', '©', '🔔🔔', '']) expect(test(text)).toBe(eager.test(text));
  });

  it('Given a string-width without that line, When patched, Then the build stops with a sentence naming the file', () => {
    expect(() => patchInkStringWidth('export default () => 1;', '/x/string-width/index.js')).toThrow(
      /\/x\/string-width\/index.js: expected the line .* once, found it 0 times/,
    );
  });
});
