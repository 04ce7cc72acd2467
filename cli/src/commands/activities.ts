import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { parseDuration } from '../cli/duration.js';
import { pagingOptions } from '../cli/paging.js';

const ID_HELP = 'the activity id (24 hex characters), as printed by `apps deploy` or `activities list`';

const list = defineCommand({
  name: 'list',
  summary: 'list recent activities (tasks), newest first',
  options: {
    workspace: { flags: '--workspace <ws>', description: 'only activities of this workspace, by name or id' },
    app: { flags: '--app <ref>', description: 'only activities of this application: workspace/project/branch' },
    search: { flags: '--search <text>', description: 'only activities matching this text' },
    ...pagingOptions('activities', { pageSize: 20, limit: 20 }),
  },
  examples: [
    ['skiff activities list', 'the 20 newest activities you can see'],
    ["skiff activities list --workspace 'Acme Production' --limit 50", 'the 50 newest of one workspace'],
    ["skiff activities list --app 'Acme Production/storefront/main'", 'the newest of one application'],
    ['skiff activities list --json | jq -r \'.items[] | select(.status=="IN_PROGRESS") | ._id\'', 'running ones'],
  ],
  run: async (ctx, _args, options) => (await import('../services/activities.js')).listActivities(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show one activity: action, status, where, who, when, and whether it can be aborted',
  args: { id: { description: ID_HELP } },
  examples: [
    ['skiff activities get 65a1b2c3d4e5f6a7b8c9d0e1', 'the details of a task'],
    ['skiff activities get 65a1b2c3d4e5f6a7b8c9d0e1 --json | jq -r .status', 'its status, for a script'],
  ],
  run: async (ctx, args) => (await import('../services/activities.js')).getActivity(ctx, args.id),
});

const abort = defineCommand({
  name: 'abort',
  summary: 'abort a task stuck for over 5 minutes (it ends in ERROR)',
  description:
    'Abort a PENDING or IN_PROGRESS task that has had no update for over 5 minutes: it ends in ERROR with a ' +
    'closing log line. A task updated more recently, or already finished, is refused with exit 6.',
  args: { id: { description: ID_HELP } },
  examples: [['skiff activities abort 65a1b2c3d4e5f6a7b8c9d0e1', 'end a stuck task']],
  run: async (ctx, args) => (await import('../services/activities.js')).abortActivity(ctx, args.id),
});

const attach = defineCommand({
  name: 'attach',
  summary: 'follow a running task with progress until it ends (like apps deploy --wait)',
  description:
    'Follow any task until it ends, with a progress bar on stderr, then print its result like `apps deploy ' +
    '--wait` does. Exits 0 when it ends in SUCCESS, 1 otherwise, 8 after --timeout; an ended task answers at once.',
  args: { id: { description: ID_HELP } },
  options: {
    timeout: {
      flags: '--timeout <duration>',
      description: 'give up after this long (90s, 5m, 1h, 1h30m or seconds); exit 8',
      parse: (text: string) => parseDuration(text, '--timeout'),
      defaultHelp: 'no limit',
    },
  },
  examples: [
    ['skiff activities attach 65a1b2c3d4e5f6a7b8c9d0e1', 'wait for a task started elsewhere'],
    ['skiff activities attach 65a1b2c3d4e5f6a7b8c9d0e1 --timeout 10m --json', 'the same in CI, as JSON'],
  ],
  run: async (ctx, args, options) => (await import('../services/activities.js')).attachActivity(ctx, args.id, options),
});

export const activitiesGroup: GroupSpec = {
  name: 'activities',
  summary: 'list, show, abort and follow activities (tasks)',
  commands: [list, get, abort, attach],
};
