// Builds the floor under the TUI's first frame (scripts/bench-floor-tui.mjs) the way skiff builds and runs tui.cjs:
// one CommonJS bundle with the same Ink, React and yoga patches (tuiPlugins of bench-tui.mjs), run by a small
// loader with a V8 code cache of its own (written after its first run, as skiff's are). Used by scripts/bench.mjs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { noDevtools, tuiPlugins } from './bench-tui.mjs';

const source = fileURLToPath(new URL('./bench-floor-tui.mjs', import.meta.url));

/** The loader: runs floor.cjs with the code cache in its folder (made on the first run), then `run(ORIGIN)`. */
const LOADER = `const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');
const bundle = join(__dirname, 'floor.cjs');
const cacheFile = join(__dirname, 'floor.v8');
let cachedData;
try { cachedData = readFileSync(cacheFile); } catch {}
const wrapper = '(function (exports, require, module, __filename, __dirname) {';
const script = new Script(wrapper + readFileSync(bundle, 'utf8') + '\\n})', { filename: bundle, cachedData });
const loaded = { exports: {} };
script.runInThisContext()(loaded.exports, require, loaded, bundle, __dirname);
loaded.exports.run(process.argv[2]).then(() => {
  if (cachedData === undefined || script.cachedDataRejected) writeFileSync(cacheFile, script.createCachedData());
});
`;

/** Writes the floor's bundle and loader into `dir`; returns the loader's path (run it as `node LOADER ORIGIN`). */
export async function buildFloorTui(dir) {
  await build({
    entryPoints: [source],
    outfile: join(dir, 'floor.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [noDevtools, ...(await tuiPlugins({ withYoga: true }))],
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__floorUrl' },
    banner: { js: 'var __floorUrl = require("node:url").pathToFileURL(__filename).href;' },
    logLevel: 'error',
  });
  const loader = join(dir, 'floor-run.cjs');
  writeFileSync(loader, LOADER);
  return loader;
}
