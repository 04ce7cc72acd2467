/** The emulator answers only its own machine (issue 19, F-7): raw HTTP to a real emulator, Host and Origin forged. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator } from '../emulator.js';
import type { RunningEmulator } from '../options.js';
import {
  CROSS_SITE_ORIGINS,
  FOREIGN_HOST,
  LOCAL_PAGE_ORIGIN,
  LOOPBACK_HOSTS,
  PUSH_UPGRADE_HEADERS,
  SIGN_IN_BODY,
  SIGN_IN_HEADERS,
  sendRaw,
} from './local-only-cases.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.close());

const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  sendRaw(emu.origin, method, path, headers, body);

it('Given a foreign Host (DNS rebinding), Then sign-in and the API answer 421 and no token', async () => {
  const signIn = await send('POST', '/cognito/', { ...SIGN_IN_HEADERS, host: `${FOREIGN_HOST}:4600` }, SIGN_IN_BODY);
  expect(signIn.status).toBe(421);
  expect(signIn.body).not.toContain('IdToken');
  expect((await send('GET', '/api/v2/healthz', { host: FOREIGN_HOST })).status).toBe(421);
  expect((await send('GET', '/', { host: FOREIGN_HOST })).status).toBe(421);
});

it('Given loopback Hosts by any name and port (local proxies), Then they are served', async () => {
  for (const host of LOOPBACK_HOSTS) {
    expect((await send('GET', '/api/v2/healthz', { host })).status, host).toBe(200);
  }
});

it('Given a cross-site page POSTing without a preflight, Then 403 before anything is done', async () => {
  for (const origin of CROSS_SITE_ORIGINS) {
    const res = await send(
      'POST',
      '/cognito/',
      { ...SIGN_IN_HEADERS, 'content-type': 'text/plain', origin },
      SIGN_IN_BODY,
    );
    expect(res.status, origin).toBe(403);
    expect(res.body).not.toContain('IdToken');
  }
});

it('Given a page on this machine (a local proxy forwards its Origin), Then the call is served without CORS headers', async () => {
  const res = await send('POST', '/cognito/', { ...SIGN_IN_HEADERS, origin: LOCAL_PAGE_ORIGIN }, SIGN_IN_BODY);
  expect(res.status).toBe(200);
  expect(res.body).toContain('IdToken');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

it('Given a push upgrade with a foreign Host or Origin, Then it is refused', async () => {
  const upgrade = (headers: Record<string, string>) =>
    send('GET', '/api/v2/push', { ...PUSH_UPGRADE_HEADERS, ...headers }).catch((error: Error) => ({
      status: -1,
      error,
    }));
  expect((await upgrade({ host: FOREIGN_HOST })).status).toBe(421);
  expect((await upgrade({ origin: CROSS_SITE_ORIGINS[0] })).status).toBe(403);
});
