import {
  type Activity,
  type ClusterNamespace,
  type ClusterNode,
  type ClusterPod,
  type ClusterVolume,
  type Page,
  refId,
  type Workspace,
} from '@skiff/sdk';
import {
  formatDate,
  humanAction,
  NO_NAMESPACE_TEXT,
  NO_WORKSPACE_TEXT,
  namespaceLabel,
  residualPods,
  taskStatusTone,
} from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { type ReadPage, useServerPages } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths, MAX_SCANNED_ITEMS, readListWindow } from '../shared/collect.js';
import { ListScreen, type ListSource, type ScreenProps } from '../shared/list-screen.js';
import { toneColumn } from './tone-column.js';

/** A tab of one cluster. */
export type ClusterTabProps = ScreenProps & { cluster: Named };

const n = (value: number | null | undefined) => String(value ?? 0);

/**
 * Every item of a cluster listing the contract does not page (nodes, pods, namespaces, volumes: no `pageIndex`,
 * `pageSize` or `search`; the platform answers the whole list), up to MAX_SCANNED_ITEMS, read once.
 */
const everyItem = <T,>(read: ReadPage<T>, signal: AbortSignal) =>
  readListWindow(read, { search: '', limit: MAX_SCANNED_ITEMS }, signal).then((window) => window.items);

/** One listing of the cluster as a list screen (filter with `/`): `source` a window with its real total. */
function Listing<T>(
  props: ClusterTabProps & {
    tab: string;
    load?(signal: AbortSignal): Promise<T[]>;
    source?: ListSource<T>;
    columns: readonly Column<T>[];
    keyOf(item: T): string;
    searchText(item: T): string;
    empty: string;
    onOpen?(item: T): void;
  },
) {
  const { cluster, tab, ...rest } = props;
  return (
    <ListScreen
      {...rest}
      title={`${tab} of ${cluster.name}`}
      loadKey={`${tab}/${cluster.id}`}
      filterPlaceholder={`Search ${tab.toLowerCase()} by name`}
      isStale={(m) => m.kind === 'activity' && m.environment === cluster.id}
    />
  );
}

/** `{cpu: '2', memory: '4Gi'}` as "cpu 2 memory 4Gi". */
function resources(value: Record<string, unknown> | null | undefined): string {
  return Object.entries(value ?? {})
    .map(([key, amount]) => `${cleanLine(key)} ${cleanLine(String(amount))}`)
    .join(' ');
}

/** Worker nodes: name, capacity, allocatable, created (spec 003 section 2.10). */
export function ClusterNodes(props: ClusterTabProps) {
  const { client } = useServices();
  const { flex } = flexWidths(props.width, [26, 19], 20);
  const half = Math.max(10, Math.floor(flex / 2));
  const columns = useMemo<Column<ClusterNode>[]>(
    () => [
      { header: 'Name', width: 26, text: (x) => cleanLine(x.name) },
      { header: 'Capacity', width: half, text: (x) => resources(x.capacity) },
      { header: 'Allocatable', width: half, secondary: true, text: (x) => resources(x.allocatable) },
      { header: 'Created', width: 19, secondary: true, text: (x) => formatDate(x.createdAt) },
    ],
    [half],
  );
  // The contract does not page nor search this listing: `/` past what is loaded reads it all and keeps the matches.
  const source = useServerPages(
    (page, signal) => client.environments.nodes(props.cluster.id, page, { signal }),
    `Worker nodes/${props.cluster.id}`,
    { localSearch: (x) => cleanLine(x.name) },
  );
  return (
    <Listing
      {...props}
      tab="Worker nodes"
      source={source}
      columns={columns}
      keyOf={(x) => x.name}
      searchText={(x) => cleanLine(x.name)}
      empty="No worker nodes."
    />
  );
}

/** A namespace row: its name, label and residual pods (the SDK's rules). */
interface NamespaceRow {
  namespace: ClusterNamespace;
  name: string;
  label: string;
  residual: number;
}
const workspaceName = (w: ClusterNamespace['workspace']) => cleanLine(typeof w === 'string' ? w : (w?.name ?? w?._id));

/** Namespaces with their label (Alpha, Production, Beta, Live) and the residual-pod flag of non-system ones. */
export function ClusterNamespaces(props: ClusterTabProps) {
  const { client } = useServices();
  const { flex } = flexWidths(props.width, [10, 5, 12, 10, 19]);
  const columns = useMemo<Column<NamespaceRow>[]>(
    () => [
      { header: 'Namespace', width: flex, text: (r) => r.name },
      { header: 'Label', width: 10, text: (r) => r.label },
      { header: 'Pods', width: 5, text: (r) => n(r.namespace.pods?.length) },
      toneColumn(
        'Residual',
        12,
        (r) => (r.residual ? `${r.residual} residual` : ''),
        () => 'warning',
      ),
      { header: 'Status', width: 10, text: (r) => cleanLine(r.namespace.status) },
      { header: 'Created', width: 19, secondary: true, text: (r) => formatDate(r.namespace.createdAt) },
    ],
    [flex],
  );
  // A window of namespaces with its real total; the residual pods of each are judged against every pod.
  const source = useServerPages<ClusterNamespace, NamespaceRow>(
    (page, signal) => client.environments.namespaces(props.cluster.id, page, { signal }),
    `Namespaces/${props.cluster.id}`,
    {
      localSearch: (x) => `${cleanLine(x.namespace ?? x.name)}\n${workspaceName(x.workspace)}`,
      around: async (namespaces, { signal }) => {
        const pods = await everyItem(
          (page, s) => client.environments.pods(props.cluster.id, page, { signal: s }),
          signal,
        );
        const rows = namespaces.map((namespace) => {
          const name = cleanLine(namespace.namespace ?? namespace.name);
          return { namespace, name, label: namespaceLabel(name) ?? '', residual: residualPods(name, pods).length };
        });
        return { rows };
      },
    },
  );
  return (
    <Listing
      {...props}
      tab="Namespaces"
      source={source}
      columns={columns}
      keyOf={(r) => r.name}
      searchText={(r) => `${r.name}\n${workspaceName(r.namespace.workspace)}`}
      empty={NO_NAMESPACE_TEXT}
    />
  );
}

/** Running and Succeeded green, Failed red, any other status as is. */
const podTone = (status: string | null | undefined) =>
  status === 'Running' || status === 'Succeeded' ? 'success' : status === 'Failed' ? 'error' : 'neutral';

/** Pods: name, application (branch and project), containers, status, ready containers, created. */
export function ClusterPods(props: ClusterTabProps) {
  const { client } = useServices();
  const { flex } = flexWidths(props.width, [22, 5, 10, 5, 19]);
  const columns = useMemo<Column<ClusterPod>[]>(
    () => [
      { header: 'Name', width: flex, text: (p) => cleanLine(p.name) },
      {
        header: 'Application',
        width: 22,
        text: (p) =>
          p.application
            ? `${cleanLine(p.application.originBranch)} (${cleanLine(String(p.application.project ?? ''))})`
            : '',
      },
      { header: 'Cont.', width: 5, text: (p) => n(p.totalContainers) },
      toneColumn(
        'Status',
        10,
        (p) => cleanLine(p.status) || 'Unknown',
        (p) => podTone(p.status),
      ),
      { header: 'Ready', width: 5, text: (p) => n((p.statusContainers ?? []).filter((c) => c.ready).length) },
      { header: 'Created', width: 19, secondary: true, text: (p) => formatDate(p.creationTimestamp) },
    ],
    [flex],
  );
  const source = useServerPages(
    (page, signal) => client.environments.pods(props.cluster.id, page, { signal }),
    `Pods/${props.cluster.id}`,
    { localSearch: (p) => cleanLine(p.name) },
  );
  return (
    <Listing
      {...props}
      tab="Pods"
      source={source}
      columns={columns}
      keyOf={(p) => p.name}
      searchText={(p) => cleanLine(p.name)}
      empty="No pods."
    />
  );
}

/** A volume or a claim, with which of the two it is. */
type StorageRow = ClusterVolume & { kind: 'Volume' | 'Claim' };

/** What `/` matches in a storage row: its name and the volume a claim is bound to (both shown). */
const storageText = (v: ClusterVolume) => `${cleanLine(v.name)}\n${cleanLine(v.volumeName)}`;

/** Storage: persistent volumes and their claims in one list (a claim adds its volume and application). */
export function ClusterStorage(props: ClusterTabProps) {
  const { client } = useServices();
  const { flex } = flexWidths(props.width, [6, 14, 9, 8, 16, 19]);
  const columns = useMemo<Column<StorageRow>[]>(
    () => [
      { header: 'Kind', width: 6, text: (v) => v.kind },
      { header: 'Name', width: flex, text: (v) => cleanLine(v.name) },
      { header: 'Class', width: 14, text: (v) => cleanLine(v.storageClassName) },
      { header: 'Capacity', width: 9, text: (v) => cleanLine(String(v.capacity ?? '')) },
      { header: 'Status', width: 8, text: (v) => cleanLine(v.status) },
      {
        header: 'Volume / app',
        width: 16,
        secondary: true,
        text: (v) => [cleanLine(v.volumeName), cleanLine(v.application?.originBranch)].filter(Boolean).join(' / '),
      },
      { header: 'Created', width: 19, secondary: true, text: (v) => formatDate(v.createdAt) },
    ],
    [flex],
  );
  // Volumes then claims as one list: both read whole (the contract pages neither), shown a window at a time.
  const source = useServerPages(
    async (_page, signal): Promise<Page<StorageRow>> => {
      const id = props.cluster.id;
      const [volumes, claims] = await Promise.all([
        everyItem((page, s) => client.environments.persistentVolumes(id, page, { signal: s }), signal),
        everyItem((page, s) => client.environments.persistentVolumeClaims(id, page, { signal: s }), signal),
      ]);
      const items = [
        ...volumes.map((v) => ({ ...v, kind: 'Volume' as const })),
        ...claims.map((v) => ({ ...v, kind: 'Claim' as const })),
      ];
      return { items, total: items.length, pageIndex: 1, pageSize: items.length, hasNextPage: false, headers: {} };
    },
    `Storage/${props.cluster.id}`,
    { localSearch: storageText },
  );
  return (
    <Listing
      {...props}
      tab="Storage"
      source={source}
      columns={columns}
      keyOf={(v) => `${v.kind}/${v.name}`}
      searchText={storageText}
      empty="No volumes."
    />
  );
}

/** Workspaces on the cluster: name, description, projects, activated and paused applications, status, created. */
export function ClusterWorkspaces(props: ClusterTabProps) {
  const { client } = useServices();
  const router = useRouter();
  const { flex } = flexWidths(props.width, [22, 8, 8, 8, 10], 10);
  const columns = useMemo<Column<Workspace>[]>(
    () => [
      { header: 'Name', width: 22, text: (w) => cleanLine(w.name) },
      { header: 'Description', width: flex, secondary: true, text: (w) => cleanLine(w.description) },
      { header: 'Projects', width: 8, text: (w) => n(w.totalProjects) },
      { header: 'Active', width: 8, text: (w) => n(w.totalActivatedApplications) },
      { header: 'Paused', width: 8, text: (w) => n(w.totalPausedApplications) },
      { header: 'Status', width: 10, text: (w) => cleanLine(String(w.status ?? '')) },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded.
  const source = useServerPages(
    (page, signal) => client.environments.workspaces(props.cluster.id, page, { signal }),
    `Workspaces/${props.cluster.id}`,
  );
  return (
    <Listing
      {...props}
      tab="Workspaces"
      source={source}
      columns={columns}
      keyOf={(w) => w._id}
      searchText={(w) => cleanLine(w.name)}
      empty={NO_WORKSPACE_TEXT}
      onOpen={(w) => router.open({ name: 'projects', workspace: { id: w._id, name: cleanLine(w.name) } })}
    />
  );
}

/**
 * The cluster's newest activities read. They are asked for by `environmentId`, as the platform's own cluster page
 * does (spec 003 section 7) and the web app's tab does; the contract's list documents no such filter, so the rows
 * are also kept to this cluster's here, in case a server lists every activity.
 */
const ACTIVITIES_READ = 500;

/** The cluster's activities (newest first as the server sends them); Enter opens one's log. */
export function ClusterActivities(props: ClusterTabProps) {
  const { client } = useServices();
  const router = useRouter();
  const { flex } = flexWidths(props.width, [12, 19]);
  const columns = useMemo<Column<Activity>[]>(
    () => [
      { header: 'Action', width: flex, text: (a) => humanAction(cleanLine(a.action)) },
      toneColumn(
        'Status',
        12,
        (a) => cleanLine(a.status),
        (a) => taskStatusTone(a.status),
      ),
      { header: 'Created', width: 19, text: (a) => formatDate(a.createdAt) },
    ],
    [flex],
  );
  const load = useCallback(
    async (signal: AbortSignal) => {
      const listed = client.activities.list({ environmentId: props.cluster.id, pageSize: 100 }, { signal });
      const recent = await collect(listed, ACTIVITIES_READ);
      return recent.filter((a) => refId(a.environment) === props.cluster.id);
    },
    [client, props.cluster.id],
  );
  return (
    <Listing
      {...props}
      tab="Activities"
      load={load}
      columns={columns}
      keyOf={(a) => a._id}
      searchText={(a) => humanAction(cleanLine(a.action))}
      empty="No activities of this cluster."
      onOpen={(a) =>
        router.open({ name: 'activityLog', activity: { id: a._id, name: humanAction(cleanLine(a.action)) } })
      }
    />
  );
}
