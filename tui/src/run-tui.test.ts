import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLauncher } from './test/build-launcher.js';

const TUI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOCKET = `skiff-tui-test-${process.pid}`;
const SESSION = 'tui';

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

const pane = () => tmux('capture-pane', '-p', '-t', SESSION);

// Generous: on a loaded 2-core CI machine the launcher's emulator (scrypt-hashed demo users) takes a while to start.
async function paneShows(check: (text: string) => boolean, what: string, timeoutMs = 60_000): Promise<string> {
  try {
    return (await waitFor(() => (check(pane()) ? pane() : undefined), what, timeoutMs)) as string;
  } catch (error) {
    throw new Error(`${(error as Error).message}\npane:\n${pane()}`);
  }
}

let launcher: string;

beforeAll(async () => {
  launcher = await buildLauncher(TUI_ROOT);
  tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '40', 'bash --norc --noprofile');
});

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
  if (launcher) rmSync(launcher, { force: true });
});

describe('runTui in a real terminal (tmux)', () => {
  it('Given a shell, When the TUI runs, is driven by keys and quit with q or Ctrl+C, Then the terminal is as it was', async () => {
    tmux(
      'send-keys',
      '-t',
      SESSION,
      '-l',
      `echo BEFORE-TUI; env -u CI -u CONTINUOUS_INTEGRATION node ${launcher}; echo TUI-EXIT-$?`,
    );
    tmux('send-keys', '-t', SESSION, 'Enter');
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list');

    tmux('send-keys', '-t', SESSION, '-l', '/Acme');
    await paneShows((p) => p.includes('/ Acme_') && p.includes('(1 of'), 'the filter narrowing the list');
    tmux('send-keys', '-t', SESSION, 'Enter');
    await paneShows((p) => p.includes('/ Acme') && !p.includes('/ Acme_'), 'the filter kept');
    tmux('send-keys', '-t', SESSION, 'Enter');
    await paneShows((p) => p.includes('Home > Acme Production') && p.includes('storefront'), 'the projects');

    tmux('send-keys', '-t', SESSION, '-l', '?');
    await paneShows((p) => p.includes('Key bindings'), 'the help');
    tmux('send-keys', '-t', SESSION, 'Escape');
    await paneShows((p) => p.includes('Projects of Acme Production'), 'the projects again');

    tmux('send-keys', '-t', SESSION, '-l', 'q');
    const after = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');
    expect(after).toContain('BEFORE-TUI');
    expect(after).not.toContain('Acme Production');
    expect(after).not.toContain('Key bindings');
    expect(tmux('display-message', '-p', '-t', SESSION, '#{cursor_flag} #{alternate_on}').trim()).toBe('1 0');

    // Ctrl+C quits too, and leaves the terminal the same way.
    tmux(
      'send-keys',
      '-t',
      SESSION,
      '-l',
      `clear; env -u CI -u CONTINUOUS_INTEGRATION node ${launcher}; echo TUI-EXIT-$?`,
    );
    tmux('send-keys', '-t', SESSION, 'Enter');
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list again');
    tmux('send-keys', '-t', SESSION, 'C-c');
    const afterCtrlC = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after Ctrl+C');
    expect(afterCtrlC).not.toContain('Acme Production');
    expect(tmux('display-message', '-p', '-t', SESSION, '#{cursor_flag} #{alternate_on}').trim()).toBe('1 0');
  }, 240_000);
});
