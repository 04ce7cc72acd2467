/**
 * Fault scenario 5, the TUI's half: a real proxy in front of a real emulator answers some calls with wrong types,
 * missing fields, an HTML error page, truncated JSON, a 50 MB body or a body that never ends. Pass: the footer
 * shows one clean notice (no HTML, no stack trace), what was on screen stays, and the keys still work.
 */
import { TASK_IN_PROGRESS_FALLBACK } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';
import { type BadAnswer, htmlAnswer, jsonAnswer, slowLorisAnswer } from '../test/tampering-proxy.js';

const TIMEOUT_MS = 1_500;
const session = setupEmulatorSession({ push: false, proxyTimeoutMs: TIMEOUT_MS });

/** The footer's notice: the one or two rows above the status line and the key hints. */
const footer = (frame: string) => frame.split('\n').slice(-4, -2).join(' ');
const hasNoLeak = (frame: string) => !/<html|<!DOCTYPE|\n\s+at \S+ \(|This screen failed/i.test(frame);

const CASES: [string, BadAnswer, RegExp][] = [
  [
    'wrong types',
    jsonAnswer(200, '{"data":[{"_id":5,"name":["x"],"rbac":"all"}],"totalItem":"many"}'),
    /Unexpected answer from GET \/workspaces/,
  ],
  ['missing fields', jsonAnswer(200, '{"totalItem":3}'), /Unexpected answer from GET \/workspaces/],
  ['an HTML error page (502)', htmlAnswer(502), /502: The server answered 502\./],
  ['an HTML page with 200', htmlAnswer(200), /Unexpected answer from GET \/workspaces/],
  [
    'truncated JSON',
    jsonAnswer(200, '{"data":[{"_id":"65a1b2c3d4e5f6a7b8c9d0e1","na'),
    /Unexpected answer from GET \/workspaces/,
  ],
  ['a 50 MB body', jsonAnswer(200, `"${'x'.repeat(50 * 1024 * 1024)}"`), /Unexpected answer|No answer from/],
  [
    'a body that never ends',
    slowLorisAnswer,
    /No answer from http:\/\/127\.0\.0\.1:\d+ within [\d.]+ s \(3 attempts\)\./,
  ],
];

describe('malformed answers (fault scenario 5)', () => {
  for (const [name, answer, notice] of CASES) {
    it(`Given the workspace list, When r reloads and the server answers ${name}, Then a notice shows and the app runs on`, async () => {
      const app = session.render();
      await app.waitForText('Acme Production');
      session.proxy.breakWith(/^GET \/api\/v2\/workspaces$/, answer);
      await app.press('r');
      const shown = await app.waitForText((f) => notice.test(footer(f)), `the notice ${notice}`, 20_000);
      expect(hasNoLeak(shown)).toBe(true);
      expect(shown).toContain('Acme Production');
      // Still driven by the keyboard: help opens and closes, and a workspace opens once the server is well again.
      await app.press('?');
      await app.waitForText('Key bindings');
      await app.press('?');
      // Home is back, with its keys (A opens the admin area there) before the filter's: wait for it before typing.
      await app.waitForText((f) => !f.includes('Key bindings') && f.includes('Workspaces ('), 'Home again');
      session.proxy.breakWith();
      await app.press('/', ...'Acme Production', KEYS.enter, KEYS.enter);
      await app.waitForText('Projects of Acme Production');
    }, 40_000);
  }

  it('Given the workspace list, When a project list answers an HTML page, Then the screen shows the notice and Esc goes back', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    session.proxy.breakWith(/^GET \/api\/v2\/workspaces\/\w+\/projects$/, htmlAnswer(502));
    await app.press('/', ...'Acme Production', KEYS.enter, KEYS.enter);
    const shown = await app.waitForText((f) => footer(f).includes('502: The server answered 502.'), 'the notice');
    expect(shown).toContain('Projects of Acme Production');
    expect(hasNoLeak(shown)).toBe(true);
    await app.press(KEYS.escape);
    await app.waitForText('Workspaces (');
  });

  it('Given an overview, When d is answered with truncated JSON, Then the notice shows and the state stays as it was', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'feature-login');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Not Deployed');
    session.proxy.breakWith(/^PATCH .*\/activate$/, jsonAnswer(200, '{"activityId":"65a1b2c3d4'));
    await app.press('d');
    const shown = await app.waitForText((f) => footer(f).includes('Unexpected answer from PATCH'), 'the notice');
    expect(hasNoLeak(shown)).toBe(true);
    expect(shown).toContain('Not Deployed');
    expect(shown).not.toContain(TASK_IN_PROGRESS_FALLBACK);
    await app.press(KEYS.escape);
    await app.waitForText('Branches of storefront');
  });
});
