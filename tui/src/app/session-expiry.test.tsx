import { sessionExpiredMessage } from '@skiff/sdk/domain';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedApp, renderApp } from '../test/render-app.js';

/** Tokens of this emulator live 3 seconds: the session ends while the TUI is open. */
const TOKEN_TTL_SECONDS = 3;

let emulator: TestEmulator;
let app: RenderedApp | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator({ tokenTtlSeconds: TOKEN_TTL_SECONDS });
});

afterAll(async () => {
  app?.unmount();
  await emulator.close();
});

describe('the session expiring while the TUI is open (a real emulator with short-lived tokens)', () => {
  it('Given a signed-in TUI, When its token expires, Then within the 5 s check it shows the way back to sign-in and other keys do nothing', async () => {
    const client = await emulator.clientFor(DEMO_OWNER);
    const signedInAt = Date.now();
    app = renderApp({ client, profile: 'work' });
    await app.waitForText('Acme Production');
    const frame = await app.waitForText(sessionExpiredMessage('work'), 'the sign-in message', 15_000);
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(frame).toContain('Signed out');
    expect(frame).toContain("The session of profile 'work' expired. Sign in again: skiff auth login");
    expect(frame).not.toContain('Acme Production');
    await app.press('n', ':', 'r');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.frame()).toContain('Signed out');
    expect(app.frame()).not.toContain('Notifications');
  });
});
