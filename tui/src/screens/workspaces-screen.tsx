import { type Workspace, workspaceProvider } from '@skiff/sdk';
import { useCallback, useMemo } from 'react';
import type { Column } from '../components/data-table.js';
import { useRouter } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../text.js';
import { loadHomeWorkspaces } from '../warm-start.js';
import { flexWidths } from './collect.js';
import { ListScreen, type ScreenProps } from './list-screen.js';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  AWS: 'AWS',
  DIGITAL_OCEAN: 'Digital Ocean',
  AZURE: 'Azure',
  GCP: 'GCP',
};

const n = (value: number | null | undefined) => String(value ?? 0);

/** Home: the workspaces the user can see, with their counters and cloud provider. */
export function WorkspacesScreen(props: ScreenProps) {
  const { client, home } = useServices();
  const { open } = useRouter();
  const name = 22;
  const counters = 8;
  const apps = 18;
  const provider = 13;
  const { flex } = flexWidths(props.width, [name, counters, apps, provider]);
  const columns = useMemo<Column<Workspace>[]>(
    () => [
      { header: 'Name', width: name, text: (w) => cleanLine(w.name) },
      { header: 'Description', width: flex, secondary: true, text: (w) => cleanLine(w.description) },
      { header: 'Projects', width: counters, text: (w) => n(w.totalProjects) },
      {
        header: 'Apps act/paus/all',
        width: apps,
        text: (w) => `${n(w.totalActivatedApplications)}/${n(w.totalPausedApplications)}/${n(w.totalApplications)}`,
      },
      {
        header: 'Cloud',
        width: provider,
        secondary: true,
        text: (w) => {
          const id = workspaceProvider(w);
          return id ? (PROVIDER_NAMES[id] ?? cleanLine(id)) : '-';
        },
      },
    ],
    [flex],
  );
  const load = useCallback(
    (signal: AbortSignal) => {
      const fresh = () => loadHomeWorkspaces(client, signal);
      // A prefetch that failed (the platform was still starting, say) is simply asked for again.
      return home?.take()?.catch(fresh) ?? fresh();
    },
    [client, home],
  );
  const initial = useCallback(() => home?.takeIfArrived(), [home]);
  const searchText = useCallback((w: Workspace) => `${cleanLine(w.name)}\n${cleanLine(w.description)}`, []);
  return (
    <ListScreen
      {...props}
      title="Workspaces"
      load={load}
      loadKey="workspaces"
      initial={initial}
      columns={columns}
      keyOf={(w) => w._id}
      searchText={searchText}
      filterPlaceholder="Search workspaces by name or description"
      onOpen={(w) => open({ name: 'projects', workspace: { id: w._id, name: cleanLine(w.name) } })}
      isStale={(m) => m.kind === 'activity'}
      empty="No workspaces yet."
    />
  );
}
