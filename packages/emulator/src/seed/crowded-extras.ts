/**
 * The crowded workspace's other long lists (`startEmulator({ crowd })`): its first project, `crowd-project-00000`,
 * gets `crowd` tags (`crowd-tag-00000`, ...) and `crowd` secret managers (`crowd-secrets-00000`, ...), its first
 * branch, `branch-00000`, `crowd` backups (the oldest AUTOMATED, the others MANUAL, no parts taken), and its owner
 * `crowd` command access tokens (`crowd-token-00000`, ...; none can sign in: no token hash is stored). Ids from
 * `stableId`, times from the crowd's epoch: the same crowd gives the same lists.
 */
import { newDeploymentData } from '../api/deployments.js';
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';

const SECOND = 1_000;
const TAG_IMAGE = 'registry.demo.skiff.dev/node:20-alpine';

export interface CrowdedParent {
  workspaceId: string;
  projectId: string;
  applicationId: string;
  ownerId: string;
  /** The crowd's epoch (ms); each list's items are a second apart from it. */
  epoch: number;
}

const pad = (n: number) => String(n).padStart(5, '0');
const at = (epoch: number, i: number) => new Date(epoch + i * SECOND).toISOString();

/** Writes the tags, secret managers, backups and command tokens; inside the crowded workspace's transaction. */
export function generateCrowdedExtras(store: Store, crowd: number, parent: CrowdedParent): void {
  if (crowd === 0) return;
  const workspace = store.workspaces.get(parent.workspaceId);
  const project = store.projects.get(parent.projectId);
  if (!workspace || !project) throw new Error('The crowded workspace and its first project come first.');
  for (let i = 0; i < crowd; i++) {
    const name = `crowd-tag-${pad(i)}`;
    const createdAt = at(parent.epoch, i);
    store.deployments.insert({
      id: stableId(`crowd:tag:${i}`),
      workspaceId: workspace._id,
      projectId: project._id,
      name,
      createdAt,
      data: newDeploymentData(workspace, project, name, TAG_IMAGE),
    });
    store.secretManagers.save({
      id: stableId(`crowd:secrets:${i}`),
      projectId: project._id,
      name: `crowd-secrets-${pad(i)}`,
      values: { APP_ENV: 'crowd' },
      at: createdAt,
    });
    store.appRecords.insert({
      id: stableId(`crowd:backup:${i}`),
      kind: 'backup',
      workspaceId: workspace._id,
      projectId: project._id,
      applicationId: parent.applicationId,
      createdAt,
      data: { type: i === 0 ? 'AUTOMATED' : 'MANUAL' },
    });
    store.records.insert('command-token', {
      id: stableId(`crowd:token:${i}`),
      ownerId: parent.ownerId,
      name: `crowd-token-${pad(i)}`,
      createdAt,
      data: { prefixToken: `crowd${pad(i).slice(2)}`, expiration: null, expiresAt: null },
    });
  }
}
