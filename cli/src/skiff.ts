#!/usr/bin/env node
/**
 * The `skiff` binary. `--version` and the root `--help` are answered before anything else is loaded (the version
 * is inlined and the root help written next to the bundle at build time, see tsup.config.ts); a command runs its own
 * bundle `command-NAME.cjs` (main.ts with only that command, see build/command-bundles.ts), anything else (help, no
 * command, a typo) `main.cjs` (the whole tree), with V8's code cache; each command loads its service when it runs.
 *
 * Built as CommonJS (dist/package.json says so, see tsup.config.ts): Node 20 runs a CommonJS main file without
 * starting its ES module loader, which an ES module entry and its first `import()` cost (about 10-20 ms of CPU of
 * each `skiff workspaces list`, measured with `perf stat -e task-clock`). ES module packages are still `import()`ed.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chosenCommand } from './cli/chosen-command.js';

// `node:fs` is not imported as an ES module: Node would build its namespace, reading every export, and a few of
// them load fs streams that no command needs at start-up (about 1% of the TUI start-up's instructions).
const { readFileSync } = process.getBuiltinModule('node:fs');

declare const __SKIFF_VERSION__: string | undefined;
declare const __SKIFF_COMMAND_BUNDLES__: Readonly<Record<string, string>> | undefined;

/** The bundle that runs `word`'s command: its own, or the whole tree's (and so from source, where none are built). */
function bundleOf(word: string | undefined): string {
  const bundles = typeof __SKIFF_COMMAND_BUNDLES__ === 'object' ? __SKIFF_COMMAND_BUNDLES__ : {};
  return (word !== undefined && Object.hasOwn(bundles, word) && bundles[word]) || 'main.cjs';
}

/** The folder of this file (dist/): a CommonJS module's own `__dirname`, with no ES module loader involved. */
const here = __dirname;

function prebuiltRootHelp(): string | undefined {
  // The file is 80 columns wide: a narrower terminal gets commander's own wrapping.
  if (process.env.SKIFF_NO_HELP_CACHE || (process.stdout.isTTY && process.stdout.columns < 80)) return undefined;
  try {
    return readFileSync(join(here, 'root-help.txt'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The bundles' CommonJS dependencies are required, not imported: an `import()` of a CommonJS package runs Node's
 * export scanner over its files (the push channel's `ws`: about a tenth of the TUI's start-up), `require` does not.
 */
const COMMONJS_PACKAGES = new Set(['ws', 'undici', 'better-sqlite3']);

/** A CommonJS package shaped as `import()` gives it: its exports, and `default` the whole `module.exports`. */
function requireAsImport(name: string): unknown {
  const exported = createRequire(join(here, 'skiff.js'))(name);
  return { ...exported, default: exported };
}

async function run(args: string[]): Promise<void> {
  const { runCachedBundle } = await import('./cli/code-cache.js');
  const word = chosenCommand(args);
  const bundle = runCachedBundle<typeof import('./main.js')>(join(here, bundleOf(word)), {
    // Required in a microtask, as `import()` would settle, not while the caller is still running: the TUI opens its
    // push channel just before it renders, and `ws` (with node:tls and node:crypto) then loaded before the first frame.
    importModule: (name) => (COMMONJS_PACKAGES.has(name) ? Promise.resolve(name).then(requireAsImport) : import(name)),
    // Each command keeps its own cache.
    use: word ?? 'root',
  });
  // A command that keeps running (the TUI) says when its start-up is done: the cache is saved then too.
  const code = await bundle.exports.main(args, () => bundle.saveCodeCache());
  // A failed command (a typo, a usage error) leaves no cache behind.
  if (code === 0) bundle.saveCodeCache();
  // A pipe takes a large write in the background: exit only once stdout has handed everything over, or the end
  // of a long output (`skiff logs tail ... | wc -l`, `skiff api ...`) is lost.
  if (process.stdout.writableLength > 0) await new Promise((resolve) => process.stdout.once('drain', resolve));
  // Idle keep-alive sockets and timers of finished work must not keep a finished command alive.
  process.exit(code);
}

const args = process.argv.slice(2);
const only = args.length === 1 ? args[0] : undefined;
const help = only === '--help' || only === '-h' || only === 'help' ? prebuiltRootHelp() : undefined;
if (only === '--version' || only === '-V') {
  process.stdout.write(`${typeof __SKIFF_VERSION__ === 'string' ? __SKIFF_VERSION__ : '0.0.0-dev'}\n`);
} else if (help !== undefined) {
  process.stdout.write(help);
} else {
  // A failure that escapes main() ends the process as an uncaught error would (exit 1), as a top-level await did.
  run(args).catch((error: unknown) => {
    process.nextTick(() => {
      throw error;
    });
  });
}
