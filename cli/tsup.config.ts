import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { lazyGraphemeSegmenter } from './src/build/grapheme-segmenter-plugin.js';
import { inkTextWidth } from './src/build/ink-text-width-plugin.js';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  entry: { skiff: 'src/skiff.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: false,
  noExternal: [/^@skiff\//, 'commander', 'chalk'],
  external: ['better-sqlite3', '@inquirer/prompts', 'open', 'undici', 'ws'],
  define: {
    __SKIFF_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  // Bundled CommonJS (commander, ink's dependencies) calls require() for Node built-ins.
  banner: {
    js: "import { createRequire as __skiffCreateRequire } from 'node:module'; const require = __skiffCreateRequire(import.meta.url);",
  },
  // The root help, written by the program just built (so it cannot drift), read by the entry without commander.
  async onSuccess() {
    const helpFile = resolve(here, 'dist/root-help.txt');
    rmSync(helpFile, { force: true });
    const help = execFileSync(process.execPath, [resolve(here, 'dist/skiff.js'), '--help'], {
      env: { ...process.env, SKIFF_NO_HELP_CACHE: '1', NO_COLOR: '1', COLUMNS: '80' },
      encoding: 'utf8',
    });
    writeFileSync(helpFile, help);
  },
  esbuildPlugins: [inkTextWidth(here), lazyGraphemeSegmenter(here)],
  esbuildOptions(options) {
    options.conditions = ['source'];
    // Less text to parse at every start; names are kept so that --verbose stack traces stay readable.
    options.minifyWhitespace = true;
    options.minifySyntax = true;
    options.alias = { 'react-devtools-core': resolve(here, 'src/build/empty.ts') };
  },
});
