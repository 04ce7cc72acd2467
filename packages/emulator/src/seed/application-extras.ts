import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';

const DAY = 86_400_000;
const WORKSPACE = 'Acme Production';

/**
 * Snapshots of Acme Production's running `main` branches (two each, a week apart), so the snapshot calls have
 * something to show: the contract has no call that creates one.
 */
export function seedApplicationExtras(store: Store, now: number): void {
  for (const project of ['storefront', 'marketing-site']) {
    const app = store.applications.state(stableId(`application:${WORKSPACE}/${project}/main`));
    if (!app) continue;
    [14, 7].forEach((daysAgo, i) => {
      const createdAt = new Date(now - daysAgo * DAY).toISOString();
      store.appRecords.insert({
        id: stableId(`snapshot:${WORKSPACE}/${project}/main/${i}`),
        kind: 'snapshot',
        workspaceId: app.workspaceId,
        projectId: app.projectId,
        applicationId: app.id,
        createdAt,
        data: {
          name: `${project}-main-${createdAt.slice(0, 10)}`,
          snapshotTag: `${project}-main:snap-${createdAt.slice(0, 10).replaceAll('-', '')}`,
          size: 734_003_200 + i * 52_428_800,
        },
      });
    });
  }
}
