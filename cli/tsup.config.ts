import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { buildBundles } from './src/build/bundles.js';
import { commandBundleFiles } from './src/build/command-bundles.js';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };

/**
 * `dist/skiff.js`, the small CommonJS entry with its code-cache loader (CommonJS because `dist/package.json` says so:
 * Node 20 then starts no ES module loader for it, see src/skiff.ts); the commands and the TUI are the CommonJS
 * bundles `main.cjs` and `tui.cjs` that it runs with V8's code cache (see src/build/bundles.ts).
 */
export default defineConfig({
  entry: { skiff: 'src/skiff.ts' },
  format: ['cjs'],
  outExtension: () => ({ js: '.js' }),
  platform: 'node',
  target: 'node20',
  splitting: false,
  clean: true,
  sourcemap: false,
  define: {
    __SKIFF_VERSION__: JSON.stringify(version),
    // Which bundle runs each command word (the others run main.cjs).
    __SKIFF_COMMAND_BUNDLES__: JSON.stringify(commandBundleFiles(here)),
  },
  // Then the bundles, and the root help, written by the program just built (so it cannot drift), read by the entry
  // without commander.
  async onSuccess() {
    // dist/ is its own package scope: `.js` there is CommonJS, whatever cli/package.json's `type` says.
    writeFileSync(resolve(here, 'dist/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
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
