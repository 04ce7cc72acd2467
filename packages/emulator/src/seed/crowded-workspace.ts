/**
 * One workspace whose lists are longer than a front end loads at once (`startEmulator({ crowd })`): "Crowded
 * Workspace", owned by the demo owner, with `crowd` projects (`crowd-project-00000`, ...) whose first one,
 * `crowd-project-00000`, has `crowd` branches (`branch-00000`, ...). So its project list, its applications and that
 * project's branches each hold `crowd` items. It also has `crowd` members (`crowd-member-00000@crowd.demo.skiff.dev`,
 * ..., developers who cannot sign in: so Admin > Members holds them too) beside its owner, and `crowd` custom domains
 * (`domain-00000.crowd.example`, ..., one on each branch); its first project and branch have `crowd` tags, secret
 * managers and backups, and the owner `crowd` command tokens (crowded-extras.ts). Ids from `stableId`, times from a fixed epoch: the same
 * number gives the same workspace. Written in one transaction through the store, as the large world is
 * (large-world.ts).
 */
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';
import { generateCrowdedExtras } from './crowded-extras.js';
import { DEMO_USERS } from './demo-users.js';
import { DEMO_WORLD, seedCapacityOf } from './world-data.js';

export const CROWDED_WORKSPACE_NAME = 'Crowded Workspace';
/** The most items each list of the crowded workspace may hold. */
export const MAX_CROWD = 10_000;

const EPOCH = Date.UTC(2025, 6, 1);
const SECOND = 1_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const pad = (n: number): string => String(n).padStart(5, '0');

/** Throws unless crowd is a whole number in 0..MAX_CROWD. */
export function checkCrowd(crowd: number): number {
  if (!Number.isInteger(crowd) || crowd < 0 || crowd > MAX_CROWD) {
    throw new Error(`crowd must be a whole number from 0 to ${MAX_CROWD}; got ${crowd}.`);
  }
  return crowd;
}

/** Writes the crowded workspace; call on a new database only. */
export function generateCrowdedWorkspace(store: Store, crowd: number): void {
  checkCrowd(crowd);
  const owner = DEMO_USERS.find((u) => u.role === 'INSTANCE_OWNER') ?? DEMO_USERS[0]!;
  const ownerId = stableId(`user:${owner.email}`);
  const demo = DEMO_WORLD[0]!;
  const environment = { _id: stableId(`environment:${demo.cluster}`), clusterName: demo.cluster };
  const workspaceId = stableId('crowd:workspace');
  store.transaction(() => {
    for (let mi = 0; mi < crowd; mi++) {
      const email = `crowd-member-${pad(mi)}@crowd.demo.skiff.dev`;
      store.users.insert({
        id: stableId(`crowd:member:${mi}`),
        sub: stableId(`sub:${email}`),
        email,
        // No password hash matches this: a crowd member never signs in.
        passwordHash: 'no-sign-in',
        role: 'MEMBER',
        confirmed: true,
        createdAt: iso(EPOCH + mi * SECOND),
        data: { displayName: `Crowd Member ${pad(mi)}`, state: 'FOCUSING' },
      });
    }
    store.workspaces.insert({
      id: workspaceId,
      name: CROWDED_WORKSPACE_NAME,
      description: `A workspace of ${crowd} projects, for long lists.`,
      createdAt: iso(EPOCH),
      lastActionAt: iso(EPOCH),
      data: {
        tags: ['generated'],
        logo: null,
        type: null,
        plan: 'MARKETPLACE',
        isProtected: false,
        isTesting: false,
        environment: { ...environment, cloudAccount: { provider: demo.provider } },
      },
      rbac: [
        { user: ownerId, role: 'WORKSPACE_OWNER' },
        ...Array.from({ length: crowd }, (_, mi) => ({ user: stableId(`crowd:member:${mi}`), role: 'DEVELOPER' })),
      ],
    });
    for (let pi = 0; pi < crowd; pi++) {
      const name = `crowd-project-${pad(pi)}`;
      store.projects.insert({
        id: stableId(`crowd:project:${pi}`),
        workspaceId,
        name,
        description: `Project ${pi + 1} of ${crowd}.`,
        createdBy: ownerId,
        createdAt: iso(EPOCH + (pi + 1) * SECOND),
        data: {
          // The first project is PHP: its branch's backups (crowded-extras.ts) are a feature Node.js projects lack.
          projectType: pi === 0 ? { key: 'php', name: 'PHP' } : { key: 'nodejs', name: 'Node.js' },
          repositoryProvider: 'GITHUB',
          repositoryOwner: 'crowd',
          repositoryName: name,
          tags: [{ name: 'nodejs' }],
        },
        rbac: [{ user: ownerId, role: 'PROJECT_OWNER' }],
      });
    }
    const projectId = stableId('crowd:project:0');
    for (let ai = 0; ai < crowd; ai++) {
      const branch = `branch-${pad(ai)}`;
      store.applications.insert({
        id: stableId(`crowd:application:${ai}`),
        workspaceId,
        projectId,
        name: branch,
        status: null,
        replicas: 0,
        pausedReplicas: 0,
        lastActivityId: null,
        createdAt: iso(EPOCH + (crowd + ai + 1) * SECOND),
        data: {
          applicationName: `crowd-project-00000-${branch}`,
          originBranch: branch,
          hostname: `${branch}.crowd.demo.skiff.dev`,
          deployedAt: null,
          expiredTime: null,
          enableAutoPause: false,
          enableDeletionProtection: false,
          environment,
          capacity: seedCapacityOf(branch),
          storage: 10,
          containerImage: 'registry.demo.skiff.dev/node:20-alpine',
          deployedBy: null,
        },
      });
      store.appRecords.insert({
        id: stableId(`crowd:domain:${ai}`),
        kind: 'domain',
        workspaceId,
        projectId,
        applicationId: stableId(`crowd:application:${ai}`),
        ownerId,
        createdAt: iso(EPOCH + (crowd + ai + 1) * SECOND),
        data: { domain: `domain-${pad(ai)}.crowd.example`, hasCertificate: false, activityId: null },
      });
    }
    const applicationId = stableId('crowd:application:0');
    generateCrowdedExtras(store, crowd, { workspaceId, projectId, applicationId, ownerId, epoch: EPOCH });
  });
}
