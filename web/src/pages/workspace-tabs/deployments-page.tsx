import type { Deployment } from '@skiff/sdk';
import { DEPLOYMENT_PAGE_SIZE, formatDate } from '@skiff/sdk/domain';
import { TaskStatusTag } from '../../components/state-tag.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { type Column, text } from '../admin/data-table.js';
import { WorkspaceTabList } from './workspace-tab-page.js';

const COLUMNS: readonly Column<Deployment>[] = [
  { header: 'Name', cell: (d) => text(d.name) },
  { header: 'Hostname', cell: (d) => text(d.hostname) },
  { header: 'Image', cell: (d) => text(d.snapshotTag ?? d.containerImage) },
  { header: 'Replicas', cell: (d) => text(d.replicas) },
  { header: 'Group type', cell: (d) => text(d.groupType) },
  { header: 'Status', cell: (d) => <TaskStatusTag status={d.status ?? d.lastActivity?.status} /> },
  { header: 'Created by', cell: (d) => text(d.deployedBy?.rawInfo?.email) },
  { header: 'Created', cell: (d) => formatDate(typeof d.createdAt === 'string' ? d.createdAt : d.deployedAt) },
];

/** /workspaces/{w}/deployments (spec 001 section 2): the cluster deployments (tags) of the workspace, 12 a page. */
export function WorkspaceDeploymentsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  return (
    <WorkspaceTabList
      workspaceId={workspaceId}
      tab="deployments"
      label="Deployments"
      caption="Cluster deployments"
      sizes={[DEPLOYMENT_PAGE_SIZE]}
      load={(paging, signal) => client.workspaces.deployments(workspaceId, paging, { signal })}
      columns={() => COLUMNS}
    />
  );
}
