import { ACTIVITY_PAGE_SIZE, type HttpClient, refId, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { collect } from './screens/collect.js';
import { demoWorkspace } from './test/demo-paths.js';
import { setupEmulatorSession } from './test/emulator-session.js';
import { renderApp } from './test/render-app.js';

const session = setupEmulatorSession({ push: false });

/** A real HTTP client that notes the page index of every activity list it asks for. */
function notingActivityPages(pages: number[]): HttpClient {
  const http = undiciHttpClient();
  return {
    send(request) {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v2/activities')) pages.push(Number(url.searchParams.get('pageIndex') ?? 1));
      return http.send(request);
    },
  };
}

describe("a workspace's Activities tab", () => {
  it('Given more activities than a page, When m is pressed, Then the next rows appear and only server pages not read yet are read', async () => {
    const workspace = await demoWorkspace(session.client, 'Acme Production');
    const all = await collect(session.client.activities.list({ pageSize: 100 }), 100_000);
    const own = all.filter((a) => refId(a.workspace) === workspace.id);
    expect(own.length).toBeGreaterThan(ACTIVITY_PAGE_SIZE);
    const pages: number[] = [];
    const token = await session.emulator.tokenFor(DEMO_OWNER);
    const client = new SkiffClient({ origin: session.emulator.origin, http: notingActivityPages(pages), token });
    const app = renderApp({
      client,
      initialRoutes: [{ name: 'workspaces' }, { name: 'workspaceActivities', workspace }],
    });
    try {
      const first = await app.waitForText(`Activities of Acme Production (${ACTIVITY_PAGE_SIZE})`);
      expect(first).toContain('More to load: m load more');
      const readFirst = [...pages];
      expect(readFirst[0]).toBe(1);
      expect(new Set(readFirst).size).toBe(readFirst.length);
      await app.press('m');
      const shown = Math.min(2 * ACTIVITY_PAGE_SIZE, own.length);
      const second = await app.waitForText(`Activities of Acme Production (${shown})`);
      expect(second.includes('More to load')).toBe(own.length > shown);
      const readAfter = pages.slice(readFirst.length);
      for (const page of readAfter) expect(page).toBeGreaterThan(Math.max(...readFirst));
    } finally {
      app.unmount();
    }
  });
});
