import {
  type ActivityLogEnd,
  type ActivityLogLine,
  type ApplicationIds,
  followActivityLogPages,
  NotFoundError,
  resolveApplicationRef,
  type SkiffClient,
} from '@skiff/sdk';
import { DEFAULT_LOG_LINES, httpLogEntry, isTaskFinished, stripControlSequences } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { maxOutageMs, outageWarning } from '../cli/outage.js';
import { toJson } from '../cli/output.js';
import { pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { appName } from './app-settings.js';

const ACTIVITY_ID = /^[0-9a-f]{24}$/i;

export interface TailOptions {
  follow?: boolean;
  /** Only the last this many lines (of what exists now, for an activity); HTTP logs: 20 unless given. */
  lines?: number;
  /** An application container whose HTTP access log to print instead of an activity's log. */
  http?: string;
}

/** The activity a TARGET names: an activity id as is, or the last activity of `workspace/project/branch`. */
export async function activityOfTarget(client: SkiffClient, target: string, signal?: AbortSignal): Promise<string> {
  if (ACTIVITY_ID.test(target)) return target;
  const ids = await resolveApplicationRef(client, target);
  const app = await client.applications.get(ids, { signal });
  const activityId = app.lastActivity?._id;
  if (!activityId) {
    throw new CliError(
      `${appName(ids)} has no activity yet.`,
      EXIT.notFound,
      `Start one with: skiff apps deploy '${target}'`,
    );
  }
  return activityId;
}

/** `skiff logs tail TARGET [--follow] [--lines N] [--http CONTAINER]`: log lines on stdout, made inert. */
export async function tailLogs(ctx: Context, target: string, options: TailOptions): Promise<number> {
  if (options.http !== undefined) return tailHttpLogs(ctx, target, options.http, options);
  const { client } = cliSession(ctx);
  const activityId = await activityOfTarget(client, target, ctx.signal);
  const follow = Boolean(options.follow);
  // A batch of lines in one write: a 100,000-line log arrives in answers of up to 9,999 lines.
  const printLines = (lines: ActivityLogLine[]) => {
    if (lines.length === 0) return;
    const texts = lines.map((line) => {
      const message = stripControlSequences(line.message);
      return ctx.json ? toJson({ index: line.index, message }) : message;
    });
    ctx.out.result(texts.join('\n'));
  };
  const printEnd = (event: ActivityLogEnd) => {
    if (ctx.json) ctx.out.json({ end: true, status: event.status, lines: event.lines });
    else ctx.out.info(`(${event.lines} lines; task ${event.status})`);
    return follow && event.status === 'ERROR' ? EXIT.failure : EXIT.ok;
  };
  try {
    let resume: { fromToken?: string; fromIndex?: number } = {};
    if (options.lines !== undefined) {
      const recent = await lastLines(client, activityId, options.lines, ctx.signal);
      printLines(recent.lines);
      if (!follow || isTaskFinished(recent.end.status)) return printEnd(recent.end);
      resume = { fromToken: recent.lines.at(-1)?.nextToken, fromIndex: recent.end.lines };
    }
    const onConnection = (state: 'lost' | 'back', error?: unknown) =>
      ctx.out.error(state === 'lost' ? outageWarning(ctx, error) : 'The server answers again; resuming the log.');
    const batches = followActivityLogPages(client, activityId, {
      ...resume,
      follow,
      signal: ctx.signal,
      onConnection,
      maxOutageMs: maxOutageMs(ctx),
    });
    for await (const batch of batches) {
      if (batch.type === 'end') return printEnd(batch);
      printLines(batch.lines);
    }
  } catch (error) {
    if (ctx.signal.aborted) return EXIT.interrupted;
    throw error;
  }
  return EXIT.ok;
}

/** The last `count` lines of what an activity's log holds now, and where it stands. */
async function lastLines(client: SkiffClient, activityId: string, count: number, signal: AbortSignal) {
  let lines: ActivityLogLine[] = [];
  for await (const batch of followActivityLogPages(client, activityId, { follow: false, signal })) {
    if (batch.type === 'end') return { lines: lines.slice(-count), end: batch };
    lines = [...lines.slice(-count), ...batch.lines.slice(-count)];
  }
  throw new CliError('The log ended without its status.', EXIT.failure);
}

/** `--http CONTAINER`: the last lines of an application container's HTTP access log (not followed). */
async function tailHttpLogs(ctx: Context, target: string, container: string, options: TailOptions): Promise<number> {
  if (options.follow) {
    throw new UsageError('--follow follows an activity log; with --http, run again for newer lines.');
  }
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, target);
  const pageSize = options.lines ?? DEFAULT_LOG_LINES;
  const page = await client.applications.tools
    .httpLogs(ids, container, { pageSize }, { signal: ctx.signal })
    .catch((error: unknown) => containerMiss(client, ids, target, container, error));
  const texts = page.data.map((line) => {
    const entry = httpLogEntry(line);
    return ctx.json ? toJson(entry) : entry.message;
  });
  if (texts.length > 0) ctx.out.result(texts.join('\n'));
  return EXIT.ok;
}

/**
 * A container the application does not have: the server's 404 says only that, so the application's containers
 * give the close names ("did you mean") and `skiff apps get` lists them; any other failure is thrown as it came.
 */
async function containerMiss(
  client: SkiffClient,
  ids: ApplicationIds,
  target: string,
  container: string,
  error: unknown,
): Promise<never> {
  if (!(error instanceof NotFoundError)) throw error;
  const app = await client.applications.get(ids);
  const names = [...new Set((app.podDetails ?? []).map((pod) => String(pod.containerName ?? '')).filter(Boolean))];
  pickNamed(
    'container',
    container,
    names,
    (name) => name,
    (name) => name,
    `skiff apps get '${target}'`,
  );
  throw error;
}
