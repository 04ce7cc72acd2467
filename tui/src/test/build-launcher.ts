import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the tmux launcher the way the CLI bundles the TUI (source condition, no devtools, production React),
 * into `tui/test-output/` so that the external packages resolve from the repository's node_modules.
 */
export async function buildLauncher(tuiRoot: string): Promise<string> {
  const outDir = join(tuiRoot, 'test-output');
  mkdirSync(outDir, { recursive: true });
  const empty = join(outDir, 'empty.js');
  writeFileSync(empty, 'export default {};\n');
  const outfile = join(outDir, `tmux-launcher-${process.pid}.mjs`);
  await build({
    entryPoints: [join(tuiRoot, 'src/test/tmux-launcher.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    jsx: 'automatic',
    alias: { 'react-devtools-core': empty },
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['better-sqlite3', 'ws', 'undici'],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __skiffRequire } from 'node:module'; const require = __skiffRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  return outfile;
}
