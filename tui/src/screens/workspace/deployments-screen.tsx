import type { Deployment } from '@skiff/sdk';
import { DEPLOYMENT_PAGE_SIZE, formatDate, taskStatusTone } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { toneColumn } from './tone-column.js';

const createdOf = (d: Deployment) => formatDate(typeof d.createdAt === 'string' ? d.createdAt : d.deployedAt) || '-';
/** The image: the snapshot tag the deployment runs (a field the schema passes through), else its container image. */
const imageOf = (d: Deployment) => cleanLine(typeof d.snapshotTag === 'string' ? d.snapshotTag : d.containerImage);
const nameOf = (d: Deployment) => cleanLine(d.deploymentName ?? d.name);
const searchText = (d: Deployment) => `${nameOf(d)}\n${cleanLine(d.hostname)}\n${imageOf(d)}`;

/**
 * A workspace's cluster deployments (spec 001 /deployments): the deployments (tags) of its projects with name,
 * hostname, image (snapshotTag), replicas, group type, status, created by and the creation date, 12 a page.
 */
export function DeploymentsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const name = 18;
  const image = 14;
  const replicas = 8;
  const group = 10;
  const status = 11;
  const by = 20;
  const created = 19;
  const { flex } = flexWidths(props.width, [name, image, replicas, group, status, by, created], 12);
  const columns = useMemo<Column<Deployment>[]>(
    () => [
      { header: 'Name', width: name, text: (d) => nameOf(d) || '-' },
      { header: 'Hostname', width: flex, secondary: true, text: (d) => cleanLine(d.hostname) || '-' },
      { header: 'Image', width: image, text: (d) => imageOf(d) || '-' },
      { header: 'Replicas', width: replicas, secondary: true, text: (d) => String(d.replicas ?? 0) },
      { header: 'Group type', width: group, secondary: true, text: (d) => cleanLine(d.groupType) || '-' },
      toneColumn('Status', status, (d) => d.status ?? d.lastActivity?.status, taskStatusTone),
      { header: 'Created by', width: by, secondary: true, text: (d) => cleanLine(d.deployedBy?.rawInfo?.email) || '-' },
      { header: 'Created', width: created, text: createdOf },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server (its search: the name) when not all is
  // loaded.
  const loaded = useServerPages(
    (page, signal) => client.workspaces.deployments(workspace.id, page, { signal }),
    `deployments/${workspace.id}`,
  );
  return (
    <ListScreen
      {...props}
      title={`Cluster deployments of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(d) => d._id}
      searchText={searchText}
      filterPlaceholder="Search deployments by name, hostname or image"
      isStale={(m) => m.kind === 'activity' && m.workspace === workspace.id}
      empty="This workspace has no cluster deployments yet."
      pageSize={DEPLOYMENT_PAGE_SIZE}
    />
  );
}
