import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { WAIT_OPTIONS } from './shared-options.js';

const SITE = 'Acme Production/storefront/main';
const snapshots = () => import('../services/snapshots.js');

const list = defineCommand({
  name: 'list',
  summary: "list an application's snapshots",
  args: { ref: { description: 'the application: workspace/project/branch, each part by name or id' } },
  examples: [
    [`skiff snapshots list '${SITE}'`, 'name, image tag, size, status, date and id of each'],
    [`skiff snapshots list '${SITE}' --json | jq -r '.items[]._id'`, 'the ids only'],
  ],
  run: async (ctx, args) => (await snapshots()).listSnapshots(ctx, args.ref),
});

const get = defineCommand({
  name: 'get',
  summary: 'show a snapshot',
  args: { id: { description: 'the snapshot id (from `snapshots list`)' } },
  examples: [['skiff snapshots get 65a1b2c3d4e5f6a7b8c9d0e1', 'its name, image tag, size, status and application']],
  run: async (ctx, args) => (await snapshots()).showSnapshot(ctx, args.id),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a snapshot (a DELETE_SNAPSHOT task on its application)',
  args: { id: { description: 'the snapshot id (from `snapshots list`)' } },
  options: { yes: YES_OPTION, ...WAIT_OPTIONS },
  examples: [['skiff snapshots delete 65a1b2c3d4e5f6a7b8c9d0e1 --yes --wait', 'delete it and wait for the task']],
  run: async (ctx, args, options) => (await snapshots()).deleteSnapshot(ctx, args.id, options),
});

export const snapshotsGroup: GroupSpec = {
  name: 'snapshots',
  summary: "list, show and delete an application's snapshots",
  commands: [list, get, remove],
};
