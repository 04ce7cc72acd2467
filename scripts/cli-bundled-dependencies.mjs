#!/usr/bin/env node
/**
 * `npm pack -w cli` carries the CLI's run-time dependencies inside the tarball (`bundleDependencies` in
 * cli/package.json), so that `npm install -g skiff-cli-X.tgz` needs no registry. npm packs a bundled dependency only
 * from the package's own node_modules, and a workspace's dependencies are hoisted to the repository's: so `prepack`
 * copies each of them, with everything it needs at run time, from node_modules/ into cli/node_modules/ (`stage`), and
 * `postpack` removes exactly those copies again (`unstage`). The SDK, the TUI and the emulator's code are already
 * inside cli/dist (see cli/src/build/bundles.ts); better-sqlite3, the emulator's native SQLite, is an optional peer.
 *
 * Usage: node scripts/cli-bundled-dependencies.mjs stage|unstage
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'cli');
const rootModules = join(root, 'node_modules');
const cliModules = join(cli, 'node_modules');
/** The names `stage` copied, so that `unstage` removes those and nothing the workspace installed itself. */
const record = join(cliModules, '.skiff-staged.json');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Where Node finds `name` from a package's folder: its own node_modules, then each parent's. */
function findPackage(name, from) {
  for (let dir = from; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  throw new Error(`${name} (needed from ${relative(root, from) || '.'}) is not installed: run npm install first.`);
}

/** The folders, in the repository's node_modules, of every package the CLI's run-time dependencies reach. */
function runTimeClosure() {
  const { bundleDependencies = [] } = readJson(join(cli, 'package.json'));
  const seen = new Set();
  const queue = bundleDependencies.map((name) => findPackage(name, cli));
  while (queue.length > 0) {
    const folder = queue.pop();
    if (seen.has(folder)) continue;
    seen.add(folder);
    const manifest = readJson(join(folder, 'package.json'));
    const optional = manifest.optionalDependencies ?? {};
    for (const name of Object.keys({ ...manifest.dependencies, ...optional })) {
      try {
        queue.push(findPackage(name, folder));
      } catch (error) {
        if (!(name in optional)) throw error;
      }
    }
  }
  return [...seen];
}

function unstage() {
  if (!existsSync(record)) return;
  for (const name of readJson(record)) {
    rmSync(join(cliModules, name), { recursive: true, force: true });
    // A scope folder the copy made (`@inquirer`) goes too once empty.
    const scope = dirname(join(cliModules, name));
    if (scope !== cliModules && readdirSync(scope).length === 0) rmSync(scope, { recursive: true });
  }
  rmSync(record);
}

function stage() {
  unstage();
  const staged = [];
  for (const folder of runTimeClosure()) {
    // A package nested in another's node_modules is copied with it; one already in cli/node_modules stays.
    const path = relative(rootModules, folder);
    if (path.startsWith('..') || path.includes(`${sep}node_modules${sep}`)) continue;
    const target = join(cliModules, path);
    if (existsSync(target)) {
      const want = readJson(join(folder, 'package.json')).version;
      const have = readJson(join(target, 'package.json')).version;
      if (want !== have) throw new Error(`cli/node_modules/${path} is ${have}; a run-time dependency needs ${want}.`);
      continue;
    }
    cpSync(folder, target, { recursive: true, dereference: true });
    staged.push(path.split(sep).join('/'));
  }
  writeFileSync(record, `${JSON.stringify(staged.sort(), null, 2)}\n`);
}

const command = process.argv[2];
if (command === 'stage') stage();
else if (command === 'unstage') unstage();
else {
  process.stderr.write('Usage: node scripts/cli-bundled-dependencies.mjs stage|unstage\n');
  process.exit(2);
}
