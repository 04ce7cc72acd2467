import { type Application, applicationBranch, refId } from '@skiff/sdk';
import { formatRelativeTime } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { stateColumn } from '../../components/state-badge.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { usePagedList } from '../../hooks/use-paged-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** Applications shown per Load more. */
export const ALL_APPS_PAGE = 1000;

const name = (a: Application) => cleanLine(applicationBranch(a)) || a._id;

/**
 * Every application the user can see, of every workspace (`skiff apps list`): branch, URL, deployed (relative) and
 * status, read page by page (Load more reads only the next page) so that ten thousand applications stay quick to
 * move through and light in memory.
 */
export function AllAppsScreen(props: ScreenProps) {
  const { client, now } = useServices();
  const { open } = useRouter();
  const readPage = useCallback(
    (pageIndex: number, signal: AbortSignal) =>
      client.applications.listAll({ pageSize: ALL_APPS_PAGE, pageIndex }, { signal }),
    [client],
  );
  const source = usePagedList(readPage, 'all-apps');
  const deployed = 13;
  const state = 12;
  const { flex } = flexWidths(props.width, [26, deployed, state], 12);
  const columns = useMemo<Column<Application>[]>(
    () => [
      { header: 'Name', width: 26, text: name },
      { header: 'URL', width: flex, secondary: true, text: (a) => cleanLine(a.hostname) || '-' },
      { header: 'Deployed', width: deployed, text: (a) => formatRelativeTime(a.deployedAt, now()) || '-' },
      stateColumn('Status', state),
    ],
    [flex, now],
  );
  const searchText = useCallback((a: Application) => `${name(a)}\n${cleanLine(a.hostname)}`, []);
  return (
    <ListScreen
      {...props}
      title="All applications"
      source={source}
      columns={columns}
      keyOf={(a) => a._id}
      searchText={searchText}
      filterPlaceholder="Search applications by branch or URL"
      onOpen={(a) => {
        const workspaceId = refId(a.workspace);
        const projectId = refId(a.project);
        if (!workspaceId || !projectId) return;
        open({
          name: 'application',
          workspace: { id: workspaceId, name: workspaceId },
          project: { id: projectId, name: projectId },
          application: { id: a._id, name: name(a) },
        });
      }}
      isStale={(m) => m.kind === 'activity'}
      empty="No applications."
    />
  );
}
