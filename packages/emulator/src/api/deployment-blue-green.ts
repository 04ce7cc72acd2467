import { canUseBlueGreen, DEPLOYMENT_ACTIONS } from '../domain.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { Deployment } from '../store/deployments.js';
import type { Project } from '../store/projects.js';
import type { Workspace } from '../store/workspaces.js';
import { startDeploymentTask } from '../tasks/deployment-tasks.js';
import { bodyOf, deploymentPath, requireIdle } from './deployment-access.js';
import { configurationPatch, securityPatch } from './deployment-settings.js';
import { activateTag, checkNewTag, newDeploymentData, TAG } from './deployments.js';
import type { ApiRequest, RouteDef } from './types.js';

const NOT_RUNNING = 'Blue/green needs a running tag (deploy success with replicas above 0).';
const COPIED = [
  'appRoot',
  'webRoot',
  'groupType',
  'capacity',
  'capacityLimit',
  'secretManager',
  'isEnablePMA',
  'isEnableEditor',
  'filePermissionLevel',
] as const satisfies readonly (keyof Deployment)[];

/** Spec 002 section 4: "creation and switch are enabled only when the status is deploy success with replicas above 0". */
function requireBlueGreen(d: Deployment): void {
  requireIdle(d);
  if (!canUseBlueGreen(d)) throw badRequest(NOT_RUNNING);
}

/**
 * Creates the green side of `blue`: a new tag with the blue one's settings, sharing its blueGreenKey. A pair has
 * one green at a time until it is switched over (our reading; the spec does not say).
 */
function createGreen(
  req: ApiRequest,
  workspace: Workspace,
  project: Project,
  blue: Deployment,
  body: Record<string, unknown>,
) {
  requireBlueGreen(blue);
  if (blue.isGreen === true && blue.switchedOver !== true)
    throw badRequest('A green tag cannot have its own green tag.');
  const { name, image } = checkNewTag(req, project, body);
  const store = req.ctx.store.deployments;
  const key = typeof blue.blueGreenKey === 'string' ? blue.blueGreenKey : blue._id;
  const pending = store
    .listOfProject(project._id)
    .find((d) => d.blueGreenKey === key && d.isGreen === true && d.switchedOver !== true && d._id !== blue._id);
  if (pending) throw conflict(`The tag ${blue.name} already has a green tag: ${pending.name}.`);
  const id = newId();
  const copied = Object.fromEntries(COPIED.map((k) => [k, blue[k] ?? null]));
  const data = { ...newDeploymentData(workspace, project, name, image), ...copied, isGreen: true, blueGreenKey: key };
  store.insert({
    id,
    workspaceId: workspace._id,
    projectId: project._id,
    name,
    createdAt: new Date().toISOString(),
    data,
  });
  store.update(blue._id, { status: blue.status, replicas: blue.replicas }, { isBlue: true, blueGreenKey: key });
  return store.get(id)!;
}

/** Switches traffic from the blue tag to its running green tag: the live hostname moves to green. */
function switchOver(req: ApiRequest) {
  const { deployment: blue, project } = deploymentPath(req);
  const body = bodyOf(req);
  if (typeof body.greenId !== 'string' || !body.greenId) throw badRequest(['greenId should not be empty']);
  const store = req.ctx.store.deployments;
  const green = store.get(body.greenId);
  if (!green || green.project !== project._id) throw notFound('Deployment');
  requireBlueGreen(blue);
  if (green.isGreen !== true || green.blueGreenKey !== blue.blueGreenKey || green._id === blue._id)
    throw badRequest(`The tag ${green.name} is not the green tag of ${blue.name}.`);
  if (!canUseBlueGreen(green)) throw badRequest(NOT_RUNNING);
  const record = startDeploymentTask(req.ctx, {
    action: DEPLOYMENT_ACTIONS.switchOver,
    deployment: blue,
    user: req.user,
    fail: req.faults.taskError === true,
    onSuccess: () => {
      const b = store.get(blue._id);
      const g = store.get(green._id);
      if (!b || !g) return;
      store.update(b._id, { status: b.status, replicas: b.replicas }, { switchedOver: true, hostname: g.hostname });
      store.update(g._id, { status: g.status, replicas: g.replicas }, { switchedOver: true, hostname: b.hostname });
    },
  });
  return { body: { activityId: record.id, deployment: store.get(blue._id), green: store.get(green._id) } };
}

export const deploymentBlueGreenRoutes: RouteDef[] = [
  {
    // Creates the green tag only (name, containerImage); it is deployed later with activate.
    method: 'POST',
    path: `${TAG}/green`,
    handler: (req) => {
      const { workspace, project, deployment } = deploymentPath(req);
      return { status: 201, body: createGreen(req, workspace, project, deployment, bodyOf(req)) };
    },
  },
  {
    // Creates the green tag and deploys it at once, with the activate body's fields (ActivateDeploymentDTO).
    method: 'PATCH',
    path: `${TAG}/blue-green`,
    handler: (req) => {
      const { workspace, project, deployment } = deploymentPath(req);
      const body = bodyOf(req);
      configurationPatch(req, project, body); // refuse a bad body before the green tag exists
      securityPatch(body);
      const green = createGreen(req, workspace, project, deployment, body);
      return activateTag(req, workspace, project, green, { ...body, containerImage: undefined });
    },
  },
  { method: 'PATCH', path: `${TAG}/switch`, handler: switchOver },
];
