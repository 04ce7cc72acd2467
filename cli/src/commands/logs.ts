import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { integerOption } from '../cli/parsers.js';

const tail = defineCommand({
  name: 'tail',
  summary: "print an activity's log (an application's last activity, or one by id), or a container's HTTP log",
  description:
    "Print an activity's log lines on stdout. TARGET is workspace/project/branch (the application's last " +
    'activity) or a 24-hex activity id. Without --follow, prints what exists now; with --follow, waits for new ' +
    'lines until the task ends (then exits 1 if it ended in ERROR). --lines N starts with the last N lines only. ' +
    'With --json, one object per line: {"index":0,"message":"..."}, and last ' +
    '{"end":true,"status":"SUCCESS","lines":108}. With --http CONTAINER (TARGET is then workspace/project/branch), ' +
    "the last --lines lines (20 unless given) of that container's HTTP access log; with --json, " +
    '{"timestamp":"...","message":"..."} per line.',
  args: { target: { description: 'workspace/project/branch, or an activity id' } },
  options: {
    follow: { flags: '-f, --follow', description: 'keep printing new lines until the task ends' },
    lines: {
      flags: '-n, --lines <n>',
      // Any N, like `tail -n` (cli finding L21): the log viewer's choices are only what its menu offers.
      description: 'only the last n lines, any whole number of 1 or more (HTTP logs: 20 unless given)',
      parse: integerOption('--lines', 1),
    },
    http: { flags: '--http <container>', description: "a container's HTTP access log instead (see apps get)" },
  },
  examples: [
    ["skiff logs tail 'Acme Production/storefront/develop' --follow", 'follow the running task of a branch'],
    ['skiff logs tail 65a1b2c3d4e5f6a7b8c9d0e1', 'the log of one activity'],
    [
      "skiff logs tail 'Acme Production/storefront/main' --json | jq -r '.message // empty'",
      'messages only (the last object is the end)',
    ],
    ["skiff logs tail 'Acme Production/storefront/develop' --lines 100 --follow", 'the last 100 lines, then new ones'],
    ["skiff logs tail 'Acme Production/storefront/main' --http storefront-main --lines 1000", 'HTTP access log'],
  ],
  run: async (ctx, args, options) => (await import('../services/logs.js')).tailLogs(ctx, args.target, options),
});

export const logsGroup: GroupSpec = { name: 'logs', summary: 'read activity logs', commands: [tail] };
