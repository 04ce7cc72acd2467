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
/** The pane with its escape sequences (colours, bold) as the terminal holds them. */
const paneWithStyles = () => tmux('capture-pane', '-p', '-e', '-t', SESSION);
/** A colour in an SGR sequence: a foreground or background of the 8/16, 256 or true-colour palettes. */
const COLOUR_SGR = /\u001b\[(?:[0-9;]*;)?(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;[0-9;]*)?m/;
const alternateScreenOn = () => tmux('display-message', '-p', '-t', SESSION, '#{alternate_on}').trim() === '1';

/** Types a command line in the pane's shell and runs it. */
function run(commandLine: string): void {
  tmux('send-keys', '-t', SESSION, '-l', commandLine);
  tmux('send-keys', '-t', SESSION, 'Enter');
}

/** Filters the shown list for `text` and opens the first match, then waits for `shown`. */
async function openByFilter(text: string, shown: string): Promise<string> {
  tmux('send-keys', '-t', SESSION, '-l', `/${text}`);
  tmux('send-keys', '-t', SESSION, 'Enter');
  await paneShows((p) => p.includes(`/ ${text}`) && !p.includes(`/ ${text}_`), `the filter ${text}`);
  tmux('send-keys', '-t', SESSION, 'Enter');
  return paneShows((p) => p.includes(shown), shown);
}

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

  it('Given NO_COLOR in a real terminal, When every workspace tab is shown with its header, Then not one colour is drawn; without it the states are coloured', async () => {
    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION NO_COLOR=1 node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list');
    await openByFilter('Acme', 'Projects of Acme Production');
    await paneShows((p) => p.includes(' projects · '), 'the workspace header');
    tmux('send-keys', '-t', SESSION, 'Tab');
    await paneShows((p) => p.includes('Applications of Acme Production') && p.includes('Running'), 'the apps tab');
    expect(paneWithStyles()).not.toMatch(COLOUR_SGR);
    for (const title of [
      'Cluster deployments of',
      'VPS of',
      'Members of',
      'Custom domains of',
      'Catalogs of',
      'Activities of',
      'Help of',
      'Settings of',
    ]) {
      tmux('send-keys', '-t', SESSION, 'Tab');
      await paneShows((p) => p.includes(`${title} Acme Production`), title);
      expect(paneWithStyles(), title).not.toMatch(COLOUR_SGR);
    }
    tmux('send-keys', '-t', SESSION, '-l', 'q');
    await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');

    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION -u NO_COLOR node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list again');
    await openByFilter('Acme', 'Projects of Acme Production');
    tmux('send-keys', '-t', SESSION, 'Tab');
    await paneShows(
      (p) => p.includes('Applications of Acme Production') && p.includes('Running'),
      'the apps tab again',
    );
    expect(paneWithStyles()).toMatch(COLOUR_SGR);
    tmux('send-keys', '-t', SESSION, '-l', 'q');
    await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting again');
  }, 240_000);

  it('Given a real terminal, When a branch is deployed from its overview, Then the live progress runs to the end on the alternate screen', async () => {
    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list');
    expect(alternateScreenOn()).toBe(true);
    await openByFilter('Acme', 'Projects of Acme Production');
    await openByFilter('storefront', 'Branches of storefront');
    await openByFilter('feature-login', 'Application feature-login');
    await paneShows((p) => p.includes('Not Deployed'), 'the branch not deployed');
    tmux('send-keys', '-t', SESSION, '-l', 'd');
    await paneShows((p) => /[█░]+ \d+\/\d+/.test(p), 'the progress bar');
    await paneShows((p) => p.includes('Running') && /(\d+)\/\1\b/.test(p), 'Running at the end', 120_000);
    expect(alternateScreenOn()).toBe(true);
    tmux('send-keys', '-t', SESSION, '-l', 'q');
    const after = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');
    expect(after).not.toContain('feature-login');
    expect(alternateScreenOn()).toBe(false);
  }, 240_000);
});
