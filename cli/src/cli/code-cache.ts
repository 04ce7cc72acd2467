import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

// Not an ES module import, for the reason skiff.ts gives (this file loads with it).
const { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } =
  process.getBuiltinModule('node:fs');

/**
 * Runs a CommonJS bundle with V8's code cache, the way Node 22's module compile cache does (Node 20 has none for
 * modules): the bytecode V8 compiled in an earlier run is read from the user's cache folder instead of being compiled
 * again from the source. The cache is written once per bundle and Node version, after the caller's first useful work
 * (`saveCodeCache`), so it holds the functions that work compiled; each use of a bundle (a command) has its own. A cache V8 rejects (another Node, other flags) or
 * cannot read is simply compiled again and replaced; nothing else depends on it.
 */

/** The cache folder: `SKIFF_CACHE_DIR`, else `$XDG_CACHE_HOME/skiff`, else `~/.cache/skiff`. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SKIFF_CACHE_DIR) return env.SKIFF_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'skiff');
}

export interface CachedBundle<T> {
  exports: T;
  /** Whether V8 used bytecode from the cache. */
  fromCache: boolean;
  /** Writes the cache when this run compiled the bundle from source; call it after the work worth caching. */
  saveCodeCache(): void;
}

export interface BundleOptions {
  /** What the bundle's `require` of these names gets (modules the caller already loaded and shares with it). */
  provided?: Readonly<Record<string, unknown>>;
  /** The bundle's `import()` (see routeDynamicImports in build/bundles.ts); the caller's own, from an ES module. */
  importModule?: (name: string) => Promise<unknown>;
  /** Which use of the bundle this run is (a command's name): each use keeps its own cache of what it compiled. */
  use?: string;
}

/** Runs the bundle at `path`; any `require` not `provided` is Node's require from the bundle's folder. */
export function runCachedBundle<T>(path: string, options: BundleOptions = {}): CachedBundle<T> {
  const { provided = {}, importModule = noImport, use = 'any' } = options;
  const folder = cacheFolder();
  const { size, mtimeMs } = statSync(path);
  const prefix = `${basename(path)}-`;
  const version = `${size}-${Math.trunc(mtimeMs)}-${process.version}-${process.arch}`;
  const cacheFile = join(folder, `${prefix}${version}-${use.replace(/[^a-z-]/g, '') || 'any'}.v8`);
  const cachedData = readIfThere(cacheFile);
  // The wrapper starts on the bundle's first line, so stack traces keep the bundle's line numbers.
  const wrapper = '(function (exports, require, module, __filename, __dirname, __skiffImport) {';
  const script = new Script(`${wrapper}${readFileSync(path, 'utf8')}\n})`, { filename: path, cachedData });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const nodeRequire = createRequire(path);
  const module = { exports: {} as T };
  const require = (name: string) => (Object.hasOwn(provided, name) ? provided[name] : nodeRequire(name));
  script.runInThisContext()(module.exports, require, module, path, dirname(path), importModule);
  let saved = fromCache;
  return {
    exports: module.exports,
    fromCache,
    saveCodeCache() {
      if (saved) return;
      saved = true;
      writeCache(folder, cacheFile, prefix, version, script.createCachedData());
    },
  };
}

function noImport(name: string): Promise<unknown> {
  return Promise.reject(new Error(`this bundle cannot import ${name}: its loader gave it no importer`));
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the cache (private to the user, whole or not at all) and removes the caches of older builds. */
function writeCache(folder: string, file: string, prefix: string, version: string, data: Buffer): void {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data, { mode: 0o600 });
    renameSync(partial, file);
    for (const name of readdirSync(folder)) {
      if (name.startsWith(prefix) && !name.startsWith(`${prefix}${version}-`)) {
        rmSync(join(folder, name), { force: true });
      }
    }
  } catch {
    // A cache that cannot be written (a read-only home) only means the next start compiles again.
  }
}
