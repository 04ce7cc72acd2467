import {
  CLI_PATH,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  exitCodeOn,
  runCli,
  startTestEmulator,
  startTmuxTerminal,
  type TestEmulator,
  type TmuxTerminal,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let emulator: TestEmulator;
let terminal: TmuxTerminal;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 50 });
  const login = await runCli(
    ['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'],
    { env: { SKIFF_CONFIG_DIR: emulator.configDir }, input: DEMO_PASSWORD_FOR_TESTS },
  );
  expect(login.code).toBe(0);
  terminal = startTmuxTerminal('tui', { SKIFF_CONFIG_DIR: emulator.configDir, SKIFF_CACHE_DIR: emulator.configDir });
}, 60_000);
afterAll(async () => {
  terminal?.close();
  await emulator?.close();
});

/** Filters the shown list for `text`, opens the first match and waits for `shown`. */
async function openByFilter(text: string, shown: string): Promise<void> {
  terminal.type(`/${text}`);
  await terminal.waitForScreen((s) => s.includes(`/ ${text}`) && !s.includes(`/ ${text}_`), `the filter ${text}`);
  terminal.press('Enter');
  await terminal.waitForScreen((s) => s.includes(shown), shown);
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
});
