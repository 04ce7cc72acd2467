import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Ink asks of every text it lays out or draws (each time it squashes a Text's nodes: when yoga measures it and when
 * it is drawn) whether it holds an escape or a C1 control character, walking the text a code point at a time with a
 * function call each. On the TUI's first frame, with that code not yet compiled, it was a few milliseconds
 * (profile of `skiff tui` up to its first frame). The patch asks one regular expression the same question. The
 * build fails if the function is no longer written this way (a new Ink), so the patch never silently stops applying.
 */
export const WALKED_CHECK = `export const hasAnsiControlCharacters = (text) => {
    if (text.includes(escapeCharacter)) {
        return true;
    }
    for (const character of text) {
        if (isC1ControlCharacter(character)) {
            return true;
        }
    }
    return false;
};`;

/** The same answer: ESC (U+001B), or a code point from U+0080 to U+009F (isC1ControlCharacter). */
const ONE_EXPRESSION = 'export const hasAnsiControlCharacters = (text) => /[\\u001B\\u0080-\\u009F]/.test(text);';

export function patchInkAnsiCheck(source: string, path: string): string {
  const found = source.split(WALKED_CHECK).length - 1;
  if (found !== 1) {
    throw new Error(`${path}: expected Ink's hasAnsiControlCharacters once, found it ${found} times; update the patch`);
  }
  return source.replace(WALKED_CHECK, () => ONE_EXPRESSION);
}

/** Patches Ink's `build/ansi-tokenizer.js` as it is bundled. */
export const inkAnsiCheck: Plugin = {
  name: 'ink-ansi-check',
  setup(build) {
    build.onLoad({ filter: /[\\/]ink[\\/]build[\\/]ansi-tokenizer\.js$/ }, async (args) => ({
      contents: patchInkAnsiCheck(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
