import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { parseDuration } from '../cli/duration.js';
import { pagingOptions } from '../cli/paging.js';

const list = defineCommand({
  name: 'list',
  summary: 'list your notifications, newest first',
  options: {
    unread: { flags: '--unread', description: 'only those not read yet' },
    ...pagingOptions('notifications', { pageSize: 20, limit: 20 }),
  },
  examples: [
    ['skiff notifications list', 'the newest 20 notifications'],
    ["skiff notifications list --unread --json | jq -r '.items[].title'", 'titles of the unread ones'],
  ],
  run: async (ctx, _args, options) => (await import('../services/notifications.js')).listNotifications(ctx, options),
});

const read = defineCommand({
  name: 'read',
  summary: 'mark one notification read, or with --all every one seen (the bell; they stay unread)',
  args: { id: { description: 'the notification id (from `notifications list`)', optional: true } },
  options: {
    all: {
      flags: '--all',
      description: 'mark every notification seen: the bell goes quiet, --unread still lists them',
    },
  },
  examples: [
    ['skiff notifications read 65a1b2c3d4e5f6a7b8c9d0e1', 'mark one read'],
    ['skiff notifications read --all', 'mark them all seen (the bell goes quiet)'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/notifications.js')).readNotifications(ctx, args.id, options),
});

const clear = defineCommand({
  name: 'clear',
  summary: 'delete every notification',
  options: { yes: YES_OPTION },
  examples: [['skiff notifications clear --yes', 'empty the drawer']],
  run: async (ctx, _args, options) => (await import('../services/notifications.js')).clearNotifications(ctx, options),
});

const watch = defineCommand({
  name: 'watch',
  summary: 'stream push messages (new notifications, task changes) until Ctrl-C',
  description:
    'Stream what the push channel says: new notifications (with their title and message) and task status ' +
    'changes, one readable line each, or with --json one object per line ({"kind":"notification",...} or ' +
    '{"kind":"activity",...}). Reconnects by itself; stops on Ctrl-C (exit 0) or after --timeout.',
  options: {
    timeout: {
      flags: '--timeout <duration>',
      description: 'stop after this long (90s, 5m, 1h, 1h30m or seconds) and exit 0',
      parse: (text: string) => parseDuration(text, '--timeout'),
      defaultHelp: 'until Ctrl-C',
    },
    notificationsOnly: { flags: '--notifications-only', description: 'leave task changes out' },
  },
  examples: [
    ['skiff notifications watch', 'print notifications and task changes as they come'],
    ['skiff notifications watch --json | jq -c \'select(.kind=="activity")\'', 'task changes, for a script'],
  ],
  run: async (ctx, _args, options) => (await import('../services/notifications.js')).watchNotifications(ctx, options),
});

export const notificationsGroup: GroupSpec = {
  name: 'notifications',
  summary: 'list, read, clear and watch notifications',
  commands: [list, read, clear, watch],
};
