import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_PATH } from '@skiff/testkit';
import { expect, it } from 'vitest';

/**
 * The README's short tour, read from README.md itself and run line by line in bash as printed, with `skiff` the
 * built CLI, in a fresh HOME: it starts its own emulator (`emulator start --detach --port 0`) and stops it at the
 * end. Lines marked `# interactive` (the TUI, the web app, a watch that runs until Ctrl-C) are not run.
 */
const ROOT = new URL('../../../', import.meta.url);

function tourLines(): string[] {
  const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
  const block = /## A short tour[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "A short tour" sh block');
  return block.split('\n').filter((line) => line.trim() && !line.includes('# interactive'));
}

function runBash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

it('Given a fresh HOME, When the README tour runs as printed, Then every line exits 0', async () => {
  const lines = tourLines();
  expect(lines.length).toBeGreaterThan(15);
  const home = mkdtempSync(join(tmpdir(), 'skiff-tour-'));
  cpSync(new URL('examples', ROOT), join(home, 'examples'), { recursive: true });
  const steps = lines.map(
    (line, i) =>
      `echo "### ${i + 1}: $(printf %q ${JSON.stringify(line)})" >&2\n${line} || { echo "### FAILED line ${i + 1} (exit $?)" >&2; skiff emulator stop >/dev/null 2>&1; exit 1; }`,
  );
  const script = [
    'set -o pipefail',
    `skiff() { node ${JSON.stringify(CLI_PATH)} "$@"; }`,
    // Only what the tour's `skiff web --open` would need is left out; nothing else stubs the commands.
    ...steps,
  ].join('\n');
  const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' };
  const result = await runBash(script, home, env);
  expect(result.output).not.toContain('### FAILED');
  expect(result.code, result.output).toBe(0);
  // The tour's jq line printed the workspace names, one a line.
  expect(result.output).toMatch(/^Acme Production$/m);
}, 300_000);
