/** One SDK call per contract operation: the operation id and the call, with arguments from the world. */
import type { SkiffClient } from '@skiff/sdk';
import type { ConformanceWorld } from './world.js';

export type ConformanceCall = readonly [operationId: string, run: (c: SkiffClient, w: ConformanceWorld) => unknown];

export const app = (w: ConformanceWorld, applicationId = w.main) => ({
  workspaceId: w.workspace,
  projectId: w.project,
  applicationId,
});
export const tag = (w: ConformanceWorld) => ({
  workspaceId: w.workspace,
  projectId: w.project,
  deploymentId: w.deployment,
});
export const PAGE = { pageIndex: 1, pageSize: 10 } as const;
