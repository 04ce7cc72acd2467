import { type HttpClient, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './test/render-app.js';

/** What a hostile or broken server might put in a name: clear screen, a window title, a link, a bell. */
const HOSTILE =
  'Acme \u001b[2J\u001b]0;pwned\u0007\u001b]8;;https://evil.example\u0007Prod\u001b]8;;\u0007uction\u0007';

/** The real emulator's answers, with the hostile text put into every workspace called Acme Production. */
function tamperingHttp(): HttpClient {
  const real = undiciHttpClient();
  return {
    async send(request) {
      const response = await real.send(request);
      if (!request.url.includes('/workspaces')) return response;
      const text = await response.text();
      return {
        ...response,
        text: async () => text.replaceAll('Acme Production', JSON.stringify(HOSTILE).slice(1, -1)),
      };
    },
  };
}

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 50 });
});

afterAll(async () => {
  await emulator?.close();
});

describe('server text on screen', () => {
  it('Given a workspace name with control sequences, When the list shows it, Then they are inert', async () => {
    const token = await emulator.tokenFor(DEMO_OWNER);
    const client = new SkiffClient({ origin: emulator.origin, http: tamperingHttp(), token });
    const sent = await client.workspaces.list({ search: 'Acme' });
    expect(sent.items.some((w) => w.name.includes('\u001b]0;pwned'))).toBe(true);
    const app = renderApp({ client });
    try {
      await app.waitForText('Acme Production');
      const written = app.rawFrames().join('');
      expect(written).not.toContain('\u001b[2J');
      expect(written).not.toContain('\u001b]');
      expect(written).not.toContain('\u0007');
      expect(written).not.toContain('pwned');
    } finally {
      app.unmount();
    }
  });
});
