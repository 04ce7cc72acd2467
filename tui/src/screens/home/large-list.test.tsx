/**
 * Lists that tell the truth at scale: 1,015 workspaces (the demo world's 15 and a generated 1,000). Home loads a
 * window of 500, says so with the server's real total, pages through the server, and `/` asks the server, so a
 * workspace past the first window is found (it used to say "Nothing matches the filter.").
 */
import type { SkiffClient } from '@skiff/sdk';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RenderedApp, renderApp } from '../../test/render-app.js';

let emulator: TestEmulator;
let client: SkiffClient;
let app: RenderedApp | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator({ scale: 1000 });
  client = await emulator.clientFor(DEMO_OWNER);
}, 120_000);
afterEach(() => app?.unmount());
afterAll(() => emulator?.close());

const title = (frame: string) => frame.split('\n').find((line) => line.startsWith('Workspaces')) ?? '';

describe('Home with 1,015 workspaces', () => {
  it('Given 1,015 workspaces, When Home opens, Then it says 500 loaded of 1015 and counts pages of the real total', async () => {
    const total = (await client.workspaces.list({ pageSize: 1 })).total;
    expect(total).toBe(1015);
    app = renderApp({ client });
    await app.waitForText((f) => title(f).includes('(500 loaded of 1015)'), 'the real total', 30_000);
    expect(app.frame()).toContain(`Page 1 of ${Math.ceil(1015 / 12)}`);
    await app.press('m');
    await app.waitForText((f) => title(f).includes('(1000 loaded of 1015)'), 'the next window', 30_000);
  }, 90_000);

  it('Given a workspace past the first window, When / searches for it, Then the server finds it, and Esc shows all again', async () => {
    const oldest = 'Scale Workspace 00003';
    app = renderApp({ client });
    await app.waitForText((f) => title(f).includes('loaded of 1015'), 'the first window', 30_000);
    expect(app.frame()).not.toContain(oldest);
    await app.press('/', ...oldest);
    await app.waitForText((f) => f.includes(oldest) && title(f).includes('1 of 1015'), 'the server search', 15_000);
    expect(app.frame()).not.toContain('Nothing matches');
    await app.press(KEYS.enter, KEYS.escape);
    await app.waitForText((f) => title(f).includes('(500 loaded of 1015)'), 'the whole list again', 15_000);
  }, 90_000);

  it('Given the last loaded page, When ] turns past it, Then the next window is read and the page turns', async () => {
    app = renderApp({ client });
    await app.waitForText((f) => title(f).includes('(500 loaded of 1015)'), 'the first window', 30_000);
    const lastLoadedPage = Math.ceil(500 / 12);
    for (let page = 1; page < lastLoadedPage; page++) await app.press(']');
    await app.waitForText(`Page ${lastLoadedPage} of 85`, 'the last loaded page');
    await app.press(']');
    await app.waitForText(`Page ${lastLoadedPage + 1} of 85`, 'the page after the window', 30_000);
    expect(title(app.frame())).toContain('(1000 loaded of 1015)');
  }, 90_000);

  it('Given ten thousand applications, When All applications opens, Then its title says how many of the real total are loaded', async () => {
    const total = (await client.applications.listAll({ pageSize: 1 })).total;
    expect(total).toBeGreaterThan(10_000);
    app = renderApp({ client, initialRoutes: [{ name: 'workspaces' }, { name: 'allApps' }] });
    const shown = await app.waitForText(
      (f) => f.includes('All applications (') && !f.includes('loading'),
      'the list',
      30_000,
    );
    expect(shown).toMatch(new RegExp(`All applications \\(\\d+ loaded of ${total}\\)`));
  }, 90_000);
});

describe("A cluster's storage at scale", () => {
  it('Given more volumes and claims than a window, When the Storage tab opens, Then the real total, and / finds a claim past the window', async () => {
    const cluster = (await client.environments.list({ search: 'acme-prod-eks' })).items.find(
      (c) => c.name === 'acme-prod-eks',
    );
    if (!cluster) throw new Error('no acme-prod-eks cluster');
    // The contract pages neither list: each answer is the whole list.
    const volumes = (await client.environments.persistentVolumes(cluster._id)).items;
    const claims = (await client.environments.persistentVolumeClaims(cluster._id)).items;
    const total = volumes.length + claims.length;
    expect(total).toBeGreaterThan(600);
    // Claims come after volumes: the last one is past the window of 500. It matches by the volume it is bound to.
    const wanted = claims.at(-1)?.volumeName ?? '?';
    const route = {
      name: 'cluster' as const,
      cluster: { id: cluster._id, name: 'acme-prod-eks' },
      tab: 'storage' as const,
    };
    app = renderApp({ client, initialRoutes: [{ name: 'workspaces' }, { name: 'admin', section: 'clusters' }, route] });
    const storage = (f: string) => f.split('\n').find((line) => line.startsWith('Storage of')) ?? '';
    await app.waitForText((f) => storage(f).includes(`(500 loaded of ${total})`), 'the real total', 30_000);
    await app.press('/', ...wanted);
    // The claim and its volume.
    await app.waitForText((f) => storage(f).includes(`(2 of ${total})`), 'the claim past the window', 30_000);
    // The claim's row itself (the search text shows in the filter bar either way).
    expect(app.frame()).toMatch(/^[> ] Claim /m);
    await app.press(KEYS.enter, KEYS.escape);
    await app.waitForText((f) => storage(f).includes(`(500 loaded of ${total})`), 'all again', 30_000);
    await app.press('m');
    await app.waitForText((f) => storage(f).includes(`(${total})`), 'every volume and claim', 30_000);
  }, 90_000);
});
