import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Ink draws each frame into a new `Output`, and each `Output` made new caches of what it measured and tokenized: so
 * every frame tokenized every line of text again, though a key press changes two rows of a 120x36 screen. Profiled
 * on All applications (10,020 of them, `node --cpu-prof` of tui/src/bench/key-latency.tsx), tokenizing was a fifth
 * of each key's time and a good part of its garbage. The patch keeps one set of caches for all frames (what they
 * hold depends only on the text), started anew once it holds `MAX_CACHED` lines, so that scrolling a long list does
 * not grow it without end. The build fails if the line is gone (a new Ink), so the patch never silently stops.
 */
const PER_FRAME = '    caches = new OutputCaches();';
const SHARED = '    caches = sharedOutputCaches();';
export const MAX_CACHED = 5000;

const SHARED_CACHES = `
let skiffSharedOutputCaches;
function sharedOutputCaches() {
  const held = skiffSharedOutputCaches ? skiffSharedOutputCaches.styledChars.size + skiffSharedOutputCaches.widths.size : 0;
  if (!skiffSharedOutputCaches || held > ${MAX_CACHED}) skiffSharedOutputCaches = new OutputCaches();
  return skiffSharedOutputCaches;
}
`;

export function patchInkOutputCaches(source: string, path: string): string {
  const found = source.split(PER_FRAME).length - 1;
  if (found !== 1)
    throw new Error(`${path}: expected \`${PER_FRAME.trim()}\` once, found it ${found} times; update the patch`);
  return `${source.replace(PER_FRAME, () => SHARED)}${SHARED_CACHES}`;
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
