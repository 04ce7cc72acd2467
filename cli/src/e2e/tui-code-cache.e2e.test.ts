import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
 * Runs `skiff tui` in a pseudo-terminal (through `script`, as the bench does) and kills it with SIGKILL the moment
 * its output shows `text`: no exit path of the CLI runs after that. Resolves with what it printed.
 */
function tuiKilledOnSight(text: string): Promise<string> {
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
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the TUI showed no '${text}' in time; it printed: ${out.slice(-500)}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (!out.includes(text)) return;
      // Once: more output may still arrive after the kill, and a second kill of the gone process throws ESRCH.
      child.stdout.off('data', onData);
      clearTimeout(timer);
      child.on('close', () => resolve(out));
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') reject(error);
      }
    };
    child.stdout.on('data', onData);
  });
}

const tuiCaches = () => readdirSync(cacheDir).filter((name) => name.endsWith('-tui.v8'));

describe('skiff tui, the code cache of its first start', () => {
  it('Given no cache, When the TUI is killed as soon as its first frame shows, Then both bundles’ caches are saved and the next start reads them', async () => {
    await tuiKilledOnSight('Acme Production');
    const saved = tuiCaches().sort();
    expect(saved).toEqual([
      expect.stringMatching(/^command-demo\.cjs-.*-tui\.v8$/),
      expect.stringMatching(/^tui\.cjs-.*-tui\.v8$/),
    ]);
    const written = saved.map((name) => statSync(join(cacheDir, name)).mtimeMs);

    expect(await tuiKilledOnSight('Acme Production')).toContain('Home');
    // Read, not written again: a start from the cache has nothing to save.
    expect(tuiCaches().sort()).toEqual(saved);
    expect(saved.map((name) => statSync(join(cacheDir, name)).mtimeMs)).toEqual(written);
  }, 90_000);
});
