import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
import WebSocket from 'ws';

/** A GET over plain node:http, so the test sees the bytes and headers as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

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

  it('Given a browser accepting brotli, When it loads the app, Then scripts come compressed with the security headers, and no source map', async () => {
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
    const page = await rawGet(`${url}login`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const entry = html.match(/src="\/(assets\/index-[^"]+\.js)"/)?.[1] as string;
    const script = await rawGet(`${url}${entry}`, { 'accept-encoding': 'gzip' });
    expect(script.headers['content-encoding']).toBe('gzip');
    const raw = readFileSync(fileURLToPath(new URL(`../../../web/dist/${entry}`, import.meta.url)));
    expect(gunzipSync(script.body).equals(raw)).toBe(true);
    expect(script.body.length).toBeLessThan(raw.length / 2);
    expect(script.headers['content-security-policy']).toContain("script-src 'self'");
    expect(raw.toString()).not.toContain('sourceMappingURL');
    expect((await rawGet(`${url}${entry}.map`)).status).toBe(404);
    const exited = new Promise((resolve) => web?.once('exit', resolve));
    web.kill('SIGTERM');
    expect(await exited).toBe(0);
    web = undefined;
  });

  it('Given --open, When serving, Then the browser is given the URL, and webhooks and the push channel reach the platform through it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'skiff-web-open-'));
    const opened = join(folder, 'opened.txt');
    // A real program as the browser (xdg-open hands the URL to $BROWSER): it writes down what it was asked to open.
    const browser = join(folder, 'browser.sh');
    writeFileSync(browser, `#!/bin/sh\necho "$@" >> '${opened}'\n`, { mode: 0o755 });
    web = spawn(process.execPath, [CLI_PATH, 'web', '--port', '0', '--open'], {
      env: { ...process.env, SKIFF_CONFIG_DIR: emulator.configDir, NO_COLOR: '1', BROWSER: browser },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    web.stdout?.on('data', (chunk) => (stdout += chunk));
    const url = (await waitFor(
      () => stdout.split('\n')[0]?.match(/^http:\/\/127\.0\.0\.1:\d+\/$/)?.[0],
      'the URL of skiff web',
    )) as string;
    expect(await waitFor(() => existsSync(opened) && readFileSync(opened, 'utf8').trim(), 'the browser')).toBe(
      url.trim(),
    );

    const hook = await fetch(`${url}webhooks/applications/0123456789abcdef01234567/git`, { method: 'PUT' });
    expect(hook.status).toBe(400);
    expect(JSON.stringify(await hook.json())).toContain('Please input username!');
    const linking = await fetch(`${url}auth/github?state=x`, { redirect: 'manual' });
    expect(linking.headers.get('content-type') ?? '').not.toMatch(/text\/html/);

    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}api/v2/push`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token: await emulator.tokenFor(DEMO_OWNER) }));
    await waitFor(() => frames.some((frame) => JSON.parse(frame).type === 'ready'), 'the push channel to be ready');
    socket.close();
    rmSync(folder, { recursive: true, force: true });
  });
});
