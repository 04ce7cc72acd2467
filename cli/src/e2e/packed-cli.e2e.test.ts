import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLI_PATH,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  exitCodeOn,
  startTestEmulator,
  startTmuxTerminal,
  type TestEmulator,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The CLI as a user installs it: `npm pack -w cli` (one tarball), then `npm install -g` of that tarball into a
 * throwaway prefix outside the repository, offline and with an empty npm cache, so everything it runs with comes
 * from the tarball (see scripts/cli-bundled-dependencies.mjs). Packs the built cli/dist, as the other e2e files run it.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const { version } = JSON.parse(readFileSync(join(repo, 'cli/package.json'), 'utf8')) as { version: string };

let work: string;
let skiff: string;
let env: Record<string, string>;
let emulator: TestEmulator;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], options: { input?: string; cwd?: string } = {}): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(file, args, { cwd: options.cwd ?? work, env, timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(options.input ?? '');
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'skiff-packed-'));
  const home = join(work, 'home');
  // A user's machine: its own HOME, config and cache, an empty npm cache, no NODE_PATH, nothing of the repository.
  env = {
    PATH: `${join(work, 'prefix/bin')}:${process.env.PATH}`,
    HOME: home,
    SKIFF_CONFIG_DIR: join(home, '.config/skiff'),
    SKIFF_CACHE_DIR: join(home, '.cache/skiff'),
    npm_config_cache: join(work, 'npm-cache'),
    NO_COLOR: '1',
  };
  const pack = await run('npm', ['pack', '-w', 'cli', '--pack-destination', work], { cwd: repo });
  expect(pack.code, pack.stderr).toBe(0);
  const tarball = join(work, pack.stdout.trim().split('\n').at(-1)!);
  const install = await run('npm', [
    'install',
    '-g',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(work, 'prefix'),
    tarball,
  ]);
  expect(install.code, install.stderr).toBe(0);
  skiff = join(work, 'prefix/bin/skiff');
  emulator = await startTestEmulator({ taskSpeed: 50 });
}, 120_000);

afterAll(async () => {
  await emulator?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed CLI, installed with npm install -g from its one tarball', () => {
  it('Given the installed package, Then it runs from its own folder, carries the SDK and TUI, and not better-sqlite3', () => {
    const installed = join(work, 'prefix/lib/node_modules/@skiff/cli');
    expect(resolve(installed)).not.toContain(resolve(repo));
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, object>;
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@skiff/'))).toEqual([]);
    expect(() => readFileSync(join(installed, 'dist/tui.cjs'))).not.toThrow();
    expect(() => readFileSync(join(installed, 'node_modules/better-sqlite3/package.json'))).toThrow();
  });

  it('Given the installed skiff, When asked its version, Then it prints the package version', async () => {
    const result = await run(skiff, ['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('Given an emulator, When signing in with the installed skiff, Then it is signed in and lists workspaces', async () => {
    const login = await run(
      skiff,
      ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      {
        input: DEMO_PASSWORD_FOR_TESTS,
      },
    );
    expect(login.code, login.stderr).toBe(0);
    const list = await run(skiff, ['workspaces', 'list', '--json']);
    expect(list.code, list.stderr).toBe(0);
    expect((JSON.parse(list.stdout) as { items: Array<{ name: string }> }).items.map((item) => item.name)).toContain(
      'Acme Production',
    );
  });

  it('Given the signed-in profile, When skiff tui runs in a real terminal, Then its first frame shows the workspaces and q quits', async () => {
    const terminal = startTmuxTerminal('packed', env);
    try {
      terminal.run(`env -u CI -u CONTINUOUS_INTEGRATION ${skiff} tui`);
      await terminal.waitForScreen((s) => s.includes('Acme Production') && s.includes('Home'), 'the TUI Home', 30_000);
      terminal.type('q', false);
      expect(await exitCodeOn(terminal, 'the shell after quitting')).toBe(0);
    } finally {
      terminal.close();
    }
  }, 60_000);

  it('Given no better-sqlite3, When starting a local platform, Then one sentence says how to add it; once installed beside skiff, it starts', async () => {
    const refused = await run(skiff, ['emulator', 'start', '--memory', '--port', '0', '--detach']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Error: The local platform needs better-sqlite3, which this install of skiff does not include.',
    );
    expect(refused.stderr).toContain('npm install -g better-sqlite3');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    // What `npm install -g better-sqlite3` leaves beside skiff, taken from the repository's install (no registry here).
    for (const name of ['better-sqlite3', 'bindings', 'file-uri-to-path']) {
      cpSync(join(repo, 'node_modules', name), join(work, 'prefix/lib/node_modules', name), { recursive: true });
    }
    const started = await run(skiff, ['emulator', 'start', '--memory', '--port', '0', '--detach']);
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout.trim()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await run(skiff, ['emulator', 'stop'])).code).toBe(0);
  }, 60_000);

  it('Given the repository, Then the packed binary is the built one (the test packs cli/dist)', () => {
    expect(readFileSync(join(work, 'prefix/lib/node_modules/@skiff/cli/dist/skiff.js'), 'utf8')).toBe(
      readFileSync(CLI_PATH, 'utf8'),
    );
  });
});
