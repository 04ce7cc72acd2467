import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/** Ink's text helpers that make an `Intl.Segmenter` when they load: each gets ours (see lazy-grapheme-segmenter.ts). */
export const SEGMENTING_MODULES =
  /[\\/](?:@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize|slice-ansi[\\/]tokenize-ansi)\.js$/;

const REAL = 'new Intl.Segmenter(';

/**
 * One module's source with its `new Intl.Segmenter(` made a `LazyGraphemeSegmenter` from `lazyModule`. The build
 * fails if the module no longer has exactly one (a new version), so the patch never silently stops applying.
 */
export function patchSegmenter(source: string, path: string, lazyModule: string): string {
  const found = source.split(REAL).length - 1;
  if (found !== 1) {
    throw new Error(`${path}: expected \`${REAL}\` once, found it ${found} times; update the patch`);
  }
  const ours = `import { LazyGraphemeSegmenter as __SkiffLazyGraphemeSegmenter } from ${JSON.stringify(lazyModule)};\n`;
  return ours + source.replace(REAL, () => 'new __SkiffLazyGraphemeSegmenter(');
}

/** The path of the module that `patchSegmenter` imports, in the CLI's folder. */
export const lazySegmenterModule = (cliFolder: string) => resolve(cliFolder, 'src/build/lazy-grapheme-segmenter.ts');

/** Patches `SEGMENTING_MODULES` as they are bundled. */
export function lazyGraphemeSegmenter(cliFolder: string): Plugin {
  return {
    name: 'lazy-grapheme-segmenter',
    setup(build) {
      build.onLoad({ filter: SEGMENTING_MODULES }, async (args) => ({
        contents: patchSegmenter(await readFile(args.path, 'utf8'), args.path, lazySegmenterModule(cliFolder)),
        loader: 'js',
      }));
    },
  };
}
