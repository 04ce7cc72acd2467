import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { buildBundles } from './src/build/bundles.js';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };

/**
 * `dist/skiff.js`, the small ES module entry (and its code-cache loader); the commands and the TUI are the CommonJS
 * bundles `main.cjs` and `tui.cjs` that it runs with V8's code cache (see src/build/bundles.ts).
 */
export default defineConfig({
  entry: { skiff: 'src/skiff.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: false,
  define: { __SKIFF_VERSION__: JSON.stringify(version) },
  // Then the bundles, and the root help, written by the program just built (so it cannot drift), read by the entry
  // without commander.
  async onSuccess() {
    await buildBundles(here, version);
    const helpFile = resolve(here, 'dist/root-help.txt');
    rmSync(helpFile, { force: true });
    const help = execFileSync(process.execPath, [resolve(here, 'dist/skiff.js'), '--help'], {
      env: { ...process.env, SKIFF_NO_HELP_CACHE: '1', NO_COLOR: '1', COLUMNS: '80' },
      encoding: 'utf8',
    });
    writeFileSync(helpFile, help);
  },
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
