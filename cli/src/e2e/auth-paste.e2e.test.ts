/**
 * `skiff auth login` where no browser opens, in a real terminal (a tmux pane): the sign-in URL is printed, the user
 * signs in on the emulator's hosted login page (here: the test, as the browser would), and pastes back the code or
 * the whole address the browser ended on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLI_PATH,
  DEMO_DEV,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  exitCodeOn,
  freshAfterFailure,
  startTestEmulator,
  startTmuxTerminal,
  type TestEmulator,
  type TmuxTerminal,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
let terminal: TmuxTerminal;
const skiff = `${process.execPath} ${CLI_PATH}`;
const PASTE_PROMPT = 'Paste the code (or the whole address the browser ended on): ';

// A fresh emulator and set-up for the test after a failed one: a retry never meets its first try's records.
freshAfterFailure(
  async () => {
    emulator = await startTestEmulator({ callbackPorts: 4 });
    terminal = startTmuxTerminal('auth-paste', { SKIFF_CONFIG_DIR: emulator.configDir, NO_COLOR: '1' });
    terminal.type('unset SKIFF_PROFILE SKIFF_TOKEN SKIFF_ORIGIN SKIFF_DEBUG');
  },
  async () => {
    terminal?.close();
    await emulator?.close();
  },
);

/** The sign-in URL the CLI printed, joined again where the 120-column pane wrapped it. */
function printedUrl(screen: string): string {
  const after = screen.split('Open this URL in a browser and sign in:\n')[1] ?? '';
  return after.split(PASTE_PROMPT.trimEnd())[0]!.replace(/\s+/g, '');
}

/** Signs `email` in on the hosted login page at `url`, as a browser would; returns the address it ends on. */
async function signInOnHostedPage(url: string, email: string): Promise<string> {
  const form = new URLSearchParams(new URL(url).searchParams);
  form.set('email', email);
  form.set('password', DEMO_PASSWORD_FOR_TESTS);
  const posted = await fetch(`${emulator.origin}/cognito/login`, { method: 'POST', body: form, redirect: 'manual' });
  expect(posted.status).toBe(302);
  return posted.headers.get('location')!;
}

function storedProfile(name: string) {
  return JSON.parse(readFileSync(join(emulator.configDir, 'profiles.json'), 'utf8')).profiles[name];
}

describe('skiff auth login without a browser, in a terminal', () => {
  it('Given --no-browser, When the code shown by the hosted page is pasted, Then signed in on that profile', async () => {
    terminal.run(
      `${skiff} --profile paste auth login --origin ${emulator.origin} --no-browser --callback-port ${emulator.callbackPorts[0]}`,
    );
    const screen = await terminal.waitForScreen((text) => text.includes(PASTE_PROMPT.trimEnd()), 'the paste prompt');
    expect(screen).not.toContain('Could not open a browser');
    const url = printedUrl(screen);
    expect(url).toMatch(new RegExp(`^${emulator.origin}/cognito/oauth2/authorize\\?`));
    const landing = await signInOnHostedPage(url, DEMO_OWNER);
    const code = new URL(landing).searchParams.get('code')!;
    expect(await (await fetch(landing)).text()).toContain(code);
    terminal.type(code);
    expect(await exitCodeOn(terminal, 'the sign-in'), terminal.screen()).toBe(0);
    expect(terminal.screen()).toContain(`Signed in to ${emulator.origin} as ${DEMO_OWNER} (profile paste).`);
    expect(storedProfile('paste')).toMatchObject({ origin: emulator.origin, email: DEMO_OWNER });
  });

  it('Given no browser opener on PATH, When the whole address is pasted, Then "Could not open a browser" and signed in', async () => {
    terminal.run(
      `PATH=/nonexistent ${skiff} --profile opener auth login --origin ${emulator.origin} --callback-port ${emulator.callbackPorts[1]}`,
    );
    const screen = await terminal.waitForScreen((text) => text.includes(PASTE_PROMPT.trimEnd()), 'the paste prompt');
    expect(screen).toContain('Could not open a browser.');
    const landing = await signInOnHostedPage(printedUrl(screen), DEMO_DEV);
    terminal.type(landing);
    expect(await exitCodeOn(terminal, 'the sign-in'), terminal.screen()).toBe(0);
    expect(terminal.screen()).toContain(`Signed in to ${emulator.origin} as ${DEMO_DEV} (profile opener).`);
    expect(storedProfile('opener').email).toBe(DEMO_DEV);
  });

  it('Given the prompt, When a wrong code is pasted, Then exit 3 with one sentence and no profile stored', async () => {
    terminal.run(
      `${skiff} --profile wrong auth login --origin ${emulator.origin} --no-browser --callback-port ${emulator.callbackPorts[2]}`,
    );
    await terminal.waitForScreen((text) => text.includes(PASTE_PROMPT.trimEnd()), 'the paste prompt');
    terminal.type('not-the-code');
    const code = await exitCodeOn(terminal, 'the refusal');
    const screen = terminal.screen();
    expect(screen).toMatch(/^Error: .+$/m);
    expect(screen).not.toMatch(/\n\s+at /);
    expect(code).toBe(3);
    expect(storedProfile('wrong')).toBeUndefined();
  });
});
