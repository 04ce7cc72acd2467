import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Ink draws each frame into a new `Output`, and each `Output` made new caches of what it measured and tokenized: so
 * every frame tokenized every line of text again and turned every row of cells back into a string, though a key press
 * changes two rows of a 120x36 screen. Profiled on All applications (10,020 of them, `node --cpu-prof` of
 * tui/src/bench/key-latency.tsx), tokenizing was a fifth of each key's time, and turning rows into strings a third of
 * what was left. The patch keeps one set of caches for all frames (what they hold depends only on the text), started
 * anew once they hold `MAX_CACHED` entries so that scrolling a long list does not grow them without end, and caches
 * each row's string under the writes that made it (their columns and text, in order: they decide its cells). The
 * build fails if a patched line is gone (a new Ink), so the patch never silently stops applying.
 */
export const MAX_CACHED = 5000;

/** Each line of Ink's output.js that is patched, and what it becomes. */
const PATCHES: ReadonlyArray<readonly [string, string]> = [
  ['    caches = new OutputCaches();', '    caches = sharedOutputCaches();'],
  // Every frame started from a grid of new blank cells (120x35 objects a frame, most of a key press's garbage):
  // one shared blank cell serves them all, since a write replaces a cell and never changes one.
  [
    `            const row = [];
            for (let x = 0; x < this.width; x++) {
                row.push({
                    type: 'char',
                    value: ' ',
                    fullWidth: false,
                    styles: [],
                });
            }`,
    '            const row = new Array(this.width).fill(SKIFF_BLANK_CELL);',
  ],
  ['    styledChars = new Map();', '    styledChars = new Map();\n    rows = new Map();'],
  // A row's writes decide its cells within the frame's width (a write past it leaves holes): the key starts with it.
  [
    '        const output = [];',
    "        const output = [];\n        const rowKeys = new Array(this.height).fill(this.width + '\\u0002');",
  ],
  [
    '                    const characters = this.caches.getStyledChars(line);',
    '                    const characters = this.caches.getStyledChars(line);\n' +
      "                    rowKeys[y + offsetY] += x + '\\u0000' + line + '\\u0001';",
  ],
  [
    '            .map(line => {',
    '            .map((line, row) => {\n' +
      '            const known = this.caches.rows.get(rowKeys[row]);\n' +
      '            if (known !== undefined) return known;',
  ],
  [
    '            return styledCharsToString(lineWithoutEmptyItems).trimEnd();',
    '            const text = skiffRowString(lineWithoutEmptyItems).trimEnd();\n' +
      '            this.caches.rows.set(rowKeys[row], text);\n' +
      '            return text;',
  ],
  // A line without escapes made only of characters one column wide that are each a grapheme (printable ASCII, `·`,
  // `…`, the arrows, box drawing and block elements: NARROW_TEXT of narrow-text-width.ts without its bell) is one
  // plain cell per character: what the tokenizer (a grapheme segmenter, an object and a copied style list per
  // character) and a width lookup per character answer for it, made without either. Most of a frame's lines are
  // such (all but the bell's under NO_COLOR); the first frame draws each once, with Ink's code not yet compiled, and
  // there the tokenizer was most of Ink's time.
  [
    '            cached = styledCharsFromTokens(tokenize(line));',
    '            cached = SKIFF_NARROW_LINE.test(line) ? skiffNarrowChars(line) : styledCharsFromTokens(tokenize(line));',
  ],
  [
    `                    let offsetX = x;
                    for (const character of characters) {`,
    `                    let offsetX = x;
                    if (characters.skiffNarrow === true) {
                        for (let index = 0; index < characters.length; index++) {
                            currentLine[offsetX + index] = characters[index];
                        }
                        offsetX += characters.length;
                    }
                    else
                    for (const character of characters) {`,
  ],
];

const SHARED_CACHES = `
const SKIFF_BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
let skiffSharedOutputCaches;
function sharedOutputCaches() {
  const caches = skiffSharedOutputCaches;
  const held = caches ? caches.styledChars.size + caches.widths.size + caches.rows.size : 0;
  if (!caches || held > ${MAX_CACHED}) skiffSharedOutputCaches = new OutputCaches();
  return skiffSharedOutputCaches;
}
const SKIFF_NARROW_LINE = /^[\\x20-\\x7e\\xb7\\u2026\\u2190-\\u2193\\u2500-\\u259f]*$/;
const SKIFF_NARROW_CELLS = new Map();
function skiffNarrowChars(line) {
  const cells = new Array(line.length);
  for (let index = 0; index < line.length; index++) {
    const value = line[index];
    let cell = SKIFF_NARROW_CELLS.get(value);
    if (cell === undefined) {
      cell = Object.freeze({ type: 'char', value, fullWidth: false, styles: Object.freeze([]) });
      SKIFF_NARROW_CELLS.set(value, cell);
    }
    cells[index] = cell;
  }
  cells.skiffNarrow = true;
  return cells;
}
// A row of cells without styles is their characters; styledCharsToString diffs the styles of each pair of cells.
function skiffRowString(cells) {
  for (const cell of cells) if (cell.styles.length !== 0) return styledCharsToString(cells);
  let text = '';
  for (const cell of cells) text += cell.value;
  return text;
}
`;

export function patchInkOutputCaches(source: string, path: string): string {
  let patched = source;
  for (const [line, replacement] of PATCHES) {
    const found = patched.split(line).length - 1;
    if (found !== 1) {
      throw new Error(`${path}: expected \`${line.trim()}\` once, found it ${found} times; update the patch`);
    }
    patched = patched.replace(line, () => replacement);
  }
  return `${patched}${SHARED_CACHES}`;
}

/** Patches Ink's `build/output.js` as it is bundled. */
export const inkOutputCaches: Plugin = {
  name: 'ink-output-caches',
  setup(build) {
    build.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, async (args) => ({
      contents: patchInkOutputCaches(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
