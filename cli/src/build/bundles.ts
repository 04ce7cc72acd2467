import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { commandBundleFile, commandBundleSources, commandEntry, onlyCommandsPlugin } from './command-bundles.js';
import { commanderLazyChildProcess } from './commander-plugin.js';
import { lazyGraphemeSegmenter } from './grapheme-segmenter-plugin.js';
import { inkOutputCaches } from './ink-output-cache-plugin.js';
import { inkAnsiCheck } from './ink-sanitize-plugin.js';
import { inkTextWidth } from './ink-text-width-plugin.js';
import { nodeProcessModule } from './node-process-plugin.js';
import { reactInterop } from './react-interop-plugin.js';
import { yogaForInk } from './yoga-plugin.js';

/**
 * The CLI's CommonJS bundles, beside `skiff.js` in dist/: `main.cjs` (the commands and the SDK), `emulator.cjs` and
 * `tui.cjs`. `skiff.js` runs them with V8's code cache (see cli/code-cache.ts): Node 20 caches no ES module,
 * so an ES module build compiles all its JavaScript again at every start.
 */

/** Packages loaded from node_modules at run time, not bundled (yaml: only for a YAML options file). */
export const MAIN_EXTERNALS = ['better-sqlite3', '@inquirer/prompts', 'open', 'undici', 'ws', 'yaml'];

/** What the TUI bundle gets from the CLI that loads it: the same SDK instance (both of the entries it imports). */
export const PROVIDED_TO_TUI = ['@skiff/sdk', '@skiff/sdk/domain'];

/** The name the bundles' `import()` calls go through (a parameter of the bundle's wrapper, see code-cache.ts). */
export const IMPORT_HOOK = '__skiffImport';

/**
 * A script run by `vm` has no `import()` of its own on Node 20 (that needs a flag, or an experimental option that
 * prints a warning), so each `import("name")` left in the bundle (external packages, Node's own modules) calls the
 * importer that `skiff.js`, an ES module, hands over. The build fails if another kind of `import(` is left.
 */
export function routeDynamicImports(source: string, path: string): string {
  const routed = source.replace(/(?<![\w$.])import\((?="[^"]+"\))/g, `${IMPORT_HOOK}(`);
  const left = routed.match(/(?<![\w$.])import\(/g)?.length ?? 0;
  if (left > 0) throw new Error(`${path}: ${left} import( calls with no string name; route them or import statically`);
  return routed;
}

/**
 * A bundle with a single character beyond ASCII is read by Node as a two-byte string (UTF-8 decoded and widened):
 * for the ~900 KB TUI bundle, 4.5 ms a start instead of 1.8. esbuild escapes strings, templates and identifiers
 * itself and drops comments, but leaves regular expression literals as written (one of `open`'s helpers has curly
 * quotes in one), and there `\uXXXX` means the same character, surrogate pairs included.
 */
export function escapeNonAscii(source: string): string {
  return source.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Ink's reconciler awaits two imports at its top level, both only when `DEV=true` (React devtools, which the bundled
 * CLI leaves out: `react-devtools-core` is an empty module). A CommonJS file cannot await at its top level, so in the
 * bundle those two branches do nothing. The build fails if either line is gone (a new Ink), so the patch never
 * silently stops applying.
 */
const DEV_ONLY_AWAITS: ReadonlyArray<[string, string]> = [
  ["await import('./devtools.js');", 'void 0;'],
  ['? await loadPackageJson()', '? { name: undefined, version: undefined }'],
];

export function patchInkReconciler(source: string, path: string): string {
  let patched = source;
  for (const [line, replacement] of DEV_ONLY_AWAITS) {
    const found = patched.split(line).length - 1;
    if (found !== 1) throw new Error(`${path}: expected \`${line}\` once, found it ${found} times; update the patch`);
    patched = patched.replace(line, () => replacement);
  }
  return patched;
}

const inkReconciler: Plugin = {
  name: 'ink-reconciler-without-devtools',
  setup(build) {
    build.onLoad({ filter: /[\\/]ink[\\/]build[\\/]reconciler\.js$/ }, async (args) => ({
      contents: patchInkReconciler(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};

/**
 * `@skiff/tui` and `@skiff/emulator` are `tui.cjs` and `emulator.cjs`, never bundled into `main.cjs` (the TUI's
 * sub-path `warm-start` is): a command that uses neither reads and compiles neither.
 */
const packagesApart: Plugin = {
  name: 'packages-apart',
  setup(build) {
    build.onResolve({ filter: /^@skiff\/(?:tui|emulator)$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * `import.meta.url` in a CommonJS bundle: the bundle's file URL, worked out when a module reads it (the web assets'
 * folder, a bundled package), not at every start (node:url's pathToFileURL was most of a millisecond of each
 * `skiff workspaces list`, which reads it nowhere).
 */
export const IMPORT_META_URL = '__skiffImportMeta.url';
export const IMPORT_META_BANNER =
  'var __skiffImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };';

/**
 * Builds `outfile` in dist/ (or, given `outfiles` and options with several entry points and an `outdir`, each of
 * them), then routes its `import()` calls and escapes it to ASCII.
 */
async function buildBundle(
  cliFolder: string,
  outfile: string | readonly string[],
  options: BuildOptions,
): Promise<void> {
  const paths = (typeof outfile === 'string' ? [outfile] : outfile).map((file) => resolve(cliFolder, 'dist', file));
  await build({
    ...(typeof outfile === 'string' ? { outfile: paths[0] } : { outdir: resolve(cliFolder, 'dist') }),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    conditions: ['source'],
    alias: { 'react-devtools-core': resolve(cliFolder, 'src/build/empty.ts') },
    // Less text to parse when the cache is cold; names are kept so that --verbose stack traces stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
    ...options,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'import.meta.url': IMPORT_META_URL,
      ...options.define,
    },
    banner: { js: IMPORT_META_BANNER },
  });
  for (const path of paths) {
    await writeFile(path, escapeNonAscii(routeDynamicImports(await readFile(path, 'utf8'), path)));
  }
}

/**
 * Builds `dist/main.cjs`, each command's own `dist/command-NAME.cjs` (see command-bundles.ts), `dist/emulator.cjs`
 * and `dist/tui.cjs`.
 */
export async function buildBundles(cliFolder: string, version: string): Promise<void> {
  // main.cjs and the commands' bundles in one build: esbuild reads and parses their common sources once.
  const files = [...commandBundleSources(await readFile(resolve(cliFolder, 'src/commands/modules.ts'), 'utf8')).keys()];
  await buildBundle(cliFolder, ['main.cjs', ...files.map(commandBundleFile)], {
    entryPoints: [
      { in: resolve(cliFolder, 'src/main.ts'), out: 'main' },
      ...files.map((file) => ({ in: commandEntry(file), out: commandBundleFile(file).replace(/\.cjs$/, '') })),
    ],
    outExtension: { '.js': '.cjs' },
    external: MAIN_EXTERNALS,
    define: { __SKIFF_VERSION__: JSON.stringify(version) },
    plugins: [onlyCommandsPlugin(cliFolder), packagesApart, commanderLazyChildProcess],
  });
  await buildBundle(cliFolder, 'emulator.cjs', {
    entryPoints: [resolve(cliFolder, '../packages/emulator/src/index.ts')],
    external: ['better-sqlite3', 'ws'],
  });
  await buildBundle(cliFolder, 'tui.cjs', {
    entryPoints: [resolve(cliFolder, 'src/build/tui-entry.ts')],
    external: PROVIDED_TO_TUI,
    plugins: tuiBundlePlugins(cliFolder),
  });
}

/**
 * The patches of Ink and React that `tui.cjs` is built with; scripts/bench-tui.mjs bundles its measuring programs
 * with them too, so that the bench times the TUI users run.
 */
export function tuiBundlePlugins(cliFolder: string): Plugin[] {
  return [
    inkTextWidth(cliFolder),
    lazyGraphemeSegmenter(cliFolder),
    inkReconciler,
    inkOutputCaches,
    inkAnsiCheck,
    yogaForInk(cliFolder),
    reactInterop(resolve(cliFolder, '../tui')),
    nodeProcessModule,
  ];
}
