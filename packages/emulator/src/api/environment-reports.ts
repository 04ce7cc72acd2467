import { DEFAULT_LOG_PAGE_SIZE } from '../domain.js';
import { notFound } from '../http/errors.js';
import { stableId } from '../ids.js';
import type { ClusterApplication } from '../store/environment-usage.js';
import type { StoredRecord } from '../store/records.js';
import { listQuery, pageReply, requireAdmin } from './admin-access.js';
import { visibleEnvironment } from './environment-access.js';
import { MAX_PAGE_SIZE } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

/**
 * A cluster's Kubernetes listings, derived from what the emulator knows: nodes from the node counts, one namespace
 * per workspace, one pod per replica of each deployed application, one volume (and claim) per deployed application.
 */
const ENV = '/api/v2/environments/:environmentId';

const CAPACITY: Record<string, { cpu: string; memory: string }> = {
  't3.medium': { cpu: '2', memory: '4Gi' },
  'm5.large': { cpu: '2', memory: '8Gi' },
  'm5.xlarge': { cpu: '4', memory: '16Gi' },
  Standard_D2s_v4: { cpu: '2', memory: '8Gi' },
  's-2vcpu-4gb': { cpu: '2', memory: '4Gi' },
};

const DRIVERS: Record<string, { driver: string; storageClass: string }> = {
  AWS: { driver: 'ebs.csi.aws.com', storageClass: 'gp2' },
  AZURE: { driver: 'disk.csi.azure.com', storageClass: 'managed-csi' },
  DIGITAL_OCEAN: { driver: 'dobs.csi.digitalocean.com', storageClass: 'do-block-storage' },
};

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function adminEnvironment(req: ApiRequest): StoredRecord {
  requireAdmin(req);
  return visibleEnvironment(req);
}

function nodes(env: StoredRecord) {
  const count = Math.max(1, Number(env.data.desiredNodes ?? 1));
  const capacity = CAPACITY[String(env.data.instanceType)] ?? { cpu: '2', memory: '4Gi' };
  return Array.from({ length: count }, (_, i) => ({
    name: `${env.name}-node-${stableId(`${env._id}:node:${i}`).slice(0, 5)}`,
    status: 'Ready',
    instanceType: env.data.instanceType ?? null,
    capacity: { ...capacity, pods: '58' },
    allocatable: { cpu: `${Number(capacity.cpu) * 1000 - 70}m`, memory: capacity.memory, pods: '58' },
    createdAt: env.createdAt,
  }));
}

function podsOf(req: ApiRequest, app: ClusterApplication) {
  const workspace = req.ctx.store.workspaces.get(app.workspaceId);
  const hash = stableId(`pod:${app.id}`).slice(0, 10);
  return Array.from({ length: app.replicas }, (_, i) => ({
    name: `${app.name}-${hash}-${stableId(`${app.id}:${i}`).slice(0, 5)}`,
    namespace: slug(String(workspace?.name ?? app.workspaceId)),
    application: { _id: app.id, originBranch: app.data.originBranch ?? app.name, project: app.projectId },
    totalContainers: 1,
    status: 'Running',
    statusContainers: [{ ready: true }],
    creationTimestamp: app.data.deployedAt ?? null,
  }));
}

function pods(req: ApiRequest, env: StoredRecord) {
  return req.ctx.store.environmentUsage.deployedApplications(env._id).flatMap((app) => podsOf(req, app));
}

function namespaces(req: ApiRequest, env: StoredRecord) {
  const allPods = pods(req, env);
  return req.ctx.store.environmentUsage.workspaceIds(env._id).map((id) => {
    const workspace = req.ctx.store.workspaces.get(id)!;
    const namespace = slug(String(workspace.name));
    return {
      namespace,
      name: namespace,
      workspace: { _id: workspace._id, name: workspace.name },
      pods: allPods.filter((p) => p.namespace === namespace).map((p) => p.name),
      status: 'Active',
      createdAt: workspace.createdAt,
    };
  });
}

function volumes(req: ApiRequest, env: StoredRecord, claims: boolean) {
  const storage = DRIVERS[String(env.data.provider)] ?? DRIVERS.AWS!;
  return req.ctx.store.environmentUsage.deployedApplications(env._id).map((app) => {
    const volumeName = `pvc-${stableId(`volume:${app.id}`)}`;
    const volume = {
      name: claims ? `${app.name}-data` : volumeName,
      storageClassName: storage.storageClass,
      accessMode: 'ReadWriteOnce',
      capacity: `${Number(app.data.storage ?? 5)}Gi`,
      volumeHandle: `vol-${stableId(`handle:${app.id}`).slice(0, 17)}`,
      volumeDriver: storage.driver,
      status: 'Bound',
      createdAt: app.data.deployedAt ?? env.createdAt,
    };
    return claims
      ? { ...volume, volumeName, application: { _id: app.id, originBranch: app.data.originBranch ?? app.name } }
      : volume;
  });
}

const all = <T>(items: T[]) => pageReply({ items, total: items.length });

/** GET /environments/{id}/activities/{activityId}/logs: the task log of one of the cluster's activities. */
function logs(req: ApiRequest) {
  const env = visibleEnvironment(req);
  const activity = req.ctx.store.activities.get(req.params.activityId!);
  if (!activity || activity.environment !== env._id) throw notFound('Activity');
  const size = Math.floor(Number(req.query.get('pageSize') ?? DEFAULT_LOG_PAGE_SIZE));
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_LOG_PAGE_SIZE;
  const since = Number(req.query.get('sinceSeconds'));
  const status = activity.status;
  let lines = req.ctx.store.activities.logs(activity._id, 0, MAX_PAGE_SIZE);
  if (Number.isFinite(since) && since > 0) {
    const from = Date.now() - since * 1000;
    lines = lines.filter((line) => Date.parse(line.slice(0, 24)) >= from);
  }
  const page = lines.slice(-pageSize);
  return { body: { data: page.map((message) => ({ message })), task: { status }, nextToken: String(lines.length) } };
}

export const environmentReportRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${ENV}/reports`,
    handler: (req) => {
      const env = adminEnvironment(req);
      const podList = pods(req, env);
      return {
        body: {
          environment: env._id,
          nodes: nodes(env).length,
          namespaces: namespaces(req, env).length,
          pods: podList.length,
          runningPods: podList.filter((p) => p.status === 'Running').length,
          pv: volumes(req, env, false).length,
          pvc: volumes(req, env, true).length,
          generatedAt: new Date().toISOString(),
        },
      };
    },
  },
  { method: 'GET', path: `${ENV}/nodes`, handler: (req) => all(nodes(adminEnvironment(req))) },
  { method: 'GET', path: `${ENV}/pods`, handler: (req) => all(pods(req, adminEnvironment(req))) },
  { method: 'GET', path: `${ENV}/namespaces`, handler: (req) => all(namespaces(req, adminEnvironment(req))) },
  { method: 'GET', path: `${ENV}/pv`, handler: (req) => all(volumes(req, adminEnvironment(req), false)) },
  { method: 'GET', path: `${ENV}/pvc`, handler: (req) => all(volumes(req, adminEnvironment(req), true)) },
  {
    method: 'GET',
    path: `${ENV}/workspaces`,
    handler: (req) => {
      const env = adminEnvironment(req);
      const { limit, offset, search } = listQuery(req);
      const workspaces = req.ctx.store.environmentUsage
        .workspaceIds(env._id)
        .map((id) => req.ctx.store.workspaces.get(id)!)
        .filter((w) => !search || String(w.name).toLowerCase().includes(search));
      return pageReply({ items: workspaces.slice(offset, offset + limit), total: workspaces.length });
    },
  },
  { method: 'GET', path: `${ENV}/activities/:activityId/logs`, handler: logs },
  {
    method: 'POST',
    path: `${ENV}/activities/:activityId/close-log`,
    // The platform stops streaming the log to the page; the emulator streams nothing, so it only acknowledges.
    handler: (req) => {
      const env = visibleEnvironment(req);
      const activity = req.ctx.store.activities.get(req.params.activityId!);
      if (!activity || activity.environment !== env._id) throw notFound('Activity');
      return { status: 201, body: { closed: true, activityId: activity._id } };
    },
  },
];
