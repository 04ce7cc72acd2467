import type { ActivityPush, Notification } from '@skiff/sdk';
import { formatDate, PUSH_FALLBACK_POLL_INTERVAL_MS, stripControlSequences } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { formatElapsed } from '../cli/duration.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { maxOutageMs, outageWarning } from '../cli/outage.js';
import { listingDocument, type PagingFlags, printListing, readListing } from '../cli/paging.js';
import { cliSession } from '../cli/session.js';

const DEFAULT_PAGE_SIZE = 20;

/** Paging of `notifications list`: the newest 20 unless asked, like the bell's list. */
export const NOTIFICATION_PAGING = { pageSize: DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE } as const;

export interface ListNotificationsOptions extends PagingFlags {
  unread?: boolean;
}

/**
 * `skiff notifications list [--unread]`: the newest notifications, as a table or JSON `{items, total, more, unread}`.
 * `--unread` keeps the unread ones of what was read (the server has no such filter): `total` stays the server's.
 */
export async function listNotifications(ctx: Context, options: ListNotificationsOptions): Promise<number> {
  const { client } = cliSession(ctx);
  let unread = Number.NaN;
  const listing = await readListing(options, NOTIFICATION_PAGING, async ({ pageIndex, pageSize }) => {
    const page = await client.notifications.list({ pageIndex, pageSize }, { signal: ctx.signal });
    if (page.headers['x-total-unread-count']) unread = Number(page.headers['x-total-unread-count']);
    return page;
  });
  const shown = options.unread ? { ...listing, items: listing.items.filter((n) => !n.read) } : listing;
  if (ctx.json) {
    ctx.out.json({ ...listingDocument(shown), ...(Number.isFinite(unread) ? { unread } : {}) });
    return EXIT.ok;
  }
  return printListing(
    ctx,
    shown,
    [
      { header: 'ID', shrinkable: false },
      { header: 'READ', shrinkable: false },
      { header: 'TITLE', maxWidth: 40 },
      { header: 'MESSAGE' },
      { header: 'CREATED', shrinkable: false },
    ],
    (n: Notification) => [n._id ?? '', n.read ? 'yes' : 'no', n.title ?? '', n.message ?? '', formatDate(n.createdAt)],
    {
      noun: 'notifications',
      empty: options.unread ? 'No unread notifications among these.' : 'No notifications.',
      command: 'skiff notifications list',
    },
  );
}

/** `skiff notifications read ID` or `read --all`. */
export async function readNotifications(ctx: Context, id: string | undefined, options: { all?: boolean }) {
  if (id && options.all) throw new UsageError('Give either an ID or --all, not both.');
  if (!id && !options.all) throw new UsageError('Give the ID of a notification, or --all for every one.');
  const { client } = cliSession(ctx);
  if (!id) {
    await client.notifications.markAllSeen({ signal: ctx.signal });
    if (ctx.json) ctx.out.json({ all: true, seen: true });
    else ctx.out.result('Marked every notification seen.');
    return EXIT.ok;
  }
  const updated = await client.notifications.update(id, { seen: true, read: true }, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else ctx.out.result(`Marked ${id} read.`);
  return EXIT.ok;
}

/** `skiff notifications clear --yes`. */
export async function clearNotifications(ctx: Context, options: ConfirmFlags): Promise<number> {
  await confirmDestructive(ctx, { action: 'delete every notification' }, options);
  const { client } = cliSession(ctx);
  await client.notifications.clear({ signal: ctx.signal });
  if (ctx.json) ctx.out.json({ cleared: true });
  else ctx.out.result('Cleared every notification.');
  return EXIT.ok;
}

export interface WatchOptions {
  /** Milliseconds (from --timeout). */
  timeout?: number;
  notificationsOnly?: boolean;
}

const clean = (text: string | null | undefined) => stripControlSequences(text ?? '').replace(/[\t\n]+/g, ' ');

/** `2026/11/22 10:00:00 NOTIFICATION title: message`, server text made inert. */
export function notificationLine(n: Notification): string {
  return `${formatDate(n.createdAt)} NOTIFICATION ${clean(n.title)}${n.message ? `: ${clean(n.message)}` : ''}`;
}

/** `2026/11/22 10:00:00 ACTIVITY DEPLOY_APPLICATION SUCCESS <activity id> <workspace/project/application ids>`. */
export function activityLine(message: ActivityPush, now = new Date()): string {
  const where = [message.workspace, message.project, message.application].filter(Boolean).map(clean).join('/');
  const id = message.actionId ? ` ${clean(message.actionId)}` : '';
  return `${formatDate(now.toISOString())} ACTIVITY ${clean(message.actionName)} ${clean(message.status)}${id}${
    where ? ` ${where}` : ''
  }`;
}

/** `skiff notifications watch`: push messages as lines (JSON lines with --json) until Ctrl-C or --timeout. */
export async function watchNotifications(ctx: Context, options: WatchOptions): Promise<number> {
  const session = cliSession(ctx);
  const { client } = session;
  const known = new Set<string>();
  for (const n of (await client.notifications.list({ pageIndex: 1 }, { signal: ctx.signal })).items) {
    if (n._id) known.add(n._id);
  }
  const emit = (value: Record<string, unknown>, line: string) =>
    ctx.json ? ctx.out.json(value) : ctx.out.result(line);
  // Each push about notifications loads the first page and prints those not printed yet, oldest first.
  let fetching = Promise.resolve();
  const fetchNew = () => {
    fetching = fetching.then(async () => {
      const page = await client.notifications.list({ pageIndex: 1 }, { signal: ctx.signal }).catch(() => undefined);
      const items: Notification[] = page?.items ?? [];
      const fresh = items.filter((n) => n._id && !known.has(n._id)).reverse();
      for (const notification of fresh) {
        known.add(notification._id!);
        emit({ kind: 'notification', ...notification }, notificationLine(notification));
      }
    });
  };
  let opened = false;
  const lastStatus = new Map<string, string>();
  // The push channel reconnects by itself; once it has been down for the outage limit, the watch gives up (exit 7).
  const outageLimit = maxOutageMs(ctx);
  const gone = new AbortController();
  let outageTimer: ReturnType<typeof setTimeout> | undefined;
  const push = session.push({
    onState: (state) => {
      if (state === 'open' && !opened) ctx.out.info('Watching; Ctrl-C to stop.');
      else if (state === 'unavailable') {
        const seconds = PUSH_FALLBACK_POLL_INTERVAL_MS / 1000;
        ctx.out.info(`No push channel at this origin; polling every ${seconds} s. Ctrl-C to stop.`);
      } else if (state === 'connecting' && opened && outageTimer === undefined) {
        ctx.out.error(outageWarning(ctx, new Error('The push channel closed.')));
      }
      if (state === 'open' || state === 'unavailable') {
        // Open, or polling instead of push: the outage clock stops.
        if (state === 'open') opened = true;
        clearTimeout(outageTimer);
        outageTimer = undefined;
      } else if (state === 'connecting' && outageTimer === undefined && Number.isFinite(outageLimit)) {
        outageTimer = setTimeout(() => gone.abort(), outageLimit);
      }
    },
  });
  const unsubscribe = push.subscribe((message) => {
    if (message.kind === 'notification' || message.kind === 'resync') fetchNew();
    if (message.kind === 'activity' && !options.notificationsOnly) {
      // A task pushes every new version; one line per status change is enough.
      const key = message.actionId ?? `${message.actionName}/${message.application ?? ''}`;
      if (lastStatus.get(key) === message.status) return;
      lastStatus.set(key, message.status);
      const { kind: _kind, type: _type, ...rest } = message;
      emit({ kind: 'activity', ...rest }, activityLine(message));
    }
  });
  const signals = [ctx.signal, gone.signal, options.timeout ? AbortSignal.timeout(options.timeout) : undefined];
  const stop = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
  await new Promise<void>((resolve) => {
    if (stop.aborted) resolve();
    stop.addEventListener('abort', () => resolve(), { once: true });
  });
  clearTimeout(outageTimer);
  unsubscribe();
  push.close();
  await fetching;
  if (gone.signal.aborted && !ctx.signal.aborted) {
    throw new CliError(
      `The push channel of ${session.origin} has not answered for ${formatElapsed(outageLimit)}; stopped watching.`,
      EXIT.unavailable,
      'Start the watch again once the server answers (SKIFF_MAX_OUTAGE sets how long to keep trying).',
    );
  }
  return EXIT.ok;
}
