import type { SkiffClient } from '../client.js';
import { COMPLETED_LOG_PAGE_SIZE } from '../domain/constants.js';
import { isTaskFinished } from '../domain/states.js';
import { APIError, ConnectionError, RateLimitError, SkiffError, TimeoutError } from '../transport/errors.js';
import { backoffMs, sleep } from '../transport/retry.js';

/** One line of an activity's log, with its place (0-based) and the token to resume after it. */
export type ActivityLogLine = { type: 'line'; message: string; index: number; nextToken?: string };
/** The end of a followed log: the task's final status and how many lines it had. */
export type ActivityLogEnd = { type: 'end'; status: string; lines: number };

/** What `followActivityLog` yields: each new line once, in order, then the final status. */
export type ActivityLogEvent = ActivityLogLine | ActivityLogEnd;

/** What `followActivityLogPages` yields: the new lines of each answer at once (never empty), then the end. */
export type ActivityLogBatch = { type: 'lines'; lines: ActivityLogLine[] } | ActivityLogEnd;

export interface FollowActivityLogOptions {
  /** Resume after this token (the `nextToken` of the last line seen); no line before it is yielded again. */
  fromToken?: string;
  /** Lines already seen when resuming, so `index` continues from there. */
  fromIndex?: number;
  /** Lines per request; by default 1000 while the task runs, then the spec's completed-log page once it ended. */
  pageSize?: number;
  /** Delay between polls while the task runs (default 500 ms). */
  pollIntervalMs?: number;
  /** Stop after the current page instead of waiting for the task to end. */
  follow?: boolean;
  signal?: AbortSignal;
  /** Resolves early when there may be news (e.g. a push message), to cut the poll wait short. */
  wake?: (signal: AbortSignal) => Promise<void>;
  /** Told when polls start failing (`lost`, with the first error) and when one succeeds again (`back`). */
  onConnection?: (state: 'lost' | 'back', error?: unknown) => void;
  /**
   * How long polls may keep failing before the follow gives up with a ServerGoneError (default 60 s,
   * DEFAULT_MAX_OUTAGE_MS; `Infinity` keeps trying until `signal` aborts).
   */
  maxOutageMs?: number;
}

/** How long a wait keeps trying a server that does not answer, unless told otherwise. */
export const DEFAULT_MAX_OUTAGE_MS = 60_000;

/**
 * Answers in a row without the task's status after which a follow stops: with no status, the end of the task
 * cannot be seen (a proxy's or a foreign server's answer), and polling would never end.
 */
export const MAX_ANSWERS_WITHOUT_STATUS = 20;

/** The server stayed unreachable (or failing) for longer than a wait's `maxOutageMs`. */
export class ServerGoneError extends ConnectionError {
  override name = 'ServerGoneError';
  constructor(origin: string, outageMs: number, cause: unknown) {
    const seconds = Math.round(outageMs / 1000);
    const why = cause instanceof Error ? ` (${cause.message.replace(/\.$/, '')})` : '';
    super(`The server at ${origin} has not answered for ${seconds} s${why}; stopped waiting.`, origin, { cause });
  }
}

/** The server's answers about an activity never say the task's status, so its end cannot be seen. */
export class NoTaskStatusError extends SkiffError {
  override name = 'NoTaskStatusError';
}

/** Lines per request while the task may still be running. */
const RUNNING_LOG_PAGE_SIZE = 1000;

/**
 * Follows an activity's log: yields every line exactly once, in order, resuming from the last token after a
 * failed poll, and ends when the task has ended and its last lines have been read. Connection errors and
 * server errors during the follow are retried with backoff until `signal` aborts.
 */
export async function* followActivityLog(
  client: SkiffClient,
  activityId: string,
  options: FollowActivityLogOptions = {},
): AsyncGenerator<ActivityLogEvent> {
  for await (const batch of followActivityLogPages(client, activityId, options)) {
    if (batch.type === 'lines') yield* batch.lines;
    else yield batch;
  }
}

/**
 * `followActivityLog` an answer at a time: the lines each answer brought in one batch, for a reader of long logs
 * (100,000 lines one `await` each cost more than printing them).
 */
export async function* followActivityLogPages(
  client: SkiffClient,
  activityId: string,
  options: FollowActivityLogOptions = {},
): AsyncGenerator<ActivityLogBatch> {
  let token = options.fromToken;
  let index = options.fromIndex ?? 0;
  let failures = 0;
  let lostAt = 0;
  let withoutStatus = 0;
  const maxOutageMs = options.maxOutageMs ?? DEFAULT_MAX_OUTAGE_MS;
  const follow = options.follow ?? true;
  let pageSize = options.pageSize ?? RUNNING_LOG_PAGE_SIZE;
  for (;;) {
    let page: Awaited<ReturnType<SkiffClient['activities']['logs']>>;
    try {
      page = await client.activities.logs(
        activityId,
        { pageSize, nextToken: token },
        { signal: options.signal, maxRetries: 0 },
      );
      if (failures > 0) options.onConnection?.('back');
      failures = 0;
    } catch (error) {
      if (!isTransient(error) || !follow) throw error;
      if (failures === 0) {
        lostAt = Date.now();
        options.onConnection?.('lost', error);
      }
      const retryAfter = error instanceof RateLimitError ? error.retryAfterMs : undefined;
      const wait = retryAfter ?? backoffMs(Math.min(failures, 4));
      const outage = Date.now() - lostAt;
      if (outage + wait > maxOutageMs) throw new ServerGoneError(client.transport.origin, outage, error);
      failures++;
      await sleep(wait, options.signal);
      continue;
    }
    if (page.lines.length > 0) {
      const { nextToken } = page;
      yield {
        type: 'lines',
        lines: page.lines.map(({ message }) => ({ type: 'line', message, index: index++, nextToken })),
      };
    }
    if (page.nextToken !== undefined) token = page.nextToken;
    const finished = isTaskFinished(page.taskStatus);
    if (finished && options.pageSize === undefined) pageSize = COMPLETED_LOG_PAGE_SIZE; // the rest in few requests
    if (page.lines.length > 0 && page.nextToken !== undefined) continue; // drain before waiting
    if (finished || !follow) {
      yield { type: 'end', status: page.taskStatus ?? 'UNKNOWN', lines: index };
      return;
    }
    withoutStatus = page.taskStatus ? 0 : withoutStatus + 1;
    if (withoutStatus >= MAX_ANSWERS_WITHOUT_STATUS) {
      throw new NoTaskStatusError(
        `The server's last ${withoutStatus} answers about activity ${activityId} did not say the task's status, ` +
          'so its end cannot be seen; stopped following.',
      );
    }
    await waitForNews(options);
  }
}

/** Worth retrying while following: the network, a timeout, rate limiting or a server error. */
function isTransient(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  return error instanceof APIError && (error.status === 429 || error.status >= 500);
}

async function waitForNews(options: FollowActivityLogOptions): Promise<void> {
  const interval = options.pollIntervalMs ?? 500;
  if (!options.wake) return sleep(interval, options.signal);
  const controller = new AbortController();
  try {
    await Promise.race([sleep(interval, options.signal), options.wake(controller.signal)]);
  } finally {
    controller.abort();
  }
}
