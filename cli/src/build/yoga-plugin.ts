import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Yoga's emscripten glue carries its WebAssembly inlined as base64 and decodes it when it loads with `atob` (which
 * checks every character in JavaScript) and then a `charCodeAt` loop over the ~90 KB binary string, both run by the
 * interpreter on every TUI start. Node's Buffer decodes it natively.
 */
const DECODE_IN_JAVASCRIPT =
  'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c';
const DECODE_WITH_BUFFER = 'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))';

/** Yoga's glue with its base64 decoded by Buffer. The build fails if the line is not there once (a new yoga). */
export function patchYogaBase64(source: string, path: string): string {
  const found = source.split(DECODE_IN_JAVASCRIPT).length - 1;
  if (found !== 1) {
    throw new Error(`${path}: expected yoga's base64 decoding once, found it ${found} times; update the patch`);
  }
  return source.replace(DECODE_IN_JAVASCRIPT, () => DECODE_WITH_BUFFER);
}

const YOGA_GLUE = /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;

/**
 * Ink's `yoga-layout` is yoga-for-ink.ts in the TUI bundle (its sub-path `load`, which that file imports, is not),
 * and yoga's glue decodes its WebAssembly natively (patchYogaBase64).
 */
export function yogaForInk(cliFolder: string): Plugin {
  return {
    name: 'yoga-for-ink',
    setup(build) {
      build.onResolve({ filter: /^yoga-layout$/ }, () => ({ path: resolve(cliFolder, 'src/build/yoga-for-ink.ts') }));
      build.onLoad({ filter: YOGA_GLUE }, async (args) => ({
        contents: patchYogaBase64(await readFile(args.path, 'utf8'), args.path),
        loader: 'js',
      }));
    },
  };
}
