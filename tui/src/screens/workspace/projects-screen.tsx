import type { Project } from '@skiff/sdk';
import { EMPTY_PROJECT_LIST } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerList } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths, readListWindow } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const n = (value: number | null | undefined) => String(value ?? 0);

function repository(p: Project): string {
  const path = [p.repositoryOwner, p.repositoryName].filter(Boolean).map(cleanLine).join('/');
  const provider = p.repositoryProvider ? cleanLine(p.repositoryProvider).toLowerCase() : '';
  return [provider, path].filter(Boolean).join(': ') || '-';
}

/** The projects of a workspace: name, type, repository, deployed and paused counts. */
export function ProjectsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const { open } = useRouter();
  const name = 22;
  const type = 14;
  const count = 9;
  const { flex } = flexWidths(props.width, [name, type, count, count]);
  const columns = useMemo<Column<Project>[]>(
    () => [
      { header: 'Name', width: name, text: (p) => cleanLine(p.name) },
      { header: 'Type', width: type, text: (p) => cleanLine(p.projectType?.name ?? p.projectType?.key ?? '-') },
      { header: 'Repository', width: flex, secondary: true, text: repository },
      { header: 'Deployed', width: count, text: (p) => n(p.totalDeployedApplications) },
      { header: 'Paused', width: count, text: (p) => n(p.totalPausedApplications) },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded (see
  // useServerList), as Home does.
  const readWindow = useCallback(
    (options: { search: string; limit: number }, signal: AbortSignal) =>
      readListWindow((page, s) => client.projects.list(workspace.id, page, { signal: s }), options, signal),
    [client, workspace.id],
  );
  const loaded = useServerList(readWindow, workspace.id);
  const searchText = useCallback((p: Project) => `${cleanLine(p.name)}\n${cleanLine(p.description)}`, []);
  return (
    <ListScreen
      {...props}
      title={`Projects of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(p) => p._id}
      searchText={searchText}
      filterPlaceholder="Search projects by name or description"
      onOpen={(p) => open({ name: 'branches', workspace, project: { id: p._id, name: cleanLine(p.name) } })}
      isStale={(m) => m.kind === 'activity' && m.workspace === workspace.id}
      empty={EMPTY_PROJECT_LIST}
    />
  );
}
