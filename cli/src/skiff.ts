#!/usr/bin/env node
/**
 * The `skiff` binary. `--version` and the root `--help` are answered before anything else is loaded (the version
 * is inlined and the root help written next to the bundle at build time, see tsup.config.ts); everything else
 * runs `main.cjs` (the commands, built by build/bundles.ts) with V8's code cache, and each command loads its own
 * service only when it runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

declare const __SKIFF_VERSION__: string | undefined;

function prebuiltRootHelp(): string | undefined {
  // The file is 80 columns wide: a narrower terminal gets commander's own wrapping.
  if (process.env.SKIFF_NO_HELP_CACHE || (process.stdout.isTTY && process.stdout.columns < 80)) return undefined;
  try {
    return readFileSync(new URL('./root-help.txt', import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

const args = process.argv.slice(2);
const only = args.length === 1 ? args[0] : undefined;
const help = only === '--help' || only === '-h' || only === 'help' ? prebuiltRootHelp() : undefined;
if (only === '--version' || only === '-V') {
  process.stdout.write(`${typeof __SKIFF_VERSION__ === 'string' ? __SKIFF_VERSION__ : '0.0.0-dev'}\n`);
} else if (help !== undefined) {
  process.stdout.write(help);
} else {
  const { runCachedBundle } = await import('./cli/code-cache.js');
  const bundle = runCachedBundle<typeof import('./main.js')>(fileURLToPath(new URL('./main.cjs', import.meta.url)), {
    importModule: (name) => import(name),
    // Each command keeps its own cache: the first word that is not an option (a profile's name at worst).
    use: args.find((word) => !word.startsWith('-')) ?? 'root',
  });
  const code = await bundle.exports.main(args);
  // A failed command (a typo, a usage error) leaves no cache behind.
  if (code === 0) bundle.saveCodeCache();
  // A pipe takes a large write in the background: exit only once stdout has handed everything over, or the end
  // of a long output (`skiff logs tail ... | wc -l`, `skiff api ...`) is lost.
  if (process.stdout.writableLength > 0) await new Promise((resolve) => process.stdout.once('drain', resolve));
  // Idle keep-alive sockets and timers of finished work must not keep a finished command alive.
  process.exit(code);
}
