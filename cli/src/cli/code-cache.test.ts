import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFolder, runCachedBundle } from './code-cache.js';

interface Exported {
  answer: number;
  shared: unknown;
  filename: string;
  imported(): Promise<unknown>;
}

let BUNDLE_NOW = '';
const BUNDLE = `
exports.answer = [1, 2, 3].map((n) => n * 14).reduce((a, b) => a + b) / 2;
exports.shared = require('shared');
exports.filename = __filename;
exports.imported = () => __skiffImport('node:path');
`;

describe('running a CommonJS bundle with V8’s code cache', () => {
  let folder: string;
  let bundle: string;
  const saved = process.env.SKIFF_CACHE_DIR;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'skiff-code-cache-'));
    bundle = join(folder, 'bundle.cjs');
    BUNDLE_NOW = '';
    process.env.SKIFF_CACHE_DIR = join(folder, 'cache');
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SKIFF_CACHE_DIR;
    else process.env.SKIFF_CACHE_DIR = saved;
  });

  // V8 keeps what a process compiled: each run's source differs (same length, same time) so that only the file can help.
  let runs = 0;
  const fixedTime = new Date('2026-01-01T00:00:00Z');
  const run = (use = 'list') => {
    writeFileSync(bundle, `${BUNDLE_NOW || BUNDLE}// run ${String(++runs).padStart(4, '0')}\n`);
    utimesSync(bundle, fixedTime, fixedTime);
    return runCachedBundle<Exported>(bundle, {
      provided: { shared: 'the caller’s module' },
      importModule: (name) => import(name),
      use,
    });
  };

  it('Given no cache, When run twice and saved, Then the second run reads its bytecode from a file private to the user', async () => {
    const first = run();
    expect(first.fromCache).toBe(false);
    expect(first.exports.answer).toBe(42);
    expect(first.exports.shared).toBe('the caller’s module');
    expect(first.exports.filename).toBe(bundle);
    expect(await first.exports.imported()).toHaveProperty('join');
    first.saveCodeCache();
    const [file] = readdirSync(cacheFolder());
    expect(file).toMatch(/^bundle\.cjs-.*-list\.v8$/);
    expect(statSync(join(cacheFolder(), file!)).mode & 0o777).toBe(0o600);
    expect(statSync(cacheFolder()).mode & 0o777).toBe(0o700);

    const second = run();
    expect(second.fromCache).toBe(true);
    expect(second.exports.answer).toBe(42);
  });

  it('Given a damaged cache, When run, Then V8 compiles from source, the answer is the same, and the cache is replaced', () => {
    run().saveCodeCache();
    const [file] = readdirSync(cacheFolder());
    writeFileSync(join(cacheFolder(), file!), 'not bytecode');
    const damaged = run();
    expect(damaged.fromCache).toBe(false);
    expect(damaged.exports.answer).toBe(42);
    damaged.saveCodeCache();
    expect(run().fromCache).toBe(true);
  });

  it('Given another use, or a rebuilt bundle, When saved, Then each use keeps its own cache and older builds’ go', () => {
    run('list').saveCodeCache();
    run('tui').saveCodeCache();
    expect(readdirSync(cacheFolder()).sort()).toEqual([
      expect.stringMatching(/-list\.v8$/),
      expect.stringMatching(/-tui\.v8$/),
    ]);
    BUNDLE_NOW = `${BUNDLE}exports.rebuilt = true;\n`;
    const rebuilt = run('list');
    expect(rebuilt.fromCache).toBe(false);
    rebuilt.saveCodeCache();
    expect(readdirSync(cacheFolder())).toHaveLength(1);
  });

  it('Given a cache folder that cannot be written, When saved, Then the command carries on', () => {
    writeFileSync(join(folder, 'cache'), 'a file where the folder should be');
    const result = run();
    expect(() => result.saveCodeCache()).not.toThrow();
    expect(result.exports.answer).toBe(42);
  });
});
