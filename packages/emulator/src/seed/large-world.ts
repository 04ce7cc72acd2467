/**
 * A large world for benchmarks (`startEmulator({ scale })`, `skiff emulator start --scale N`): N workspaces, each
 * with 3 projects and 10 applications (4 + 3 + 3), a deploy activity with a short log for most applications, and
 * one activity with a 100,000-line log per 200 workspaces (at least one). Everything is derived from N and the
 * index of each entity (ids from `stableId`, times from a fixed epoch), so the same N gives the same world.
 *
 * Storage: all rows, log lines included, are bulk inserted in ONE transaction through the store's prepared
 * statements (a lazy, generated-on-read log would need a change to the activity store's read path; bulk insert
 * keeps every read path the same as for real logs). On a 2-core machine `--scale 1000` (10,000 applications,
 * ~7,000 activities, 5 logs of 100,000 lines) takes a few seconds; see `generateLargeWorld`'s return value.
 */
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';
import { DEMO_USERS } from './demo-users.js';
import { DEMO_WORLD, seedCapacityOf } from './world-data.js';

/** Lines of each big log. */
export const LARGE_LOG_LINES = 100_000;
/** One big log per this many workspaces (the first workspace of each group has it). */
export const WORKSPACES_PER_LARGE_LOG = 200;
/** Applications per project, in order; 10 per workspace. */
export const APPS_PER_PROJECT = [4, 3, 3] as const;
/** Lines of the short log of every other activity. */
export const SHORT_LOG_LINES = 12;
/** The largest scale accepted (100,000 workspaces is a million applications). */
export const MAX_SCALE = 100_000;

const EPOCH = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
const SECOND = 1_000;
const CHUNK = 10_000;

const BRANCHES = ['main', 'staging', 'develop', 'feature-search', 'feature-cart', 'release-2', 'hotfix-login'];
const PROJECT_KINDS = [
  { name: 'web', type: { key: 'nodejs', name: 'Node.js' }, image: 'registry.demo.skiff.dev/node:20-alpine' },
  { name: 'api', type: { key: 'nodejs', name: 'Node.js' }, image: 'registry.demo.skiff.dev/node:20-alpine' },
  { name: 'cms', type: { key: 'php', name: 'PHP' }, image: 'registry.demo.skiff.dev/php:8.2-apache' },
];
const STEPS = [
  'Pulling layer',
  'Compiling module',
  'Running migration',
  'Copying asset',
  'Warming cache entry',
  'Checking health of replica',
];

export interface LargeWorldCounts {
  workspaces: number;
  projects: number;
  applications: number;
  activities: number;
  logLines: number;
  /** Ids of the activities with a 100,000-line log. */
  largeLogActivityIds: string[];
  ms: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const userIdOf = (email: string): string => stableId(`user:${email}`);
const pad = (n: number): string => String(n).padStart(5, '0');

/** Throws unless scale is a whole number in 0..MAX_SCALE. */
export function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new Error(`scale must be a whole number from 0 to ${MAX_SCALE}; got ${scale}.`);
  }
  return scale;
}

/** Counts a scale gives (the large-world part only), for tests and reports. */
export function expectedCounts(scale: number) {
  const perWorkspace = APPS_PER_PROJECT.reduce((a, b) => a + b, 0);
  return {
    workspaces: scale,
    projects: scale * APPS_PER_PROJECT.length,
    applications: scale * perWorkspace,
    largeLogs: scale === 0 ? 0 : Math.ceil(scale / WORKSPACES_PER_LARGE_LOG),
  };
}

/** The text of line `n` (0-based) of a big log, without its time stamp. */
export function largeLogLine(activityKey: string, n: number): string {
  const step = STEPS[n % STEPS.length]!;
  return `[${activityKey}] ${step} ${n + 1}/${LARGE_LOG_LINES}: ok (${((n * 2_654_435_761) >>> 0).toString(16)})`;
}

/** Writes the large world in one transaction; call on a new database only. */
export function generateLargeWorld(store: Store, scale: number): LargeWorldCounts {
  checkScale(scale);
  const started = performance.now();
  const owner = DEMO_USERS.find((u) => u.role === 'INSTANCE_OWNER') ?? DEMO_USERS[0]!;
  const ownerId = userIdOf(owner.email);
  const dev = DEMO_USERS.find((u) => u.email.startsWith('dev@'));
  const devId = dev ? userIdOf(dev.email) : undefined;
  const counts: LargeWorldCounts = {
    workspaces: 0,
    projects: 0,
    applications: 0,
    activities: 0,
    logLines: 0,
    largeLogActivityIds: [],
    ms: 0,
  };
  store.transaction(() => {
    for (let wi = 0; wi < scale; wi++) seedWorkspace(store, wi, ownerId, devId, owner.email, counts);
  });
  counts.ms = Math.round(performance.now() - started);
  return counts;
}

function seedWorkspace(
  store: Store,
  wi: number,
  ownerId: string,
  devId: string | undefined,
  ownerEmail: string,
  counts: LargeWorldCounts,
) {
  const slug = `scale-${pad(wi)}`;
  const id = stableId(`scale:workspace:${wi}`);
  const demo = DEMO_WORLD[wi % DEMO_WORLD.length]!;
  const environment = {
    _id: stableId(`environment:${demo.cluster}`),
    clusterName: demo.cluster,
    cloudAccount: { provider: demo.provider },
  };
  const createdAt = EPOCH + wi * MINUTE;
  const rbac = [{ user: ownerId, role: 'WORKSPACE_OWNER' }];
  if (devId && wi % 10 === 0) rbac.push({ user: devId, role: 'DEVELOPER' });
  store.workspaces.insert({
    id,
    name: `Scale Workspace ${pad(wi)}`,
    description: `Generated workspace ${wi + 1} of a large world, for benchmarks.`,
    createdAt: iso(createdAt),
    lastActionAt: iso(createdAt + 30 * SECOND),
    data: {
      tags: ['generated', `group-${Math.floor(wi / 100)}`],
      logo: null,
      type: null,
      plan: 'MARKETPLACE',
      isProtected: false,
      isTesting: false,
      environment,
    },
    rbac,
  });
  counts.workspaces++;
  let appIndex = 0;
  APPS_PER_PROJECT.forEach((appCount, pi) => {
    const kind = PROJECT_KINDS[pi % PROJECT_KINDS.length]!;
    const projectName = `${kind.name}-${pad(wi)}`;
    const projectId = stableId(`scale:project:${wi}/${pi}`);
    const projectAt = createdAt + (pi + 1) * SECOND;
    store.projects.insert({
      id: projectId,
      workspaceId: id,
      name: projectName,
      description: `Generated ${kind.type.name} project.`,
      createdBy: ownerId,
      createdAt: iso(projectAt),
      data: {
        projectType: kind.type,
        repositoryProvider: 'GITHUB',
        repositoryOwner: slug,
        repositoryName: projectName,
        tags: [{ name: kind.type.key }, { name: slug }],
      },
      rbac: [{ user: ownerId, role: 'PROJECT_OWNER' }],
    });
    counts.projects++;
    for (let ai = 0; ai < appCount; ai++, appIndex++) {
      const big = wi % WORKSPACES_PER_LARGE_LOG === 0 && appIndex === 0;
      seedApplication(store, {
        wi,
        ai,
        appIndex,
        big,
        workspaceId: id,
        projectId,
        projectName,
        slug,
        image: kind.image,
        at: createdAt + (10 + appIndex) * SECOND,
        environment,
        ownerId,
        ownerEmail,
        counts,
      });
    }
  });
}

function seedApplication(
  store: Store,
  a: {
    wi: number;
    ai: number;
    appIndex: number;
    big: boolean;
    workspaceId: string;
    projectId: string;
    projectName: string;
    slug: string;
    image: string;
    at: number;
    environment: { _id: string; clusterName: string };
    ownerId: string;
    ownerEmail: string;
    counts: LargeWorldCounts;
  },
) {
  const branch = BRANCHES[a.ai % BRANCHES.length]!;
  const appId = stableId(`scale:application:${a.wi}/${a.appIndex}`);
  // 7 of 10 deployed (one of them paused), 3 never deployed; the big-log application is always deployed.
  const slot = (a.wi * 7 + a.appIndex) % 10;
  const deployed = a.big || slot < 7;
  const paused = deployed && !a.big && slot === 6;
  const activityId = deployed ? stableId(`scale:activity:${a.wi}/${a.appIndex}`) : null;
  const deployedAt = a.at + MINUTE;
  store.applications.insert({
    id: appId,
    workspaceId: a.workspaceId,
    projectId: a.projectId,
    name: branch,
    status: deployed ? 'DEPLOY_APPLICATION_SUCCESS' : null,
    replicas: deployed && !paused ? 1 : 0,
    pausedReplicas: paused ? 1 : 0,
    lastActivityId: activityId,
    createdAt: iso(a.at),
    data: {
      applicationName: `${a.projectName}-${branch}`,
      originBranch: branch,
      hostname: `${branch}-${a.projectName}.${a.slug}.demo.skiff.dev`,
      deployedAt: deployed ? iso(deployedAt) : null,
      expiredTime: null,
      enableAutoPause: false,
      enableDeletionProtection: false,
      environment: { _id: a.environment._id, clusterName: a.environment.clusterName },
      capacity: seedCapacityOf(branch),
      storage: 10,
      containerImage: a.image,
      deployedBy: deployed ? a.ownerEmail : null,
    },
  });
  a.counts.applications++;
  if (!activityId) return;
  const lines = a.big ? LARGE_LOG_LINES : SHORT_LOG_LINES;
  // One line per 10 ms of the original run for big logs, per 2 s for short ones.
  const step = a.big ? 10 : 2 * SECOND;
  const end = iso(deployedAt + lines * step);
  store.activities.insert({
    id: activityId,
    action: 'DEPLOY_APPLICATION',
    status: 'SUCCESS',
    workspaceId: a.workspaceId,
    projectId: a.projectId,
    applicationId: appId,
    environmentId: a.environment._id,
    createdBy: a.ownerId,
    createdAt: iso(deployedAt),
    updatedAt: end,
    expectedLines: lines,
  });
  a.counts.activities++;
  const key = `${a.slug}/${a.appIndex}`;
  for (let from = 0; from < lines; from += CHUNK) {
    const chunk: string[] = [];
    for (let n = from; n < Math.min(lines, from + CHUNK); n++) {
      chunk.push(`${iso(deployedAt + n * step)} ${a.big ? largeLogLine(key, n) : shortLogLine(key, n)}`);
    }
    store.activities.appendLines(activityId, from, chunk, end);
  }
  a.counts.logLines += lines;
  if (a.big) a.counts.largeLogActivityIds.push(activityId);
}

function shortLogLine(key: string, n: number): string {
  if (n === SHORT_LOG_LINES - 1) return `Application ${key} deployed successfully.`;
  return `${STEPS[n % STEPS.length]} ${n + 1} of ${key}`;
}
