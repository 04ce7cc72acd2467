/**
 * Prompts in a real terminal: skiff runs in a tmux pane (stdin and stderr are a tty), a test types the answers and
 * reads the screen. Confirmations (typed and yes/no), the password asked when it is missing, Ctrl-C at a prompt,
 * and no prompt at all with --json even on a terminal.
 */
import {
  CLI_PATH,
  DEMO_DEV,
  DEMO_PASSWORD_FOR_TESTS,
  exitCodeOn,
  startTmuxTerminal,
  type TestEmulator,
  type TmuxTerminal,
} from '@skiff/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

let terminal: TmuxTerminal;
// A failed test's retry gets a fresh world, and a terminal on its config folder; tests make what they use.
const s = useSignedInCli(undefined, (signedIn) => {
  terminal?.close();
  terminal = startTmuxTerminal('prompts', { SKIFF_CONFIG_DIR: signedIn.emulator.configDir, NO_COLOR: '1' });
  terminal.type('unset SKIFF_PROFILE SKIFF_TOKEN SKIFF_ORIGIN SKIFF_DEBUG');
});
afterAll(() => {
  terminal?.close();
});
const skiff = `node ${CLI_PATH}`;

describe('typed confirmation in a terminal', () => {
  /** The project scratch, made once per world by the first test that needs it. */
  const madeOn = new WeakMap<TestEmulator, Promise<void>>();
  const scratch = (): Promise<void> => {
    let made = madeOn.get(s.emulator);
    if (!made) {
      made = (async () => {
        const args = ['projects', 'create', 'scratch', '--workspace', 'Acme Production', '--repo', 'acme/scratch'];
        const created = await s.cli([...args, '--type', 'nodejs', '--wait']);
        expect(created.code, created.stderr).toBe(0);
      })();
      madeOn.set(s.emulator, made);
    }
    return made;
  };

  it('Given projects delete without --confirm, When the wrong text is typed, Then the spec message, exit 2 and nothing deleted', async () => {
    await scratch();
    terminal.run(`${skiff} projects delete 'Acme Production/scratch'`);
    await terminal.waitForScreen(
      (screen) =>
        screen.includes("To delete project 'Acme Production/scratch' with its applications, type project/scratch:"),
      'the typed confirmation prompt',
    );
    terminal.type('scratch');
    expect(await exitCodeOn(terminal, 'the refusal')).toBe(2);
    expect(terminal.screen()).toMatch(/^Error: Value is not matching!: nothing was changed\.$/m);
    expect((await s.cli(['projects', 'get', 'Acme Production/scratch'])).code).toBe(0);
  });

  it('Given the prompt again, When project/NAME is typed, Then the project is deleted', async () => {
    await scratch();
    terminal.run(`${skiff} projects delete 'Acme Production/scratch'`);
    await terminal.waitForScreen((screen) => screen.includes('type project/scratch:'), 'the prompt');
    terminal.type('project/scratch');
    expect(await exitCodeOn(terminal, 'the deletion'), terminal.screen()).toBe(0);
    expect(terminal.screen()).toContain("Deleted project 'Acme Production/scratch'.");
    expect((await s.cli(['projects', 'get', 'Acme Production/scratch'])).code).toBe(5);
  });
});

describe('yes/no confirmation in a terminal', () => {
  const remove = `${skiff} members remove ${DEMO_DEV} --workspace 'Acme Production'`;
  const memberEmails = async () =>
    jsonOf(await s.cli(['members', 'list', '--workspace', 'Acme Production', '--json'])).items.map(
      (member: { email: string }) => member.email,
    );

  it('Given members remove without --yes, When the answer is n, Then cancelled (exit 1) and the member stays', async () => {
    terminal.run(remove);
    await terminal.waitForScreen(
      (screen) => screen.includes(`Remove ${DEMO_DEV} from workspace 'Acme Production'? (y/N)`),
      'the yes/no prompt',
    );
    terminal.type('n');
    expect(await exitCodeOn(terminal, 'the cancellation')).toBe(1);
    expect(terminal.screen()).toMatch(/^Error: Cancelled: nothing was changed\.$/m);
    expect(await memberEmails()).toContain(DEMO_DEV);
  });

  it('Given the prompt, When Ctrl-C is pressed, Then interrupted (exit 130) and the member stays', async () => {
    terminal.run(remove);
    await terminal.waitForScreen((screen) => screen.includes('(y/N)'), 'the prompt');
    terminal.press('C-c');
    expect(await exitCodeOn(terminal, 'the interruption')).toBe(130);
    expect(terminal.screen()).toMatch(/^Error: Interrupted: nothing was changed\.$/m);
    expect(await memberEmails()).toContain(DEMO_DEV);
  });

  it('Given the prompt, When the answer is y, Then the member is removed', async () => {
    terminal.run(remove);
    await terminal.waitForScreen((screen) => screen.includes('(y/N)'), 'the prompt');
    terminal.type('y');
    expect(await exitCodeOn(terminal, 'the removal')).toBe(0);
    expect(await memberEmails()).not.toContain(DEMO_DEV);
  });

  it('Given --json on a terminal, When removing without --yes, Then no prompt: exit 2 names --yes', async () => {
    terminal.run(`${skiff} members remove admin@demo.skiff.dev --workspace 'Acme Production' --json`);
    expect(await exitCodeOn(terminal, 'the refusal')).toBe(2);
    expect(terminal.screen()).toContain(
      "Error: To remove admin@demo.skiff.dev from workspace 'Acme Production', add --yes.",
    );
    expect(terminal.screen()).not.toContain('(y/N)');
  });
});

describe('a missing password asked in a terminal', () => {
  it('Given auth login with --email and no --password-stdin, When the password is typed, Then masked and signed in', async () => {
    terminal.run(`${skiff} --profile typed auth login --origin ${s.emulator.origin} --email ${DEMO_DEV}`);
    await terminal.waitForScreen((screen) => /^\? Password\b/m.test(screen), 'the password prompt');
    terminal.type(DEMO_PASSWORD_FOR_TESTS, false);
    await terminal.waitForScreen(
      (screen) => screen.includes('*'.repeat(DEMO_PASSWORD_FOR_TESTS.length)),
      'the masked password',
    );
    terminal.press('Enter');
    expect(await exitCodeOn(terminal, 'the sign-in')).toBe(0);
    const screen = terminal.screen();
    expect(screen).toContain(`Signed in to ${s.emulator.origin} as ${DEMO_DEV} (profile typed).`);
    expect(screen).not.toContain(DEMO_PASSWORD_FOR_TESTS);
    const status = jsonOf(await s.cli(['--profile', 'typed', 'auth', 'status', '--json']));
    expect(status).toMatchObject({ email: DEMO_DEV });
  });
});

describe('the password change asked in a terminal', () => {
  it('Given account password on a terminal, When current, new and confirmation are typed, Then each masked, in order, and changed', async () => {
    const login = ['--profile', 'pw', 'auth', 'login', '--origin', s.emulator.origin, '--email', DEMO_DEV];
    expect((await s.cli([...login, '--password-stdin'], { input: DEMO_PASSWORD_FOR_TESTS })).code).toBe(0);
    const fresh = 'Typ3d!Passw0rd';
    terminal.run(`${skiff} --profile pw account password`);
    await terminal.waitForScreen((screen) => /^\? Current password\b/m.test(screen), 'the current password prompt');
    terminal.type(DEMO_PASSWORD_FOR_TESTS);
    await terminal.waitForScreen((screen) => /^\? New password\b/m.test(screen), 'the new password prompt');
    terminal.type(fresh);
    await terminal.waitForScreen((screen) => /^\? Confirm the new password\b/m.test(screen), 'the confirmation');
    terminal.type(fresh);
    expect(await exitCodeOn(terminal, 'the change'), terminal.screen()).toBe(0);
    const screen = terminal.screen();
    expect(screen).toContain('Change password successfully!');
    expect(screen).toMatch(new RegExp(`^. Current password \\*{${DEMO_PASSWORD_FOR_TESTS.length}}$`, 'm'));
    expect(screen).not.toContain(DEMO_PASSWORD_FOR_TESTS);
    expect(screen).not.toContain(fresh);
    const again = ['--profile', 'pw2', 'auth', 'login', '--origin', s.emulator.origin, '--email', DEMO_DEV];
    expect((await s.cli([...again, '--password-stdin'], { input: fresh })).code).toBe(0);
  });
});
