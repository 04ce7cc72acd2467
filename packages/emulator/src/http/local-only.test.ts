/** The emulator answers only its own machine (issue 19, F-7): raw HTTP to a real emulator, Host and Origin forged. */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator } from '../emulator.js';
import type { RunningEmulator } from '../options.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.close());

/** A request with exactly these headers (fetch would not let a test set Host). */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(emu.origin);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const SIGN_IN = JSON.stringify({
  AuthFlow: 'USER_PASSWORD_AUTH',
  ClientId: 'skiff-emulator',
  AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
});
const cognito = {
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
};

it('Given a foreign Host (DNS rebinding), Then sign-in and the API answer 421 and no token', async () => {
  const signIn = await send('POST', '/cognito/', { ...cognito, host: 'evil.example:4600' }, SIGN_IN);
  expect(signIn.status).toBe(421);
  expect(signIn.body).not.toContain('IdToken');
  expect((await send('GET', '/api/v2/healthz', { host: 'evil.example' })).status).toBe(421);
  expect((await send('GET', '/', { host: 'evil.example' })).status).toBe(421);
});

it('Given loopback Hosts by any name and port (local proxies), Then they are served', async () => {
  for (const host of ['127.0.0.1:4700', 'localhost', 'LOCALHOST:1', '[::1]:4600']) {
    expect((await send('GET', '/api/v2/healthz', { host })).status, host).toBe(200);
  }
});

it('Given a cross-site page POSTing without a preflight, Then 403 before anything is done', async () => {
  for (const origin of ['http://evil.example', 'null', 'https://127.0.0.1.evil.example']) {
    const res = await send('POST', '/cognito/', { ...cognito, 'content-type': 'text/plain', origin }, SIGN_IN);
    expect(res.status, origin).toBe(403);
    expect(res.body).not.toContain('IdToken');
  }
});

it('Given a page on this machine (a local proxy forwards its Origin), Then the call is served without CORS headers', async () => {
  const res = await send('POST', '/cognito/', { ...cognito, origin: 'http://127.0.0.1:4700' }, SIGN_IN);
  expect(res.status).toBe(200);
  expect(res.body).toContain('IdToken');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

it('Given a push upgrade with a foreign Host or Origin, Then it is refused', async () => {
  const upgrade = (headers: Record<string, string>) =>
    send('GET', '/api/v2/push', {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      ...headers,
    }).catch((error: Error) => ({ status: -1, error }));
  expect((await upgrade({ host: 'evil.example' })).status).toBe(421);
  expect((await upgrade({ origin: 'http://evil.example' })).status).toBe(403);
});
