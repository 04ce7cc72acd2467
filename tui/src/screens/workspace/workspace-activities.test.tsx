import { type Activity, type HttpClient, type Page, refId, SkiffClient } from '@skiff/sdk';
import { ACTIVITY_PAGE_SIZE } from '@skiff/sdk/domain';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, waitFor } from '@skiff/testkit';
import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { NoticeProvider } from '../../contexts/notice-context.js';
import { useScannedList } from '../../hooks/use-scanned-list.js';
import { demoWorkspace } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { renderApp } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';
import type { ListSource } from '../shared/list-screen.js';

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

/** The scanned list as a line of text, and its controls for the test (what the Activities tab does on m and r). */
function Probe({
  read,
  keep,
  expose,
}: {
  read: (page: number) => Promise<Page<Activity>>;
  keep: (a: Activity) => boolean;
  expose(list: ListSource<Activity>): void;
}) {
  const list = useScannedList<Activity>(read, keep, 3, 'probe');
  expose(list);
  return (
    <Text>{`${list.loading ? 'loading' : 'idle'} ${list.data?.length ?? 0} more=${list.hasMore} [${(list.data ?? []).map((a) => a._id).join(',')}]`}</Text>
  );
}

describe('a list scanned from server pages (useScannedList)', () => {
  it("Given a workspace's activities among others, 5 a server page, When Load more is pressed to the end and reloaded, Then each press reads on from the next unread page, the rows add up in order, and a reload scans again from page 1", async () => {
    const { client } = session;
    const workspace = await demoWorkspace(client, 'Acme Production');
    const keep = (a: Activity) => refId(a.workspace) === workspace.id;
    const every = await collect(client.activities.list({ pageSize: 100 }), 100_000);
    const own = every.filter(keep);
    expect(every.length).toBeGreaterThan(own.length);
    expect(own.length).toBeGreaterThan(3 * 2);
    const asked: number[] = [];
    const read = (page: number) => {
      asked.push(page);
      return client.activities.list({ pageSize: 5, pageIndex: page });
    };
    let list: ListSource<Activity> | undefined;
    const app = render(
      <NoticeProvider>
        <Probe read={read} keep={keep} expose={(l) => (list = l)} />
      </NoticeProvider>,
    );
    try {
      const shows = (count: number, more: boolean) =>
        waitFor(() => app.lastFrame()?.startsWith(`idle ${count} more=${more}`), `${count} rows, more=${more}`);
      await shows(3, true);
      for (let n = 2; n <= Math.ceil(own.length / 3); n++) {
        const before = asked.length;
        list!.loadMore!();
        await shows(Math.min(n * 3, own.length), n * 3 < own.length);
        // Only pages after those already read.
        for (const page of asked.slice(before)) expect(page).toBeGreaterThan(Math.max(...asked.slice(0, before)));
      }
      expect(asked).toEqual(Array.from({ length: asked.length }, (_, i) => i + 1));
      expect(app.lastFrame()?.replaceAll('\n', '')).toContain(`[${own.map((a) => a._id).join(',')}]`);
      asked.length = 0;
      list!.reload();
      await waitFor(() => asked.length > 0 && app.lastFrame()?.startsWith(`idle ${own.length}`), 'the reload');
      expect(asked[0]).toBe(1);
    } finally {
      app.unmount();
    }
  });
});

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
      expect(first).toContain('/ filter  Tab tab');
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
