import type { Environment } from '@skiff/sdk';
import {
  CLUSTER_PAGE_SIZES,
  cloudProviderLabel,
  clusterLastActivity,
  clusterStatusTone,
  humanAction,
} from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { usePageSize } from '../../hooks/use-page-size.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { toneColumn } from './tone-column.js';

/** A cluster's name as every admin screen shows it (the cluster name, else its id). */
export const clusterNameOf = (c: Environment) => cleanLine(c.name ?? c.clusterName) || c._id;
const statusOf = (c: Environment) => cleanLine(c.status) || 'UNKNOWN';
const lastActivityOf = (c: Environment) => {
  const last = clusterLastActivity(c.lastActivity);
  return `${humanAction(last.action)} (${cleanLine(last.status)})`;
};

/**
 * Admin > Clusters (spec 003 sections 2.9 and 2.10): every cluster, 12, 24 or 50 a page (`z`); Enter opens one, `a`
 * creates one.
 */
export function ClustersSection(props: ScreenProps) {
  const { client } = useServices();
  const router = useRouter();
  const name = 22;
  const status = 12;
  const provider = 13;
  const region = 12;
  const count = 5;
  const { flex } = flexWidths(props.width, [name, status, provider, region, count, count]);
  const columns = useMemo<Column<Environment>[]>(
    () => [
      { header: 'Name', width: name, text: clusterNameOf },
      toneColumn('Status', status, statusOf, (c) => clusterStatusTone(c.status)),
      {
        header: 'Provider',
        width: provider,
        text: (c) => cloudProviderLabel(cleanLine(c.cloudAccount?.provider ?? c.provider)),
      },
      { header: 'Region', width: region, secondary: true, text: (c) => cleanLine(c.region) },
      { header: 'Apps', width: count, text: (c) => String(c.applications ?? 0) },
      { header: 'Prot.', width: count, secondary: true, text: (c) => (c.isProtected ? 'Yes' : 'No') },
      { header: 'Last activity', width: flex, secondary: true, text: lastActivityOf },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded. Coming back to the
  // list (from a cluster or its form) reads it again (ListScreen).
  const source = useServerPages((page, signal) => client.environments.list(page, { signal }), 'admin/clusters');
  const pages = usePageSize(CLUSTER_PAGE_SIZES);
  const onCommand = (command: Command) => {
    if (command !== 'create') return pages.onCommand(command);
    router.open({ name: 'adminForm', form: 'cluster' });
    return true;
  };
  return (
    <ListScreen
      {...props}
      title="Clusters"
      source={source}
      columns={columns}
      keyOf={(c) => c._id}
      searchText={clusterNameOf}
      filterPlaceholder="Search clusters by name"
      onOpen={(c) => router.open({ name: 'cluster', cluster: { id: c._id, name: clusterNameOf(c) }, tab: 'overview' })}
      isStale={(m) => m.kind === 'activity' && Boolean(m.environment)}
      empty="No clusters."
      scopes={['admin']}
      onCommand={onCommand}
      pageSize={pages.size}
    />
  );
}
