import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTmuxTerminal, type TmuxTerminal } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLauncher } from '../test/build-launcher.js';

const TUI_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A colour in an SGR sequence: a foreground or background of the 8/16, 256 or true-colour palettes. */
const COLOUR_SGR = /\u001b\[(?:[0-9;]*;)?(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;[0-9;]*)?m/;

let terminal: TmuxTerminal;
let launcher: string;

const paneWithStyles = () => terminal.screenWithStyles();
const alternateScreenOn = () => terminal.display('#{alternate_on}') === '1';
/** Types a command line in the pane's shell and runs it. */
const run = (commandLine: string) => terminal.type(commandLine);
/** Types keys literally, without Enter. */
const keys = (text: string) => terminal.type(text, false);
const press = (key: string) => terminal.press(key);

// Generous: on a loaded 2-core CI machine the launcher's emulator (scrypt-hashed demo users) takes a while to start.
const paneShows = (check: (text: string) => boolean, what: string, timeoutMs = 60_000) =>
  terminal.waitForScreen(check, what, timeoutMs);

/** Filters the shown list for `text` and opens the first match, then waits for `shown`. */
async function openByFilter(text: string, shown: string): Promise<string> {
  run(`/${text}`);
  await paneShows((p) => p.includes(`/ ${text}`) && !p.includes(`/ ${text}_`), `the filter ${text}`);
  press('Enter');
  return paneShows((p) => p.includes(shown), shown);
}

beforeAll(async () => {
  launcher = await buildLauncher(TUI_ROOT);
  terminal = startTmuxTerminal('tui-test');
});

afterAll(() => {
  terminal?.close();
  if (launcher) rmSync(launcher, { force: true });
});

describe('runTui in a real terminal (tmux)', () => {
  it('Given a shell, When the TUI runs, is driven by keys and quit with q or Ctrl+C, Then the terminal is as it was', async () => {
    run(`echo BEFORE-TUI; env -u CI -u CONTINUOUS_INTEGRATION node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list');

    keys('/Acme');
    await paneShows((p) => p.includes('/ Acme_') && p.includes('(1 of'), 'the filter narrowing the list');
    press('Enter');
    await paneShows((p) => p.includes('/ Acme') && !p.includes('/ Acme_'), 'the filter kept');
    press('Enter');
    await paneShows((p) => p.includes('Home > Acme Production') && p.includes('storefront'), 'the projects');

    keys('?');
    await paneShows((p) => p.includes('Key bindings'), 'the help');
    press('Escape');
    await paneShows((p) => p.includes('Projects of Acme Production'), 'the projects again');

    keys('q');
    const after = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');
    expect(after).toContain('BEFORE-TUI');
    expect(after).not.toContain('Acme Production');
    expect(after).not.toContain('Key bindings');
    expect(terminal.display('#{cursor_flag} #{alternate_on}')).toBe('1 0');

    // Ctrl+C quits too, and leaves the terminal the same way.
    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list again');
    press('C-c');
    const afterCtrlC = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after Ctrl+C');
    expect(afterCtrlC).not.toContain('Acme Production');
    expect(terminal.display('#{cursor_flag} #{alternate_on}')).toBe('1 0');
  }, 240_000);

  it('Given NO_COLOR in a real terminal, When every workspace tab is shown with its header, Then not one colour is drawn; without it the states are coloured', async () => {
    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION NO_COLOR=1 node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list');
    await openByFilter('Acme', 'Projects of Acme Production');
    await paneShows((p) => p.includes(' projects · '), 'the workspace header');
    press('Tab');
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
      press('Tab');
      await paneShows((p) => p.includes(`${title} Acme Production`), title);
      expect(paneWithStyles(), title).not.toMatch(COLOUR_SGR);
    }
    keys('q');
    await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');

    run(`clear; env -u CI -u CONTINUOUS_INTEGRATION -u NO_COLOR node ${launcher}; echo TUI-EXIT-$?`);
    await paneShows((p) => p.includes('Acme Production') && p.includes('Home'), 'the workspace list again');
    await openByFilter('Acme', 'Projects of Acme Production');
    press('Tab');
    await paneShows(
      (p) => p.includes('Applications of Acme Production') && p.includes('Running'),
      'the apps tab again',
    );
    expect(paneWithStyles()).toMatch(COLOUR_SGR);
    keys('q');
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
    keys('d');
    await paneShows((p) => /[█░]+ \d+\/\d+/.test(p), 'the progress bar');
    await paneShows((p) => p.includes('Running') && /(\d+)\/\1\b/.test(p), 'Running at the end', 120_000);
    expect(alternateScreenOn()).toBe(true);
    keys('q');
    const after = await paneShows((p) => p.includes('TUI-EXIT-0'), 'the shell after quitting');
    expect(after).not.toContain('feature-login');
    expect(alternateScreenOn()).toBe(false);
  }, 240_000);
});
