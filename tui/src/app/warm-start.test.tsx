import { stripVTControlCharacters } from 'node:util';
import type { SkiffClient } from '@skiff/sdk';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedApp, renderApp } from '../test/render-app.js';
import { loadHomeWorkspaces, prefetch, prefetchHome } from './warm-start.js';

let emulator: TestEmulator;
let client: SkiffClient;
let app: RenderedApp | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator();
  client = await emulator.clientFor(DEMO_OWNER);
});

afterEach(() => {
  app?.unmount();
  app = undefined;
});

afterAll(async () => {
  await emulator?.close();
});

describe('warm start: Home’s workspaces asked for while the TUI loads', () => {
  it('Given the answer has arrived before the first frame, When the app renders, Then its first frame shows the workspaces', async () => {
    const answer = loadHomeWorkspaces(client);
    const home = prefetch(answer);
    await answer;
    app = renderApp({ client, home });
    const first = stripVTControlCharacters(app.rawFrames()[0] ?? '');
    expect(first).toContain('Acme Production');
    expect(first).not.toContain('Loading');
  });

  it('Given a prefetch that used its answer, When the user reloads with r, Then the list is asked for anew', async () => {
    app = renderApp({ client, home: prefetchHome(client) });
    await app.waitForText('Acme Production');
    const [first] = (await client.workspaces.list({ pageSize: 100 })).items;
    const renamed = 'Acme Renamed';
    await client.workspaces.update(first!._id, { name: renamed, description: first!.description ?? undefined });
    try {
      expect(app.frame()).not.toContain(renamed);
      await app.press('r');
      await app.waitForText(renamed, 'the reloaded list');
    } finally {
      await client.workspaces.update(first!._id, { name: first!.name, description: first!.description ?? undefined });
    }
  });

  it('Given a prefetch that failed, When the app renders, Then the list is asked for anew and shown', async () => {
    const failed = prefetch<never>(Promise.reject(new Error('connection refused')));
    app = renderApp({ client, home: failed });
    await app.waitForText('Acme Production', 'the list, loaded once more');
  });

  it('Given a prefetch, When it is taken twice, Then the second time gives nothing (later loads ask anew)', async () => {
    const home = prefetch(Promise.resolve(['one']));
    await Promise.resolve();
    expect(home.takeIfArrived()).toEqual({ value: ['one'] });
    expect(home.takeIfArrived()).toBeUndefined();
    expect(home.take()).toBeUndefined();
  });
});
