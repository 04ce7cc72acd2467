import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };

/**
 * The SDK's Node entry imports `undici` (about 100 ms to load) and `ws` (about 40 ms) at the top. The CLI sends its
 * requests over node:http and opens the push channel rarely, so inside the SDK both are replaced by shims that load
 * the real package on first use. Other importers (the emulator) keep the real, external package.
 */
const lazySdkDependencies: Plugin = {
  name: 'lazy-sdk-dependencies',
  setup(build) {
    build.onResolve({ filter: /^(undici|ws)$/ }, (args) => {
      if (!/[/\\]sdk[/\\]src[/\\]/.test(args.importer)) return { path: args.path, external: true };
      return { path: resolve(here, `src/build/lazy-${args.path}.ts`) };
    });
  },
};

/**
 * The SDK writes `import { z } from 'zod'`: that binding is zod's whole namespace object, so nothing of zod can be
 * tree-shaken (every locale included) and the SDK chunk is about 770 KB. As `import * as z`, esbuild keeps only
 * what the SDK uses (about 220 KB), which is most of the start-up time of a command. The SDK is asked to write it
 * this way (cli/SDK-REQUESTS.md); until then the import is rewritten here, and the rewrite is a no-op after.
 */
const zodNamespaceImports: Plugin = {
  name: 'zod-namespace-imports',
  setup(build) {
    build.onLoad({ filter: /[/\\]sdk[/\\]src[/\\].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes("import { z } from 'zod';")) return undefined;
      return { contents: text.replace("import { z } from 'zod';", "import * as z from 'zod';"), loader: 'ts' };
    });
  },
};

/**
 * The TUI and the emulator are written alongside the CLI; while one has no source entry yet, the CLI still builds
 * and says so at run time (see `loadOptionalPackage`).
 */
const optionalWorkspacePackages: Plugin = {
  name: 'optional-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@skiff\/(tui|emulator)$/ }, (args) => {
      const folder = args.path === '@skiff/tui' ? '../tui' : '../packages/emulator';
      if (existsSync(resolve(here, folder, 'src/index.ts'))) return undefined;
      console.warn(`[skiff build] ${args.path} has no src/index.ts yet: left external.`);
      return { path: args.path, external: true };
    });
  },
};

export default defineConfig({
  entry: { skiff: 'src/skiff.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: false,
  noExternal: [/^@skiff\//, 'commander', 'chalk'],
  // ws and undici: see lazySdkDependencies.
  external: ['better-sqlite3', '@inquirer/prompts', 'open'],
  define: {
    __SKIFF_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  // Bundled CommonJS (commander, ink's dependencies) calls require() for Node built-ins.
  banner: {
    js: "import { createRequire as __skiffCreateRequire } from 'node:module'; const require = __skiffCreateRequire(import.meta.url);",
  },
  esbuildPlugins: [lazySdkDependencies, zodNamespaceImports, optionalWorkspacePackages],
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
  esbuildOptions(options) {
    options.conditions = ['source'];
    // Less text to parse at every start; names are kept so that --verbose stack traces stay readable.
    options.minifyWhitespace = true;
    options.minifySyntax = true;
    options.alias = { 'react-devtools-core': resolve(here, 'src/build/empty.ts') };
  },
});
