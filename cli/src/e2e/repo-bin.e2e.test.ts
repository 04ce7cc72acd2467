import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's two ways to `skiff` in a clone after `npm install`: `npx skiff` in the repository (npm links workspace
 * bins into node_modules/.bin), and `npm link -w cli` (here into a throwaway global prefix, not the machine's).
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const { version } = JSON.parse(readFileSync(join(repo, 'cli/package.json'), 'utf8')) as { version: string };

let work: string;
let env: Record<string, string>;

function run(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(file, args, { cwd: repo, env, timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skiff-repo-bin-'));
  env = {
    PATH: process.env.PATH ?? '',
    HOME: join(work, 'home'),
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_prefix: join(work, 'prefix'),
    NO_COLOR: '1',
  };
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('skiff in a clone after npm install', () => {
  it('Given the repository root, When running npx skiff, Then the workspace bin runs with no registry', async () => {
    const shown = await run('npx', ['--offline', '--no-install', 'skiff', '--version']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout.trim()).toBe(version);
    const help = await run('npx', ['--offline', '--no-install', 'skiff', 'auth', '--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('login');
  });

  it('Given npm link -w cli, Then skiff is on the global bin folder and runs the repository build', async () => {
    const link = await run('npm', ['link', '-w', 'cli', '--offline', '--no-audit', '--no-fund']);
    expect(link.code, link.stderr).toBe(0);
    const skiff = join(work, 'prefix/bin/skiff');
    const result = await run(skiff, ['--version']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(version);
    const help = await run(skiff, ['workspaces', '--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('list');
  });
});
