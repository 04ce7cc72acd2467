import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * commander requires `node:child_process` when it loads, only to run executable subcommands (`git-style`), which
 * skiff has none of. Loading it also loads `net`'s relatives `dgram` and the child-process internals: about 3.6 ms of
 * each command's start (`node --cpu-prof` on `skiff workspaces list --json`). Bundled, commander gets a stand-in
 * that requires the real module on its first `spawn`. The build fails if the line is gone (a new commander), so the
 * patch never silently stops applying.
 */
const EAGER = "const childProcess = require('node:child_process');";
const LAZY = "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };";

export function patchCommanderChildProcess(source: string, path: string): string {
  const found = source.split(EAGER).length - 1;
  if (found !== 1) throw new Error(`${path}: expected \`${EAGER}\` once, found it ${found} times; update the patch`);
  return source.replace(EAGER, () => LAZY);
}

/** Patches commander's `lib/command.js` as it is bundled. */
export const commanderLazyChildProcess: Plugin = {
  name: 'commander-lazy-child-process',
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, async (args) => ({
      contents: patchCommanderChildProcess(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
