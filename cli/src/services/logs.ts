import { followActivityLog, resolveApplicationRef, type SkiffClient, stripControlSequences } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { toJson } from '../cli/output.js';
import { cliSession } from '../cli/session.js';

const ACTIVITY_ID = /^[0-9a-f]{24}$/i;

export interface TailOptions {
  follow?: boolean;
}

/** The activity a TARGET names: an activity id as is, or the last activity of `workspace/project/branch`. */
export async function activityOfTarget(client: SkiffClient, target: string, signal?: AbortSignal): Promise<string> {
  if (ACTIVITY_ID.test(target)) return target;
  const ids = await resolveApplicationRef(client, target);
  const app = await client.applications.get(ids, { signal });
  const activityId = app.lastActivity?._id;
  if (!activityId) {
    throw new CliError(
      `${ids.workspaceName}/${ids.projectName}/${ids.branch} has no activity yet.`,
      EXIT.notFound,
      `Start one with: skiff apps deploy '${target}'`,
    );
  }
  return activityId;
}

/** `skiff logs tail TARGET [--follow]`: the log lines on stdout, made inert; JSON lines with --json. */
export async function tailLogs(ctx: Context, target: string, options: TailOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const activityId = await activityOfTarget(client, target, ctx.signal);
  const follow = Boolean(options.follow);
  try {
    const onConnection = (state: 'lost' | 'back', error?: unknown) =>
      ctx.out.error(
        state === 'lost'
          ? `Warning: ${error instanceof Error ? error.message : 'the server did not answer'} Retrying until it answers (Ctrl-C to stop)...`
          : 'The server answers again; resuming the log.',
      );
    const lines = batchedResults(ctx);
    for await (const event of followActivityLog(client, activityId, { follow, signal: ctx.signal, onConnection })) {
      if (event.type === 'line') {
        const message = stripControlSequences(event.message);
        lines.push(ctx.json ? toJson({ index: event.index, message }) : message);
        continue;
      }
      lines.flush();
      if (ctx.json) ctx.out.json({ end: true, status: event.status, lines: event.lines });
      else ctx.out.info(`(${event.lines} lines; task ${event.status})`);
      return follow && event.status === 'ERROR' ? EXIT.failure : EXIT.ok;
    }
  } catch (error) {
    if (ctx.signal.aborted) return EXIT.interrupted;
    throw error;
  }
  return EXIT.ok;
}

/**
 * Result lines written to stdout in one write per batch instead of one per line: the lines of a page arrive in
 * one go (microtasks), so a flush queued with setImmediate runs once the page is done, before any wait for more.
 */
function batchedResults(ctx: Context) {
  let pending: string[] = [];
  let queued = false;
  const flush = () => {
    queued = false;
    if (pending.length === 0) return;
    ctx.out.result(pending.join('\n'));
    pending = [];
  };
  return {
    push(line: string) {
      pending.push(line);
      if (!queued) {
        queued = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
