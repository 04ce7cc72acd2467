import {
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  freshAfterFailure,
  runCli,
  startTestEmulator,
  type TestEmulator,
} from '@skiff/testkit';
import { describe, expect, it } from 'vitest';

let emulator: TestEmulator;
let slow: TestEmulator;
const cli = (args: string[], on = emulator) => runCli(args, { env: { SKIFF_CONFIG_DIR: on.configDir } });

async function signIn(on: TestEmulator) {
  const login = await runCli(['auth', 'login', '--origin', on.origin, '--email', DEMO_OWNER, '--password-stdin'], {
    env: { SKIFF_CONFIG_DIR: on.configDir },
    input: DEMO_PASSWORD_FOR_TESTS,
  });
  expect(login.code).toBe(0);
}

// Each test works on a branch of its own, in the state the demo world seeds it in (none uses what another did):
// a failed test's retry gets fresh worlds.
freshAfterFailure(
  async () => {
    [emulator, slow] = await Promise.all([
      startTestEmulator({ taskSpeed: 100 }),
      startTestEmulator({ taskSpeed: 0.5 }),
    ]);
    await Promise.all([signIn(emulator), signIn(slow)]);
  },
  async () => {
    await Promise.all([emulator?.close(), slow?.close()]);
  },
);

/** Deploys a branch the demo world seeds as not deployed, and waits for the deploy to end. */
async function deployed(branch: string): Promise<void> {
  const result = await cli(['apps', 'deploy', branch, '--wait', '--timeout', '60s']);
  expect(result.code, result.stderr).toBe(0);
}

describe('skiff apps deploy --wait', () => {
  it('Given a branch that is not deployed, When deploying with --wait, Then exit 0 and the result says SUCCESS', async () => {
    const result = await cli([
      'apps',
      'deploy',
      'Acme Production/storefront/feature-login',
      '--wait',
      '--timeout',
      '60s',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^DEPLOY_APPLICATION SUCCESS \(108 lines, \d+\.\d s\)\n$/);
    expect(result.stderr).toContain('108/108 DEPLOY_APPLICATION');
  });

  it('Given the deployed branch, When tailing its log, Then the 108 lines of the deploy are printed', async () => {
    await deployed('Acme Production/legacy-lamp/feature-login');
    const result = await cli(['logs', 'tail', 'Acme Production/legacy-lamp/feature-login']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(108);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('Given --json, When tailing, Then one object per line and a final end line', async () => {
    await deployed('Acme Production/marketing-site/feature-login');
    const result = await cli(['logs', 'tail', 'Acme Production/marketing-site/feature-login', '--json', '--follow']);
    expect(result.code).toBe(0);
    const objects = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(objects).toHaveLength(109);
    expect(objects[0]).toMatchObject({ index: 0 });
    expect(objects.at(-1)).toEqual({ end: true, status: 'SUCCESS', lines: 108 });
  });

  it('Given --json, When pausing with --wait, Then one JSON result and nothing on stderr', async () => {
    // Seeded Running.
    const result = await cli(['apps', 'pause', 'Acme Production/legacy-lamp/main', '--wait', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ action: 'PAUSE_APPLICATION', status: 'SUCCESS' });
  });

  it('Given no --wait, When unpausing, Then the started activity id is printed and the log can be followed by it', async () => {
    // Seeded Paused.
    const result = await cli(['apps', 'unpause', 'Acme Production/marketing-site/staging']);
    expect(result.code).toBe(0);
    const activityId = result.stdout.trim();
    expect(activityId).toMatch(/^[0-9a-f]{24}$/);
    const follow = await cli(['logs', 'tail', activityId, '--follow']);
    expect(follow.code).toBe(0);
    expect(follow.stderr).toMatch(/task SUCCESS/);
  });

  it('Given a task slower than --timeout, When waiting, Then exit 8 and how to follow it', async () => {
    const result = await cli(
      ['apps', 'deploy', 'Acme Production/marketing-site/feature-login', '--wait', '--timeout', '1'],
      slow,
    );
    expect(result.code).toBe(8);
    expect(result.stderr).toMatch(/did not finish within 1 s/);
    expect(result.stderr).toMatch(/skiff logs tail [0-9a-f]{24} --follow/);
    expect(result.stdout).toBe('');
  });

  it('Given --json and a task slower than --timeout, When waiting, Then exit 8 and stdout names the task', async () => {
    const result = await cli(
      ['apps', 'unpause', 'Acme Production/storefront/staging', '--wait', '--timeout', '1', '--json'],
      slow,
    );
    expect(result.code).toBe(8);
    const document = JSON.parse(result.stdout);
    expect(document).toEqual({
      activityId: expect.stringMatching(/^[0-9a-f]{24}$/),
      timedOut: true,
      timeoutSeconds: 1,
    });
    expect(result.stderr).toContain(`skiff logs tail ${document.activityId} --follow`);
  });

  it('Given a bad --timeout, When deploying, Then exit 2 names --timeout and the accepted forms', async () => {
    const result = await cli(['apps', 'deploy', 'Acme Production/storefront/main', '--wait', '--timeout', 'soon']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--timeout 'soon' is not a duration: use 90s, 5m, 1h, 1h30m or plain seconds/);
  });
});
