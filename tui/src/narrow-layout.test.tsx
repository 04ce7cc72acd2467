import type { SkiffClient } from '@skiff/sdk';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from './test/demo-paths.js';
import { type RenderedApp, renderApp } from './test/render-app.js';

let emulator: TestEmulator;
let client: SkiffClient;
let app: RenderedApp | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 50 });
  client = await emulator.clientFor(DEMO_OWNER);
});

afterEach(() => {
  app?.unmount();
  app = undefined;
});

afterAll(async () => {
  await emulator?.close();
});

const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));

describe('the narrow layout below 100 columns', () => {
  it('Given the workspace list at 100 columns, When the terminal narrows to 80, Then descriptions and the origin go and nothing overflows', async () => {
    app = renderApp({ client });
    const wide = await app.waitForText('Acme Production');
    expect(wide).toContain('Description');
    expect(wide).toContain('Cloud');
    expect(wide).toContain(`test @ ${emulator.origin}`);
    app.resize(80);
    const narrow = await app.waitForText((f) => !f.includes('Description'), 'the narrow layout');
    expect(narrow).toContain('Acme Production');
    expect(narrow).toContain('Apps act/paus/all');
    expect(narrow).not.toContain('Cloud');
    expect(narrow).not.toContain(emulator.origin);
    expect(widest(narrow)).toBeLessThanOrEqual(80);
    app.resize(100);
    await app.waitForText('Description');
  });

  it('Given a branch list at 80 columns, When shown, Then branch, state and last activity fit without the hostname', async () => {
    const path = await demoApplication(client, 'Acme Production', 'storefront', 'main');
    app = renderApp({ client, initialRoutes: routesTo(path).slice(0, 3) });
    app.resize(80);
    const frame = await app.waitForText('feature-login');
    expect(frame).not.toContain('Hostname');
    expect(frame).toContain('Last activity');
    expect(frame).toContain('Not Deployed');
    expect(widest(frame)).toBeLessThanOrEqual(80);
  });
});
