import {
  CLUSTER_DEFAULTS,
  CLUSTER_PROVIDERS,
  type ClusterProvider,
  dbParamGroupFor,
  EXPECTED_LOG_LINES,
  LIMITED_CLUSTER_NODES,
} from '../domain.js';
import { badRequest } from '../http/errors.js';
import { newId } from '../ids.js';
import type { Store } from '../store/index.js';
import type { StoredRecord } from '../store/records.js';
import type { User } from '../store/users.js';
import type { StartSubjectTask, TaskRunner } from './runner.js';

/**
 * Cluster (environment) tasks, beside the application actions of actions.ts: CREATE_ENVIRONMENT (80 lines, spec
 * 000 section 9) and DELETE_ENVIRONMENT (our count). They run on the shared runner through `startSubject`.
 */
export type EnvironmentAction = 'CREATE_ENVIRONMENT' | 'DELETE_ENVIRONMENT';

const STEPS: Record<EnvironmentAction, string[]> = {
  CREATE_ENVIRONMENT: [
    'Creating VPC and subnets',
    'Creating NAT gateways',
    'Creating Kubernetes control plane',
    'Creating node group',
    'Creating database instance',
    'Installing ingress controller',
    'Installing certificate manager',
    'Installing storage drivers',
  ],
  DELETE_ENVIRONMENT: [
    'Deleting ingress controller',
    'Deleting node group',
    'Deleting Kubernetes control plane',
    'Deleting database instance',
    'Deleting NAT gateways',
    'Deleting VPC',
  ],
};

/** The log lines of a cluster task: a head, the steps spread evenly, a closing line; exactly the expected count. */
export function environmentScript(action: EnvironmentAction, cluster: string, provider: string): string[] {
  const total = EXPECTED_LOG_LINES[action] ?? 40;
  const steps = STEPS[action];
  const done = action === 'CREATE_ENVIRONMENT' ? `Cluster ${cluster} is ACTIVE.` : `Cluster ${cluster} deleted.`;
  const lines = [`Task ${action} started for cluster ${cluster} (${provider}).`];
  const middle = total - 2;
  for (let i = 0; i < middle; i++) {
    const step = steps[Math.floor((i * steps.length) / middle)]!;
    lines.push(`${step}... (${i + 1}/${middle})`);
  }
  lines.push(done);
  return lines;
}

function notification(action: EnvironmentAction, succeeded: boolean, cluster: string) {
  const title = action === 'CREATE_ENVIRONMENT' ? 'Create environment' : 'Delete environment';
  return succeeded
    ? {
        title: `${title} succeeded`,
        message: `Cluster ${cluster} is ${action === 'CREATE_ENVIRONMENT' ? 'ready' : 'deleted'}.`,
        status: 'SUCCESS',
      }
    : { title: `${title} failed`, message: `Cluster ${cluster}: open the task log for details.`, status: 'ERROR' };
}

/** Starts a cluster task; on the end the cluster's status (and lastActivity) follow, or it is removed. */
export function startEnvironmentTask(
  deps: { store: Store; tasks: TaskRunner },
  env: StoredRecord,
  action: EnvironmentAction,
  user: User,
  fail = false,
) {
  const { store } = deps;
  const cluster = env.name;
  const input: StartSubjectTask = {
    action,
    user,
    workspaceId: null,
    environmentId: env._id,
    lines: environmentScript(action, cluster, String(env.data.provider)),
    fail,
    finish(succeeded, at) {
      const lastActivity = { _id: activity.id, action, status: succeeded ? 'SUCCESS' : 'ERROR', updatedAt: at };
      if (succeeded && action === 'DELETE_ENVIRONMENT') store.records.delete('environment', env._id);
      else store.records.patch('environment', env._id, { status: succeeded ? 'ACTIVE' : 'ERROR', lastActivity });
      return notification(action, succeeded, cluster);
    },
  };
  const activity = deps.tasks.startSubject(input);
  store.records.patch('environment', env._id, {
    status: action === 'CREATE_ENVIRONMENT' ? 'ACTIVATING' : 'DEACTIVATING',
    lastActivity: { _id: activity.id, action, status: 'PENDING', updatedAt: activity.createdAt },
  });
  return activity;
}

/** The fields of a new cluster: the provider's defaults, the limited-mode node counts when asked, then the input. */
export function newEnvironmentData(input: Record<string, unknown>): Record<string, unknown> {
  const provider = input.provider as ClusterProvider;
  if (!(CLUSTER_PROVIDERS as readonly string[]).includes(provider)) {
    throw badRequest([`provider must be one of the following values: ${CLUSTER_PROVIDERS.join(', ')}`]);
  }
  const limited = input.isLimited === true ? LIMITED_CLUSTER_NODES[provider] : {};
  const data: Record<string, unknown> = { ...CLUSTER_DEFAULTS[provider], ...limited, isProtected: false };
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) data[key] = value;
  if (data.dbEngine === 'mysql') data.dbParamGroup ??= dbParamGroupFor(String(data.dbEngineVersion));
  return data;
}

/**
 * Creates a cluster and starts its CREATE_ENVIRONMENT task. The contract has no create route of its own: the
 * workspace creation (POST /workspaces with a nested `environment`) calls this.
 */
export function createEnvironment(
  deps: { store: Store; tasks: TaskRunner },
  user: User,
  input: Record<string, unknown>,
  fail = false,
) {
  const name = typeof input.name === 'string' && input.name.trim() ? input.name.trim() : '';
  if (!name) throw badRequest(['Please input environment name!']);
  const data = newEnvironmentData(input);
  const env = deps.store.records.insert('environment', {
    id: newId(),
    ownerId: user._id,
    name,
    createdAt: new Date().toISOString(),
    data: { ...data, name: undefined, clusterName: name, status: 'ACTIVATING', createdBy: user._id },
  });
  const activity = startEnvironmentTask(deps, env, 'CREATE_ENVIRONMENT', user, fail);
  return { environment: deps.store.records.get('environment', env._id)!, activity };
}
