import { hashPassword } from '../auth/passwords.js';
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';
import { expectedLinesOf } from '../tasks/actions.js';
import { failureLines, type ScriptContext, scriptLines, stamp } from '../tasks/script.js';
import { seedAdministration } from './admin-world.js';
import { seedApplicationExtras } from './application-extras.js';
import { seedCatalogs } from './catalogs.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedHostedDemos } from './hosted-demos.js';
import { addDemoSrpVerifiers, seedSignInUsers } from './sign-in-users.js';
import { DEMO_WORLD, type SeedProject, type SeedState, type SeedWorkspace, seedCapacityOf } from './world-data.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A deploy the emulator starts once the world is loaded, so a Processing application exists. */
export interface PendingDeploy {
  applicationId: string;
  userId: string;
}

function uuidFrom(key: string): string {
  const h = stableId(`uuid:${key}`) + stableId(`uuid2:${key}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const userId = (local: string): string => stableId(`user:${local}@demo.skiff.dev`);

let demoPasswordHash: Promise<string> | undefined;

/**
 * The demo password's scrypt hash, computed once per process: every demo user (and the administration world's
 * accounts) has the same published password, so one salt serves them all, and each emulator a process starts (the
 * test suite starts one per test file) skips four scrypt runs, 16 MiB and tens of ms of CPU each.
 */
function demoHash(): Promise<string> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

/** Loads the demo world in one transaction (the password hash is computed first). */
export async function loadDemoWorld(store: Store): Promise<PendingDeploy[]> {
  const hash = await demoHash();
  const now = Date.now();
  const pending: PendingDeploy[] = [];
  store.transaction(() => {
    DEMO_USERS.forEach((user) => {
      store.users.insert({
        id: stableId(`user:${user.email}`),
        sub: uuidFrom(user.email),
        email: user.email,
        passwordHash: hash,
        role: user.role,
        confirmed: true,
        createdAt: new Date(now - 120 * DAY).toISOString(),
        data: { displayName: user.displayName, state: 'FOCUSING', isCreatedByAdmin: user.role !== 'INSTANCE_OWNER' },
      });
    });
    DEMO_WORLD.forEach((ws, wi) => {
      seedWorkspace(store, ws, now - (90 - wi) * DAY, now - wi * HOUR, pending);
    });
    seedNotifications(store, now);
    seedCatalogs(store, now);
    seedHostedDemos(store, now);
    seedApplicationExtras(store, now);
    seedAdministration(store, now, hash);
  });
  await seedSignInUsers(store, now);
  await addDemoSrpVerifiers(store);
  return pending;
}

function seedWorkspace(
  store: Store,
  ws: SeedWorkspace,
  createdAt: number,
  lastActionAt: number,
  pending: PendingDeploy[],
) {
  const id = stableId(`workspace:${ws.name}`);
  const environment = {
    _id: stableId(`environment:${ws.cluster}`),
    clusterName: ws.cluster,
    cloudAccount: { provider: ws.provider },
    // The load balancer custom domains point at (spec 001 section 3: environment.elb), as the admin world names it.
    elb: `${ws.cluster}-elb.demo.skiff.dev`,
  };
  store.workspaces.insert({
    id,
    name: ws.name,
    description: ws.description,
    isPersonal: ws.kind === 'personal',
    isDrupalForge: ws.kind === 'drupal-forge',
    createdAt: new Date(createdAt).toISOString(),
    lastActionAt: new Date(lastActionAt).toISOString(),
    data: {
      tags: ws.tags,
      logo: null,
      type: ws.kind === 'drupal-forge' ? 'demo' : null,
      plan: ws.kind === 'regular' ? 'MARKETPLACE' : null,
      isProtected: ws.isProtected ?? false,
      isTesting: false,
      environment,
    },
    rbac: ws.members.map(([local, role]) => ({ user: userId(local), role })),
  });
  ws.projects.forEach((project, pi) => {
    seedProject(store, ws, id, environment, project, createdAt + (pi + 1) * DAY, pending);
  });
}

function seedProject(
  store: Store,
  ws: SeedWorkspace,
  workspaceId: string,
  environment: { _id: string; clusterName: string },
  project: SeedProject,
  createdAt: number,
  pending: PendingDeploy[],
) {
  const projectId = stableId(`project:${ws.name}/${project.name}`);
  store.projects.insert({
    id: projectId,
    workspaceId,
    name: project.name,
    description: project.description,
    createdBy: userId(project.createdBy),
    createdAt: new Date(createdAt).toISOString(),
    data: {
      projectType: project.type,
      repositoryProvider: project.repository.provider,
      repositoryOwner: project.repository.owner,
      repositoryName: project.name,
      tags: [{ name: project.type.key }, { name: ws.slug }],
    },
    rbac: project.members.map(([local, role]) => ({ user: userId(local), role })),
  });
  project.branches.forEach(([branch, state], bi) => {
    const appId = stableId(`application:${ws.name}/${project.name}/${branch}`);
    const actorLocal = project.members.find(([, r]) => r === 'PROJECT_DEVELOPER')?.[0] ?? project.createdBy;
    const actor = userId(actorLocal);
    const hostname = `${branch}-${project.name}.${ws.slug}.demo.skiff.dev`;
    const base = createdAt + (bi + 1) * HOUR;
    const replicas = branch === 'main' ? (project.name === 'storefront' ? 3 : 2) : 1;
    const deployedAt = new Date(base + 2 * DAY).toISOString();
    const deployed = state === 'running' || state === 'paused';
    store.applications.insert({
      id: appId,
      workspaceId,
      projectId,
      name: branch,
      status: deployed ? 'DEPLOY_APPLICATION_SUCCESS' : null,
      replicas: state === 'running' ? replicas : 0,
      pausedReplicas: state === 'paused' ? replicas : 0,
      createdAt: new Date(base).toISOString(),
      data: {
        applicationName: `${project.name}-${branch}`,
        originBranch: branch,
        hostname,
        deployedAt: deployed ? deployedAt : null,
        expiredTime: ws.kind === 'drupal-forge' ? new Date(Date.now() + 7 * DAY).toISOString() : null,
        enableAutoPause: ws.kind === 'drupal-forge',
        enableDeletionProtection: branch === 'main' && ws.isProtected === true,
        environment: { _id: environment._id, clusterName: environment.clusterName },
        capacity: seedCapacityOf(branch),
        storage: 10,
        containerImage: project.image,
        deployedBy: deployed ? `${actorLocal}@demo.skiff.dev` : null,
      },
    });
    if (state === 'processing') pending.push({ applicationId: appId, userId: userId('owner') });
    const context: ScriptContext = {
      applicationName: `${project.name}-${branch}`,
      branch,
      project: project.name,
      repository: `${project.repository.owner}/${project.name}`,
      hostname,
      cluster: environment.clusterName,
      image: project.image,
      replicas,
    };
    const history = historyOf(state);
    history.forEach(([action, ok], hi) => {
      const activityId = stableId(`activity:${ws.name}/${project.name}/${branch}/${hi}`);
      seedActivity(store, {
        activityId,
        action,
        ok,
        at: base + (2 + hi * 3) * DAY,
        context,
        refs: { workspaceId, projectId, appId, environmentId: environment._id, actor },
      });
      store.applications.setLastActivity(appId, activityId);
    });
  });
}

function historyOf(state: SeedState): Array<[string, boolean]> {
  switch (state) {
    case 'running':
      return [['DEPLOY_APPLICATION', true]];
    case 'paused':
      return [
        ['DEPLOY_APPLICATION', true],
        ['PAUSE_APPLICATION', true],
      ];
    case 'error':
      return [['DEPLOY_APPLICATION', false]];
    case 'not-deployed':
    case 'processing':
      return [];
    default: {
      const never: never = state;
      throw new Error(`Unknown seed state ${String(never)}`);
    }
  }
}

function seedActivity(
  store: Store,
  a: {
    activityId: string;
    action: string;
    ok: boolean;
    at: number;
    context: ScriptContext;
    refs: { workspaceId: string; projectId: string; appId: string; environmentId: string; actor: string };
  },
) {
  const expected = expectedLinesOf(a.action);
  const texts = scriptLines(a.action, a.context, expected);
  const lines = a.ok ? texts : [...texts.slice(0, Math.floor(expected / 2)), ...failureLines(a.action)];
  // One line per two seconds of the original run, ending when the activity was updated.
  const stamped = lines.map((text, i) => stamp(text, new Date(a.at + i * 2000)));
  const end = new Date(a.at + lines.length * 2000).toISOString();
  store.activities.insert({
    id: a.activityId,
    action: a.action,
    status: a.ok ? 'SUCCESS' : 'ERROR',
    workspaceId: a.refs.workspaceId,
    projectId: a.refs.projectId,
    applicationId: a.refs.appId,
    environmentId: a.refs.environmentId,
    createdBy: a.refs.actor,
    createdAt: new Date(a.at).toISOString(),
    updatedAt: end,
    expectedLines: expected,
  });
  store.activities.appendLines(a.activityId, 0, stamped, end);
}

function seedNotifications(store: Store, now: number) {
  const items: Array<[string, string, string, string, number]> = [
    [
      'owner',
      'Deploy application succeeded',
      'Application main of project legacy-lamp was deployed successfully.',
      'SUCCESS',
      3,
    ],
    [
      'owner',
      'Deploy application failed',
      'Application hotfix-cart of project intranet could not be deployed. Open the task log for details.',
      'ERROR',
      2,
    ],
    [
      'admin',
      'Pause application succeeded',
      'Application staging of project marketing-site was paused successfully.',
      'SUCCESS',
      1,
    ],
    [
      'dev',
      'Deploy application succeeded',
      'Application main of project storefront was deployed successfully.',
      'SUCCESS',
      1,
    ],
  ];
  items.forEach(([local, title, message, status, daysAgo], i) => {
    store.notifications.insert({
      id: stableId(`notification:${i}`),
      userId: userId(local),
      title,
      message,
      status,
      createdAt: new Date(now - daysAgo * DAY).toISOString(),
    });
  });
}
