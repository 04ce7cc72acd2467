import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BundleOptions, runCachedBundle } from './code-cache.js';
import { loadOptionalPackage } from './optional-package.js';

export interface LoadedPackage<T> {
  exports: T;
  /** Writes the bundle's code cache, if this run compiled it (see code-cache.ts); call it after the first work. */
  saveCodeCache(): void;
}

/**
 * One of the suite's packages that the built CLI carries as its own CommonJS bundle beside `main.cjs` (the TUI, the
 * emulator; see build/bundles.ts), run with V8's code cache. From source (tests), the package itself.
 */
export async function loadBundledPackage<T>(
  name: string,
  file: string,
  load: () => Promise<T>,
  options: BundleOptions = {},
): Promise<LoadedPackage<T>> {
  const path = fileURLToPath(new URL(`./${file}`, import.meta.url));
  if (!existsSync(path)) return { exports: await loadOptionalPackage(name, load), saveCodeCache() {} };
  return runCachedBundle<T>(path, options);
}
