/**
 * Issue 20 item 4: HTTPS_PROXY / HTTP_PROXY / NO_PROXY. A real proxy process on loopback (tests/faults/
 * proxy-process.mjs, the `proxy` package) between the built CLI and a real emulator: REST, the login and the push
 * websocket go through it; NO_PROXY sends them direct; a proxy that is down is exit 7.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningEmulator, startEmulator } from '@skiff/emulator';
import { runCli } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordRow } from './harness.js';

let emulator: RunningEmulator;
let proxy: ChildProcess;
let proxyUrl = '';
let carried: string[] = [];
const configDir = join(mkdtempSync(join(tmpdir(), 'skiff-proxy-')), 'config');

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, taskSpeed: 50 });
  proxy = spawn(process.execPath, [fileURLToPath(new URL('./proxy-process.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  proxyUrl = await new Promise<string>((resolve, reject) => {
    proxy.on('error', reject);
    proxy.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const listening = /^LISTENING (\d+)$/.exec(line);
        if (listening) resolve(`http://127.0.0.1:${listening[1]}`);
        else carried.push(line);
      }
    });
  });
});
afterAll(async () => {
  proxy?.kill();
  await emulator?.close();
});

const through = (extra: Record<string, string> = {}) => ({
  SKIFF_CONFIG_DIR: configDir,
  HTTP_PROXY: proxyUrl,
  HTTPS_PROXY: proxyUrl,
  NO_PROXY: '',
  ...extra,
});
const target = () => new URL(emulator.origin).host;
const carriedToEmulator = () => carried.filter((line) => line.includes(target()));

it('HTTP_PROXY: the login, REST calls and the push websocket go through the proxy', async () => {
  carried = [];
  const login = await runCli(
    ['auth', 'login', '--origin', emulator.origin, '--email', 'owner@demo.skiff.dev', '--password-stdin'],
    { env: through(), input: 'Skiff!demo1\n' },
  );
  expect(login.code, login.stderr).toBe(0);
  const afterLogin = carriedToEmulator().length;
  const listed = await runCli(['workspaces', 'list', '--json'], { env: through() });
  expect(listed.code, listed.stderr).toBe(0);
  expect(JSON.parse(listed.stdout).items.length).toBeGreaterThan(0);
  const afterList = carriedToEmulator().length;
  const watched = await runCli(['notifications', 'watch', '--timeout', '3s'], { env: through(), timeoutMs: 20_000 });
  expect(watched.code, watched.stderr).toBe(0);
  expect(watched.stderr).toContain('Watching; Ctrl-C to stop.');
  const lines = carriedToEmulator();
  recordRow({
    scenario: '20 proxy: HTTP_PROXY',
    faults: 'a real proxy process on loopback',
    outcome: `carried ${afterLogin} for the login, ${afterList - afterLogin} for the list, ${lines.length - afterList} for the watch (push: ${lines.slice(afterList).some((l) => l.startsWith('CONNECT'))})`,
    lost: '-',
    duplicated: '-',
  });
  expect(afterLogin).toBeGreaterThan(0);
  expect(afterList).toBeGreaterThan(afterLogin);
  // The watch's list call, and the push websocket's tunnel.
  expect(lines.length).toBeGreaterThanOrEqual(afterList + 2);
  expect(lines.slice(afterList).some((line) => line.startsWith('CONNECT'))).toBe(true);
});

it('NO_PROXY naming the emulator: nothing goes through the proxy', async () => {
  carried = [];
  const listed = await runCli(['workspaces', 'list', '--json'], { env: through({ NO_PROXY: '127.0.0.1' }) });
  const watched = await runCli(['notifications', 'watch', '--timeout', '2s'], {
    env: through({ no_proxy: `localhost, 127.0.0.1:${new URL(emulator.origin).port}` }),
    timeoutMs: 20_000,
  });
  recordRow({
    scenario: '20 proxy: NO_PROXY bypass',
    faults: 'NO_PROXY=127.0.0.1 (and host:port)',
    outcome: `list exit ${listed.code}, watch exit ${watched.code}, carried by the proxy: ${carried.length}`,
    lost: '-',
    duplicated: '-',
  });
  expect(listed.code, listed.stderr).toBe(0);
  expect(watched.code, watched.stderr).toBe(0);
  expect(carried).toEqual([]);
});

it('a proxy that is down: exit 7, and the message names the origin, not proxy credentials', async () => {
  const down = 'http://user:proxysecret@127.0.0.1:1';
  const listed = await runCli(['workspaces', 'list'], {
    env: through({ HTTP_PROXY: down, HTTPS_PROXY: down }),
    timeoutMs: 90_000,
  });
  expect(listed.code, listed.stderr).toBe(7);
  expect(listed.stderr).toContain(
    'Requests to it go through the proxy http://127.0.0.1:1 (HTTPS_PROXY/HTTP_PROXY): check it, or name the host in NO_PROXY.',
  );
  expect(listed.stderr).not.toContain('proxysecret');
});
