import { type Application, applicationBranch, readApplicationNames, refId } from '@skiff/sdk';
import {
  APPLICATION_STATUS_FILTERS,
  type ApplicationStatusFilter,
  formatRelativeTime,
  matchesApplicationStatusFilter,
  type SortDirection,
  sortByDeployedAt,
  WORKSPACE_APPLICATION_PAGE_SIZES,
} from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { stateColumn } from '../../components/state-badge.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerList } from '../../hooks/use-server-list.js';
import { type Command, primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths, type ListWindow, readListWindow } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const FILTERS: readonly (ApplicationStatusFilter | undefined)[] = [undefined, ...APPLICATION_STATUS_FILTERS];
/** An application with its project's name (the list answers carry the project's id only). */
type Row = Application & { projectName: string };
const projectName = (a: Row) => a.projectName;
const deployedBy = (a: Application) => cleanLine(a.deployedBy?.rawInfo?.email) || '-';
const groupType = (a: Application) => cleanLine(a.groupType ?? '') || '-';

/**
 * A workspace's Applications tab: every application of its projects with branch / project, URL, deployed by,
 * deployed (relative, `o` sorts), lifecycle and status; `s` cycles the status filter (Deployed, Undeployed, Paused);
 * 25 a page (`z`: 25, 50, 100, spec 001 /applications), `]` and `[` turn the page.
 */
export function WorkspaceAppsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client, now } = useServices();
  const { open } = useRouter();
  const theme = useTheme();
  const [filterIndex, setFilterIndex] = useState(0);
  const [direction, setDirection] = useState<SortDirection | undefined>();
  const status = FILTERS[filterIndex % FILTERS.length];
  const [sizeIndex, setSizeIndex] = useState(0);
  const pageSize = WORKSPACE_APPLICATION_PAGE_SIZES[sizeIndex % WORKSPACE_APPLICATION_PAGE_SIZES.length]!;

  const name = 26;
  const by = 20;
  const deployed = 13;
  const life = 9;
  const state = 12;
  const { flex } = flexWidths(props.width, [name, by, deployed, life, state], 12);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        header: 'Name',
        width: name,
        text: (a) => [cleanLine(applicationBranch(a)), projectName(a)].filter(Boolean).join(' / '),
      },
      { header: 'URL', width: flex, secondary: true, text: (a) => cleanLine(a.hostname) || '-' },
      { header: 'Deployed by', width: by, secondary: true, text: deployedBy },
      {
        header: direction ? `Deployed ${direction === 'desc' ? '↓' : '↑'}` : 'Deployed',
        width: deployed,
        text: (a) => formatRelativeTime(a.deployedAt, now()) || '-',
      },
      { header: 'Lifecycle', width: life, secondary: true, text: groupType },
      stateColumn('Status', state),
    ],
    [flex, direction, now],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded (useServerList).
  // Project names come from every project of the workspace, paged through (the SDK's readApplicationNames).
  const readWindow = useCallback(
    async (options: { search: string; limit: number }, signal: AbortSignal): Promise<ListWindow<Row>> => {
      const [window, names] = await Promise.all([
        readListWindow(
          (page, s) => client.applications.listInWorkspace(workspace.id, page, { signal: s }),
          options,
          signal,
        ),
        readApplicationNames(client, { _id: workspace.id, name: workspace.name }, { signal }),
      ]);
      const items = window.items.map((a) => ({ ...a, projectName: cleanLine(names.projectName(a)) }));
      return { ...window, items };
    },
    [client, workspace.id, workspace.name],
  );
  const loaded = useServerList(readWindow, `apps/${workspace.id}`);
  const view = useCallback(
    (apps: Row[]) => {
      const kept = status ? apps.filter((a) => matchesApplicationStatusFilter(a, status)) : apps;
      return direction ? sortByDeployedAt(kept, direction) : kept;
    },
    [status, direction],
  );
  const searchText = useCallback(
    (a: Row) => `${cleanLine(applicationBranch(a))}\n${projectName(a)}\n${cleanLine(a.hostname)}`,
    [],
  );
  const onCommand = (command: Command) => {
    if (command === 'statusFilter') setFilterIndex((i) => (i + 1) % FILTERS.length);
    else if (command === 'sort') setDirection((d) => (d === 'desc' ? 'asc' : 'desc'));
    else if (command === 'pageSize') setSizeIndex((i) => i + 1);
    else return false;
    return true;
  };
  const banner = (
    <Text color={theme.text.secondary} wrap="truncate">
      {`Status: ${status ?? 'All'} (${primaryKeyLabel('statusFilter')} change)  ·  Sort: ${
        direction ? `deployed ${direction === 'desc' ? 'newest first' : 'oldest first'}` : 'none'
      } (${primaryKeyLabel('sort')} change)  ·  ${pageSize} a page (${primaryKeyLabel('pageSize')} change)`}
    </Text>
  );
  return (
    <ListScreen
      {...props}
      title={`Applications of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(a) => a._id}
      searchText={searchText}
      filterPlaceholder="Search applications by branch, project or URL"
      onOpen={(a) => {
        const projectId = refId(a.project);
        if (!projectId) return;
        open({
          name: 'application',
          workspace,
          project: { id: projectId, name: projectName(a) || projectId },
          application: { id: a._id, name: cleanLine(applicationBranch(a)) },
        });
      }}
      isStale={(m) => m.kind === 'activity' && m.workspace === workspace.id}
      empty="This workspace has no applications yet."
      scopes={['applications']}
      onCommand={onCommand}
      view={view}
      banner={banner}
      pageSize={pageSize}
    />
  );
}
