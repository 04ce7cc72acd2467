import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CLI_PATH,
  DEMO_OWNER,
  DEMO_PASSWORD_FOR_TESTS,
  runCli,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB_BUILT = existsSync(fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url)));
let emulator: TestEmulator;
let web: ChildProcess | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const env = { SKIFF_CONFIG_DIR: emulator.configDir };
  expect(
    (
      await runCli(['auth', 'login', '--origin', emulator.origin, '--email', DEMO_OWNER, '--password-stdin'], {
        env,
        input: DEMO_PASSWORD_FOR_TESTS,
      })
    ).code,
  ).toBe(0);
});
afterAll(async () => {
  web?.kill('SIGTERM');
  await emulator?.close();
});

describe.skipIf(!WEB_BUILT)('skiff web', () => {
  it('Given a signed-in profile, When serving, Then the app and the proxied API answer on the printed URL', async () => {
    web = spawn(process.execPath, [CLI_PATH, 'web', '--port', '0'], {
      env: { ...process.env, SKIFF_CONFIG_DIR: emulator.configDir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    web.stdout?.on('data', (chunk) => (stdout += chunk));
    const url = (await waitFor(
      () => stdout.split('\n')[0]?.match(/^http:\/\/127\.0\.0\.1:\d+\/$/)?.[0],
      'the URL of skiff web',
    )) as string;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${url}workspaces/some/route`)).status).toBe(200);
    expect(await (await fetch(`${url}api/v2/healthz`)).json()).toMatchObject({ status: 'ok' });
    const discovery = await (await fetch(`${url}.well-known/skiff.json`)).json();
    expect(discovery.loginEndpoint).toBe(`${url}cognito/`);
    const exited = new Promise((resolve) => web?.once('exit', resolve));
    web.kill('SIGTERM');
    expect(await exited).toBe(0);
    web = undefined;
  });
});
