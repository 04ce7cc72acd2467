import {
  APPLICATION_PROTECTED_MESSAGE,
  CAPACITY_OPTIONS,
  canDeleteDeployment,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
  DEFAULT_ROOT,
  DEPLOYMENT_ACTIONS,
  FILE_PERMISSION_LEVELS,
  validateDeploymentTag,
} from '../domain.js';
import { badRequest, conflict } from '../http/errors.js';
import { newId } from '../ids.js';
import type { PodDetailAnswer } from '../store/answer-types.js';
import type { Deployment } from '../store/deployments.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { startDeploymentTask } from '../tasks/deployment-tasks.js';
import { projectIn, requireProjectMember, visibleWorkspace } from './access.js';
import {
  bodyOf,
  deploymentPath,
  isDeployed,
  requireDeployed,
  requireIdle,
  requireMaintainer,
} from './deployment-access.js';
import { configurationPatch, securityPatch } from './deployment-settings.js';
import { pageReply, pagingOf } from './paging.js';
import type { ApiRequest, RouteDef } from './types.js';

export const TAGS = '/api/v2/workspaces/:workspaceId/projects/:projectId/deployments';
export const TAG = `${TAGS}/:deploymentId`;

function projectOf(req: ApiRequest) {
  const workspace = visibleWorkspace(req, req.params.workspaceId!);
  const project = projectIn(req, workspace, req.params.projectId!);
  requireProjectMember(req, workspace, project);
  return { workspace, project };
}

/** A new tag's fields with the spec's defaults (spec 002 section 9, spec 001 section 9). */
export function newDeploymentData(workspace: Workspace, project: Project, name: string, image: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return {
    containerImage: image,
    hostname: `${slug}-${String(project.name).toLowerCase()}.tags.demo.skiff.dev`,
    appRoot: DEFAULT_ROOT,
    webRoot: DEFAULT_ROOT,
    groupType: 'spot',
    capacity: CAPACITY_OPTIONS[0].key,
    capacityLimit: CAPACITY_OPTIONS[0].key,
    secretManager: null,
    isEnablePMA: false,
    isEnableEditor: true,
    pmaToken: null,
    isEnableBasicAuth: false,
    authUsername: null,
    authPassword: null,
    filePermissionLevel: FILE_PERMISSION_LEVELS[0],
    secureConnection: false,
    enableDeletionProtection: false,
    isBlue: false,
    isGreen: false,
    switchedOver: false,
    blueGreenKey: null,
    deployedAt: null,
    deployedBy: null,
    domains: [],
    environment: null,
    enabledDailyBackup: false,
    timezoneDailyBackup: DEFAULT_BACKUP_TIMEZONE,
    backupRetentionTime: DEFAULT_BACKUP_RETENTION_DAYS,
    workspaceName: workspace.name,
  };
}

/** Checks name and image tag ("Please enter image tag") and that the name is free in the project. */
export function checkNewTag(req: ApiRequest, project: Project, body: Record<string, unknown>) {
  const errors = validateDeploymentTag(body);
  if (errors.length) throw badRequest(errors);
  const name = String(body.name).trim();
  if (req.ctx.store.deployments.listOfProject(project._id).some((d) => d.name === name))
    throw conflict(`A tag named ${name} already exists in this project.`);
  return { name, image: String(body.containerImage).trim() };
}

function createTag(req: ApiRequest) {
  const { workspace, project } = projectOf(req);
  const { name, image } = checkNewTag(req, project, bodyOf(req));
  const id = newId();
  const data = newDeploymentData(workspace, project, name, image);
  req.ctx.store.deployments.insert({
    id,
    workspaceId: workspace._id,
    projectId: project._id,
    name,
    createdAt: new Date().toISOString(),
    data,
  });
  return { status: 201, body: req.ctx.store.deployments.get(id) };
}

/** Starts the deploy task of a tag that is not deployed; shared with blue/green creation. */
export function activateTag(
  req: ApiRequest,
  workspace: Workspace,
  project: Project,
  d: Deployment,
  body: Record<string, unknown>,
) {
  requireIdle(d);
  if (isDeployed(d)) throw badRequest('Deployment is already deployed.');
  const { patch, replicas } = configurationPatch(req, project, body);
  const security = securityPatch(body);
  if (typeof body.containerImage === 'string' && body.containerImage.trim())
    patch.containerImage = body.containerImage.trim();
  const store = req.ctx.store.deployments;
  store.update(
    d._id,
    { status: d.status, replicas: d.replicas },
    { ...patch, ...security, desiredReplicas: replicas ?? null },
  );
  const fresh = store.get(d._id)!;
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.activate,
    deployment: fresh,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: (at) => {
      const now = store.get(d._id)!;
      store.update(
        d._id,
        {
          status: 'DEPLOY_APPLICATION_SUCCESS',
          replicas: Math.max(1, Number(store.data(now._id).desiredReplicas ?? 1)),
        },
        {
          deployedAt: at,
          deployedBy: { rawInfo: { email: req.user.email } },
          environment: workspace.environment ?? null,
        },
      );
    },
  });
  return { body: { activityId: record.id, deployment: store.get(d._id) } };
}

/** Settings changes are saved at once; on a deployed tag they also roll out as an UPDATE_DEPLOYMENT task. */
function saveSettings(req: ApiRequest, kind: 'configuration' | 'security') {
  const { workspace, project, deployment } = deploymentPath(req);
  requireMaintainer(req, workspace, project);
  const body = bodyOf(req);
  requireIdle(deployment);
  const store = req.ctx.store.deployments;
  let replicas = deployment.replicas;
  let patch: Record<string, unknown>;
  if (kind === 'configuration') {
    const config = configurationPatch(req, project, body);
    patch = config.patch;
    if (config.replicas !== undefined) {
      patch.desiredReplicas = config.replicas;
      if (isDeployed(deployment) && deployment.replicas > 0) replicas = config.replicas;
    }
  } else patch = securityPatch(body);
  store.update(deployment._id, { status: deployment.status, replicas }, patch);
  if (!isDeployed(deployment)) return { body: { deployment: store.get(deployment._id) } };
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.update,
    deployment: store.get(deployment._id)!,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: () => undefined,
  });
  return { body: { activityId: record.id, deployment: store.get(deployment._id) } };
}

function deactivate(req: ApiRequest) {
  const { deployment } = deploymentPath(req);
  requireDeployed(deployment);
  // The spec gives this sentence for protected applications; tags carry the same flag (spec 002 section 3).
  if (deployment.enableDeletionProtection === true) throw badRequest(APPLICATION_PROTECTED_MESSAGE);
  const store = req.ctx.store.deployments;
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.deactivate,
    deployment,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: () =>
      store.update(
        deployment._id,
        { status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 },
        { deployedAt: null, pmaToken: null },
      ),
  });
  return { body: { activityId: record.id, deployment: store.get(deployment._id) } };
}

function removeTag(req: ApiRequest) {
  const { workspace, project, deployment } = deploymentPath(req);
  requireMaintainer(req, workspace, project);
  if (!canDeleteDeployment(deployment)) throw badRequest('A tag can be deleted only after it is undeployed.');
  req.ctx.store.deployments.remove(deployment._id);
  return { body: { deleted: true, _id: deployment._id } };
}

/** Pod details of a running tag (spec 002 section 3, Pod detail), one pod per replica. */
function podsOf(d: Deployment): PodDetailAnswer[] {
  const capacity = CAPACITY_OPTIONS.find((c) => c.key === d.capacity) ?? CAPACITY_OPTIONS[0];
  const limit = CAPACITY_OPTIONS.find((c) => c.key === d.capacityLimit) ?? capacity;
  return Array.from({ length: isDeployed(d) ? d.replicas : 0 }, (_, i) => ({
    podName: `${d.name}-${d._id.slice(-5)}-${i}`,
    node: `node-${(i % 3) + 1}`,
    containerName: 'app',
    containerImage: d.containerImage,
    status: 'Running',
    restartCount: 0,
    resources: {
      requests: { cpu: capacity.cpu, memory: capacity.memory },
      limits: { cpu: limit.cpu, memory: limit.memory },
    },
    createdAt: d.deployedAt,
    pvcDetail: [
      {
        name: `${d.name}-data`,
        storageClassName: 'gp3',
        volumeName: `pvc-${d._id}`,
        volumeMode: 'Filesystem',
        capacity: '5Gi',
        accessModes: ['ReadWriteOnce'],
        status: 'Bound',
      },
    ],
  }));
}

export const deploymentRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: TAGS,
    handler: (req) => {
      const { project } = projectOf(req);
      const all = req.ctx.store.deployments.listOfProject(project._id);
      const { limit, offset } = pagingOf(req.query);
      return pageReply({ items: all.slice(offset, offset + limit), total: all.length });
    },
  },
  { method: 'POST', path: TAGS, handler: createTag },
  { method: 'GET', path: TAG, handler: (req) => ({ body: deploymentPath(req).deployment }) },
  { method: 'DELETE', path: TAG, handler: removeTag },
  {
    method: 'GET',
    path: `${TAG}/pods`,
    handler: (req) => {
      const { deployment } = deploymentPath(req);
      return { body: { ...deployment, podDetails: podsOf(deployment) } };
    },
  },
  {
    method: 'PATCH',
    path: `${TAG}/activate`,
    handler: (req) => {
      const { workspace, project, deployment } = deploymentPath(req);
      return activateTag(req, workspace, project, deployment, bodyOf(req));
    },
  },
  { method: 'PATCH', path: `${TAG}/configuration`, handler: (req) => saveSettings(req, 'configuration') },
  { method: 'PATCH', path: `${TAG}/security`, handler: (req) => saveSettings(req, 'security') },
  { method: 'PATCH', path: `${TAG}/deactivate`, handler: deactivate },
];
