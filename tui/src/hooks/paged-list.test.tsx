import { type Application, applicationBranch, type Page } from '@skiff/sdk';
import { waitFor } from '@skiff/testkit';
import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { NoticeProvider } from '../contexts/notice-context.js';
import { collect } from '../screens/shared/collect.js';
import type { ListSource } from '../screens/shared/list-screen.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { usePagedList } from './use-paged-list.js';

const session = setupEmulatorSession({ push: false });
const PAGE = 4;

/** The list as a line of text, and its controls for the test (what the All applications screen does on m and r). */
function Probe({
  read,
  expose,
}: {
  read: (page: number) => Promise<Page<Application>>;
  expose(list: ListSource<Application>): void;
}) {
  const list = usePagedList<Application>(read, 'probe');
  expose(list);
  const names = (list.data ?? []).map(applicationBranch).join(',');
  return (
    <Text>{`${list.loading ? 'loading' : 'idle'} ${list.data?.length ?? 0} more=${list.hasMore} [${names}]`}</Text>
  );
}

describe('a server-paged list with Load more', () => {
  it('Given every application 4 a page, When Load more is pressed to the end and then reloaded, Then each press reads only the next page, the items add up in order, and a reload reads the loaded pages once each', async () => {
    const { client } = session;
    const every = await collect(client.applications.listAll({ pageSize: 100 }), 100_000);
    expect(every.length).toBeGreaterThan(PAGE * 2);
    const pages = Math.ceil(every.length / PAGE);
    const asked: number[] = [];
    const read = (page: number) => {
      asked.push(page);
      return client.applications.listAll({ pageSize: PAGE, pageIndex: page });
    };
    let list: ListSource<Application> | undefined;
    const app = render(
      <NoticeProvider>
        <Probe read={read} expose={(l) => (list = l)} />
      </NoticeProvider>,
    );
    try {
      const shows = (count: number, more: boolean) =>
        waitFor(() => app.lastFrame()?.startsWith(`idle ${count} more=${more}`), `${count} items, more=${more}`);
      await shows(PAGE, true);
      for (let n = 2; n <= pages; n++) {
        list!.loadMore!();
        await shows(Math.min(n * PAGE, every.length), n < pages);
      }
      expect(asked).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      expect(app.lastFrame()?.replaceAll('\n', '')).toContain(`[${every.map(applicationBranch).join(',')}]`);
      list!.loadMore!();
      expect(asked.length).toBe(pages);

      asked.length = 0;
      list!.reload();
      await waitFor(() => asked.length === pages && app.lastFrame()?.startsWith('idle'), 'the reload');
      expect(asked).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      expect(app.lastFrame()).toContain(`idle ${every.length} more=false`);
    } finally {
      app.unmount();
    }
  });
});
