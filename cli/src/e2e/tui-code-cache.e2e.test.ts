import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_PATH } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

let configDir: string;
let cacheDir: string;

useSignedInCli(undefined, (signedIn) => {
  configDir = signedIn.emulator.configDir;
  cacheDir = join(configDir, 'code-cache');
});

/**
 * Runs `skiff tui` in a pseudo-terminal (through `script`, as the bench does) until its output shows `text`, then
 * waits for `then` (polled while the TUI keeps running) and kills it with SIGKILL: no exit path of the CLI runs
 * after that. With `quit`, it presses q instead and waits for the TUI to exit. Resolves with what it printed.
 */
function tuiUntil(text: string, end: { killWhen: () => boolean } | { quit: true }): Promise<string> {
  const pidFile = join(configDir, 'tui.pid');
  const command = `echo $$ > ${pidFile}; exec ${process.execPath} ${CLI_PATH} tui`;
  const child = spawn('script', ['-qfec', `sh -c '${command}'`, '/dev/null'], {
    env: {
      ...process.env,
      SKIFF_CONFIG_DIR: configDir,
      SKIFF_CACHE_DIR: cacheDir,
      NO_COLOR: '1',
      TERM: 'xterm-256color',
      COLUMNS: '120',
      LINES: '40',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let poll: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`the TUI showed no '${text}' (or saved nothing) in time; it printed: ${out.slice(-500)}`));
    }, 30_000);
    const kill = () => {
      clearInterval(poll);
      clearTimeout(timer);
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') reject(error);
      }
    };
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (!out.includes(text)) return;
      // Once: more output may still arrive, and a second kill of the gone process throws ESRCH.
      child.stdout.off('data', onData);
      child.stdout.resume();
      if ('quit' in end) {
        child.stdin.write('q');
        return;
      }
      if (end.killWhen()) kill();
      else poll = setInterval(() => end.killWhen() && kill(), 10);
    };
    child.stdout.on('data', onData);
  });
}

/** The TUI's caches in the cache folder (none while the folder is not made yet). */
const tuiCaches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.endsWith('-tui.v8')) : []);

describe('skiff tui, the code cache of its first start', () => {
  it('Given no cache, When the TUI’s first frame shows, Then both bundles’ caches are saved while it runs and the next start reads them', async () => {
    // Saved just after the first frame is written (off its path): waited for while the TUI runs, then it is killed.
    await tuiUntil('Acme Production', { killWhen: () => tuiCaches().length === 2 });
    const saved = tuiCaches().sort();
    expect(saved).toEqual([
      expect.stringMatching(/^command-demo\.cjs-.*-tui\.v8$/),
      expect.stringMatching(/^tui\.cjs-.*-tui\.v8$/),
    ]);
    const written = saved.map((name) => statSync(join(cacheDir, name)).mtimeMs);

    // Run to its end this time (q), so that a save it should not make would have been made.
    expect(await tuiUntil('Acme Production', { quit: true })).toContain('Home');
    // Read, not written again: a start from the cache has nothing to save.
    expect(tuiCaches().sort()).toEqual(saved);
    expect(saved.map((name) => statSync(join(cacheDir, name)).mtimeMs)).toEqual(written);
  }, 90_000);
});
