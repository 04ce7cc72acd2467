import type { ClusterNamespace, ClusterNode, ClusterPod, ClusterVolume, Page, Workspace } from '@skiff/sdk';
import {
  CLUSTER_LISTING_PAGE_SIZE,
  CLUSTER_POD_PAGE_SIZE,
  formatDate,
  NO_NAMESPACE_TEXT,
  NO_WORKSPACE_TEXT,
  namespaceLabel,
  residualPods,
} from '@skiff/sdk/domain';
import { ErrorAlert } from '../../../components/error-alert.js';
import { Tag } from '../../../components/state-tag.js';
import { UploadedImage } from '../../../components/uploaded-image.js';
import { useResource } from '../../../components/use-resource.js';
import { Link } from '../../../router/link.js';
import { projectsPath } from '../../../routes.js';
import { useSession } from '../../../session/session-context.js';
import { AdminList } from '../admin-list.js';
import { type Column, DataTable, text } from '../data-table.js';
import type { ClusterScreen } from './cluster-page.js';

const LISTING = { pageSize: CLUSTER_LISTING_PAGE_SIZE };

/** One unpaged listing of the cluster (up to 300 rows, spec 003 section 9) as a table. */
function Listing<T>(props: {
  caption: string;
  load(signal: AbortSignal): Promise<Page<T>>;
  deps: readonly unknown[];
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  empty?: string;
}) {
  const rows = useResource(props.load, props.deps);
  return (
    <>
      <ErrorAlert error={rows.error} />
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={rows.data?.items}
        rowKey={props.rowKey}
        loading={rows.loading}
        {...(props.empty ? { empty: props.empty } : {})}
      />
    </>
  );
}

/** `{cpu: '2', memory: '4Gi'}` as "cpu 2 · memory 4Gi". */
function resources(value: Record<string, unknown> | null | undefined): string {
  return Object.entries(value ?? {})
    .map(([key, amount]) => `${text(key)} ${text(amount)}`)
    .join(' · ');
}

const NODE_COLUMNS: readonly Column<ClusterNode>[] = [
  { header: 'Name', cell: (n) => text(n.name) },
  { header: 'Capacity', cell: (n) => resources(n.capacity) },
  { header: 'Allocatable', cell: (n) => resources(n.allocatable) },
  { header: 'Created', cell: (n) => formatDate(n.createdAt) },
];

export function ClusterNodes({ cluster }: ClusterScreen) {
  const { client } = useSession();
  return (
    <Listing
      caption="Worker nodes"
      load={(signal) => client.environments.nodes(cluster._id, LISTING, { signal })}
      deps={[client, cluster._id]}
      columns={NODE_COLUMNS}
      rowKey={(n) => n.name}
    />
  );
}

const WORKSPACE_COLUMNS: readonly Column<Workspace>[] = [
  {
    header: 'Logo',
    cell: (w) => <UploadedImage reference={w.logo} alt={`${text(w.name)} logo`} size={24} fallback={null} />,
  },
  { header: 'Name', cell: (w) => <Link to={projectsPath(w._id)}>{text(w.name)}</Link> },
  { header: 'Description', cell: (w) => text(w.description) },
  { header: 'Projects', cell: (w) => w.totalProjects ?? 0 },
  { header: 'Activated applications', cell: (w) => w.totalActivatedApplications ?? 0 },
  { header: 'Paused applications', cell: (w) => w.totalPausedApplications ?? 0 },
  { header: 'Status', cell: (w) => text(w.status) },
  { header: 'Created', cell: (w) => formatDate(w.createdAt) },
];

export function ClusterWorkspaces({ cluster }: ClusterScreen) {
  const { client } = useSession();
  return (
    <Listing
      caption="Workspaces on this cluster"
      load={(signal) => client.environments.workspaces(cluster._id, LISTING, { signal })}
      deps={[client, cluster._id]}
      columns={WORKSPACE_COLUMNS}
      rowKey={(w) => w._id}
      empty={NO_WORKSPACE_TEXT}
    />
  );
}

const namespaceName = (n: ClusterNamespace) => text(n.namespace ?? n.name);
const workspaceName = (w: ClusterNamespace['workspace']) => text(typeof w === 'string' ? w : (w?.name ?? w?._id));

/** Namespaces with their label and, for non-system ones, a flag when pods without an application are left. */
export function ClusterNamespaces({ cluster }: ClusterScreen) {
  const { client } = useSession();
  const pods = useResource(
    (signal) => client.environments.pods(cluster._id, LISTING, { signal }),
    [client, cluster._id],
  );
  const columns: readonly Column<ClusterNamespace>[] = [
    { header: 'Namespace', cell: namespaceName },
    {
      header: 'Label',
      cell: (n) => {
        const label = namespaceLabel(namespaceName(n));
        return label ? <Tag tone="info">{label}</Tag> : null;
      },
    },
    { header: 'Workspace', cell: (n) => workspaceName(n.workspace) },
    { header: 'Pods', cell: (n) => n.pods?.length ?? 0 },
    {
      header: 'Residual pods',
      cell: (n) => {
        const residual = residualPods(namespaceName(n), pods.data?.items ?? []);
        return residual.length > 0 ? <Tag tone="warning">{`${residual.length} residual`}</Tag> : null;
      },
    },
    { header: 'Status', cell: (n) => text(n.status) },
    { header: 'Created', cell: (n) => formatDate(n.createdAt) },
  ];
  return (
    <>
      <ErrorAlert error={pods.error} />
      <Listing
        caption="Namespaces"
        load={(signal) => client.environments.namespaces(cluster._id, LISTING, { signal })}
        deps={[client, cluster._id]}
        columns={columns}
        rowKey={namespaceName}
        empty={NO_NAMESPACE_TEXT}
      />
    </>
  );
}

/** Running, Succeeded and Failed as the pod reports them; anything else is shown as is. */
function podTone(status: string | null | undefined) {
  if (status === 'Running' || status === 'Succeeded') return 'success';
  return status === 'Failed' ? 'error' : 'neutral';
}

const POD_COLUMNS: readonly Column<ClusterPod>[] = [
  { header: 'Name', cell: (p) => text(p.name) },
  {
    header: 'Application',
    cell: (p) => (p.application ? `${text(p.application.originBranch)} (${text(p.application.project)})` : ''),
  },
  { header: 'Containers', cell: (p) => p.totalContainers ?? 0 },
  { header: 'Status', cell: (p) => <Tag tone={podTone(p.status)}>{text(p.status ?? 'Unknown')}</Tag> },
  { header: 'Ready', cell: (p) => (p.statusContainers ?? []).filter((c) => c.ready).length },
  { header: 'Created', cell: (p) => formatDate(p.creationTimestamp) },
];

export function ClusterPods({ cluster }: ClusterScreen) {
  const { client } = useSession();
  return (
    <AdminList
      caption="Pods"
      sizes={[CLUSTER_POD_PAGE_SIZE]}
      load={(params, signal) => client.environments.pods(cluster._id, params, { signal })}
      columns={() => POD_COLUMNS}
      rowKey={(p) => p.name}
    />
  );
}

const VOLUME_COLUMNS: readonly Column<ClusterVolume>[] = [
  { header: 'Name', cell: (v) => text(v.name) },
  { header: 'Storage class', cell: (v) => text(v.storageClassName) },
  { header: 'Access mode', cell: (v) => text(v.accessMode) },
  { header: 'Capacity', cell: (v) => text(v.capacity) },
  { header: 'Volume handle', cell: (v) => text(v.volumeHandle) },
  { header: 'Volume driver', cell: (v) => text(v.volumeDriver) },
  { header: 'Status', cell: (v) => text(v.status) },
  { header: 'Created', cell: (v) => formatDate(v.createdAt) },
];

const CLAIM_COLUMNS: readonly Column<ClusterVolume>[] = [
  ...VOLUME_COLUMNS.slice(0, 1),
  { header: 'Volume name', cell: (v) => text(v.volumeName) },
  { header: 'Application', cell: (v) => text(v.application?.originBranch) },
  ...VOLUME_COLUMNS.slice(1),
];

/** Persistent volumes and their claims (100 rows each, spec 003 section 9). */
export function ClusterStorage({ cluster }: ClusterScreen) {
  const { client } = useSession();
  const size = { pageSize: CLUSTER_POD_PAGE_SIZE };
  return (
    <>
      <Listing
        caption="Persistent volumes"
        load={(signal) => client.environments.persistentVolumes(cluster._id, size, { signal })}
        deps={[client, cluster._id]}
        columns={VOLUME_COLUMNS}
        rowKey={(v) => v.name}
      />
      <Listing
        caption="Persistent volume claims"
        load={(signal) => client.environments.persistentVolumeClaims(cluster._id, size, { signal })}
        deps={[client, cluster._id]}
        columns={CLAIM_COLUMNS}
        rowKey={(v) => v.name}
      />
    </>
  );
}
