import {
  CLI_PATH,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  exitCodeOn,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  startTmuxTerminal,
  type TestEmulator,
  type TmuxTerminal,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
let terminal: TmuxTerminal;

// A fresh emulator and set-up for the test after a failed one: a retry never meets its first try's records.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator({ taskSpeed: 50 });
    const login = await runCli(
      ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
      { env: { SKIFF_CONFIG_DIR: emulator.configDir }, input: DEMO_PASSWORD_FOR_TESTS },
    );
    expect(login.code).toBe(0);
    terminal = startTmuxTerminal('tui', { SKIFF_CONFIG_DIR: emulator.configDir, SKIFF_CACHE_DIR: emulator.configDir });
  },
  async () => {
    terminal?.close();
    await emulator?.close();
  },
);

/**
 * Presses `key` until `check` passes. Seen under a loaded full run (2 workers): a key sent as soon as the screen
 * shows what the test waits for can be lost (the warm-start frame shows before input is read; an Enter during a
 * list's reload). A user presses again; so does the test, only while the screen still waits for that key.
 */
async function pressUntil(key: string, check: (screen: string) => boolean, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (key.length === 1) terminal.type(key, false);
    else terminal.press(key);
    try {
      await terminal.waitForScreen(check, what, attempt < 3 ? 5_000 : 20_000);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Filters the shown list for `text`, opens the first match and waits for `shown`. */
async function openByFilter(text: string, shown: string): Promise<void> {
  await pressUntil('/', (s) => /^\/ _/m.test(s), 'the filter open');
  terminal.type(text);
  await terminal.waitForScreen((s) => s.includes(`/ ${text}`) && !s.includes(`/ ${text}_`), `the filter ${text}`);
  await pressUntil('Enter', (s) => s.includes(shown), shown);
}

describe('skiff tui, the built binary in a real terminal (tmux)', () => {
  it('Given a signed-in profile, When a branch is deployed from its overview, Then the live progress runs to the end and q gives the shell back', async () => {
    terminal.run(`env -u CI -u CONTINUOUS_INTEGRATION node ${CLI_PATH} tui`);
    await terminal.waitForScreen(
      (s) => s.includes('Acme Production') && s.includes('Home'),
      'the workspace list',
      60_000,
    );
    await openByFilter('Acme', 'Projects of Acme Production');
    await openByFilter('storefront', 'Branches of storefront');
    await openByFilter('feature-login', 'Application feature-login');
    await terminal.waitForScreen((s) => s.includes('Not Deployed'), 'the branch not deployed');
    terminal.type('d', false);
    await terminal.waitForScreen((s) => /[█░]+ \d+\/\d+/.test(s), 'the progress bar');
    await terminal.waitForScreen((s) => s.includes('Running') && /(\d+)\/\1\b/.test(s), 'Running at the end', 120_000);
    terminal.type('q', false);
    expect(await exitCodeOn(terminal, 'the shell after quitting')).toBe(0);
    expect(terminal.screen()).not.toContain('feature-login');
  }, 240_000);

  it('Given the TUI at 120x40, When the window shrinks to 40x12 and grows back, Then it says too small with no cell left over, then Home again', async () => {
    terminal.run(`env -u CI -u CONTINUOUS_INTEGRATION node ${CLI_PATH} tui`);
    await terminal.waitForScreen((s) => s.includes('Acme Production') && s.includes('? help'), 'Home', 60_000);
    terminal.resize(40, 12);
    const small = await terminal.waitForScreen((s) => s.includes('Terminal too small'), 'the too-small view');
    expect(small).toContain('40x12; skiff needs 60x16.');
    // Nothing of the list is left on screen (stale cells), and no line is wider than the window.
    expect(small).not.toContain('Acme');
    for (const line of small.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(40);
    terminal.resize(120, 40);
    await terminal.waitForScreen((s) => s.includes('Acme Production') && s.includes('q quit'), 'Home again');
    terminal.type('q', false);
    expect(await exitCodeOn(terminal, 'the shell after quitting')).toBe(0);
  }, 120_000);
});
