import type { Environment } from '@skiff/sdk';
import {
  CLUSTER_PAGE_SIZES,
  cloudProviderLabel,
  clusterLastActivity,
  clusterStatusTone,
  formatDate,
  humanAction,
} from '@skiff/sdk/domain';
import { Tag } from '../../components/state-tag.js';
import { Link } from '../../router/link.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { clusterPath } from './cluster/cluster-path.js';
import { type Column, text } from './data-table.js';
import { TerraformTabs } from './terraform-tabs.js';

const COLUMNS: readonly Column<Environment>[] = [
  {
    header: 'Name',
    cell: (c) => <Link to={clusterPath(c._id, 'overview')}>{text(c.name ?? c.clusterName ?? c._id)}</Link>,
  },
  { header: 'Status', cell: (c) => <Tag tone={clusterStatusTone(c.status)}>{text(c.status ?? 'UNKNOWN')}</Tag> },
  { header: 'Provider', cell: (c) => cloudProviderLabel(text(c.cloudAccount?.provider ?? c.provider)) },
  { header: 'Region', cell: (c) => text(c.region) },
  { header: 'Kubernetes', cell: (c) => text(c.kubernetesVersion) },
  { header: 'Applications', cell: (c) => c.applications ?? 0 },
  { header: 'Protected', cell: (c) => (c.isProtected ? 'Yes' : 'No') },
  {
    header: 'Last activity',
    cell: (c) => {
      const last = clusterLastActivity(c.lastActivity);
      return `${humanAction(last.action)} (${last.status})`;
    },
  },
  { header: 'Created', cell: (c) => formatDate(c.createdAt) },
];

/** /terraform/infrastructure, /clusters and /infrastructures (spec 003 sections 2.9 and 2.10): every cluster. */
export function ClustersPage() {
  const { client } = useSession();
  return (
    <>
      <TerraformTabs current="/terraform/infrastructure" />
      <p>
        <Link to="/terraform/add-cluster">New cluster</Link>
      </p>
      <AdminList
        caption="Clusters"
        sizes={CLUSTER_PAGE_SIZES}
        search={{ label: 'Search clusters', placeholder: 'Search by name' }}
        load={(params, signal) => client.environments.list(params, { signal })}
        columns={() => COLUMNS}
        rowKey={(c) => c._id}
      />
    </>
  );
}
