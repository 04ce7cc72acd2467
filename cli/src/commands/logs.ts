import { defineCommand, type GroupSpec } from '../cli/command-spec.js';

const tail = defineCommand({
  name: 'tail',
  summary: "print an activity's log: of an application's last activity, or of an activity by id",
  description:
    "Print an activity's log lines on stdout. TARGET is workspace/project/branch (the application's last " +
    'activity) or a 24-hex activity id. Without --follow, prints what exists now; with --follow, waits for new ' +
    'lines until the task ends (then exits 1 if it ended in ERROR). With --json, one object per line: ' +
    '{"index":0,"message":"..."}, and last {"end":true,"status":"SUCCESS","lines":108}.',
  args: { target: { description: 'workspace/project/branch, or an activity id' } },
  options: {
    follow: { flags: '-f, --follow', description: 'keep printing new lines until the task ends' },
  },
  examples: [
    ["skiff logs tail 'Acme Production/storefront/develop' --follow", 'follow the running task of a branch'],
    ['skiff logs tail 65a1b2c3d4e5f6a7b8c9d0e1', 'the log of one activity'],
    ["skiff logs tail 'Acme Production/storefront/main' --json | jq -r .message", 'messages only'],
  ],
  run: async (ctx, args, options) => (await import('../services/logs.js')).tailLogs(ctx, args.target, options),
});

export const logsGroup: GroupSpec = { name: 'logs', summary: 'read activity logs', commands: [tail] };
