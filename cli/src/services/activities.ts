import {
  type ActionOutcome,
  type Activity,
  applicationBranch,
  refId,
  resolveApplicationRef,
  resolveWorkspace,
  ServerGoneError,
  type SkiffClient,
  waitForActivity,
} from '@skiff/sdk';
import { canAbortActivity, formatDate, STUCK_TASK_THRESHOLD_MS, taskStatusTone } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { printDetails } from '../cli/details.js';
import { formatElapsed } from '../cli/duration.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { maxOutageMs, outageWarning } from '../cli/outage.js';
import { listingDocument, type PagingFlags, printListing, readListing } from '../cli/paging.js';
import { createProgressReporter } from '../cli/progress.js';
import { cliSession } from '../cli/session.js';
import { toneStyle } from '../cli/theme.js';
import { appName } from './app-settings.js';

const ACTIVITY_ID = /^[0-9a-f]{24}$/i;
const DEFAULT_LIMIT = 20;

/** An activity id as typed; anything else is a usage error naming the argument and the form. */
export function checkActivityId(id: string): string {
  if (!ACTIVITY_ID.test(id)) throw new UsageError(`ID '${id}' is not an activity id: expected 24 hex characters.`);
  return id;
}

async function workspaceNames(client: SkiffClient, signal: AbortSignal): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const w of client.workspaces.list({ pageSize: 100 }, { signal })) names.set(w._id, w.name);
  return names;
}

export interface ListActivitiesOptions extends PagingFlags {
  workspace?: string;
  /** One application (REF): its own list, GET /applications/{id}/activities (the SDK's activitiesOf). */
  app?: string;
  search?: string;
}

/** Paging of `activities list`: the newest 20 unless asked (a feed can be long). */
export const ACTIVITY_PAGING = { pageSize: DEFAULT_LIMIT, limit: DEFAULT_LIMIT } as const;

/**
 * `skiff activities list [--workspace WS | --app REF]`: the newest activities (of one workspace or one application:
 * asked of the server).
 */
export async function listActivities(ctx: Context, options: ListActivitiesOptions): Promise<number> {
  if (options.app && options.workspace) {
    throw new UsageError('--app and --workspace cannot be used together: the application names its workspace.');
  }
  const { client } = cliSession(ctx);
  const app = options.app ? await resolveApplicationRef(client, options.app) : undefined;
  const workspace = app
    ? { _id: app.workspaceId, name: app.workspaceName }
    : options.workspace
      ? await resolveWorkspace(client, options.workspace)
      : undefined;
  const ref = app && appName(app);
  const call = { signal: ctx.signal };
  const listing = await readListing(options, ACTIVITY_PAGING, ({ pageIndex, pageSize }) =>
    app
      ? client.applications.activitiesOf(app.applicationId, { pageIndex, pageSize, search: options.search }, call)
      : client.activities.list({ pageIndex, pageSize, search: options.search, workspaceId: workspace?._id }, call),
  );
  if (ctx.json) {
    const application = app ? { application: { _id: app.applicationId, ref } } : {};
    const scope = workspace ? { workspace: { _id: workspace._id, name: workspace.name }, ...application } : {};
    ctx.out.json({ ...scope, ...listingDocument(listing) });
    return EXIT.ok;
  }
  const names = workspace ? new Map([[workspace._id, workspace.name]]) : await workspaceNames(client, ctx.signal);
  return printListing(
    ctx,
    listing,
    [
      { header: 'ID', shrinkable: false },
      { header: 'ACTION' },
      { header: 'STATUS', shrinkable: false },
      { header: 'WORKSPACE' },
      { header: 'BY' },
      { header: 'UPDATED', shrinkable: false },
    ],
    (a: Activity) => [
      a._id,
      a.action,
      { text: a.status, style: toneStyle(ctx.out.color, taskStatusTone(a.status)) },
      names.get(refId(a.workspace) ?? '') ?? refId(a.workspace) ?? '',
      a.createdBy?.email ?? a.createdBy?.name ?? '',
      formatDate(a.updatedAt ?? a.createdAt),
    ],
    {
      noun: 'activities',
      empty: ref ? `No activities of ${ref}.` : workspace ? `No activities in ${workspace.name}.` : 'No activities.',
      command: 'skiff activities list',
    },
  );
}

/** `Name (id)` when the item can be read, else the id alone (a deleted project, a workspace one cannot see). */
async function named(id: string | undefined, read: (id: string) => Promise<string | undefined>) {
  if (!id) return undefined;
  const name = await read(id).catch(() => undefined);
  return name ? `${name} (${id})` : id;
}

/** The workspace, project and branch of an activity, by name where they can be read. */
async function placesOf(ctx: Context, client: SkiffClient, activity: Activity) {
  const call = { signal: ctx.signal };
  const workspaceId = refId(activity.workspace);
  const projectId = refId(activity.project);
  return {
    workspace: await named(workspaceId, async (id) => (await client.workspaces.get(id, call)).name),
    project: await named(projectId, async (id) => (await client.projects.get(workspaceId!, id, call)).name),
    application: await named(refId(activity.application), async (applicationId) =>
      applicationBranch(
        await client.applications.get({ workspaceId: workspaceId!, projectId: projectId!, applicationId }, call),
      ),
    ),
  };
}

/** `skiff activities get ID`. */
export async function getActivity(ctx: Context, id: string): Promise<number> {
  checkActivityId(id);
  const { client } = cliSession(ctx);
  const activity = await client.activities.get(id, { signal: ctx.signal });
  const abortable = canAbortActivity(activity);
  if (ctx.json) {
    ctx.out.json({ ...activity, abortable });
    return EXIT.ok;
  }
  const places = await placesOf(ctx, client, activity);
  printDetails(ctx, [
    ['ID', activity._id],
    ['Action', activity.action],
    ['Status', activity.status],
    ['Workspace', places.workspace],
    ['Project', places.project],
    ['Application', places.application],
    ['By', activity.createdBy?.email ?? activity.createdBy?.name],
    ['Created', formatDate(activity.createdAt)],
    ['Updated', formatDate(activity.updatedAt)],
    ['Expected lines', activity.expectedLines],
    ['Abortable', abortable ? 'yes (skiff activities abort ID)' : 'no'],
  ]);
  return EXIT.ok;
}

/** `skiff activities abort ID`: only for a running task idle for over 5 minutes (the SDK's `canAbortActivity`). */
export async function abortActivity(ctx: Context, id: string): Promise<number> {
  checkActivityId(id);
  const { client } = cliSession(ctx);
  const activity = await client.activities.get(id, { signal: ctx.signal });
  if (!canAbortActivity(activity)) {
    const minutes = STUCK_TASK_THRESHOLD_MS / 60_000;
    const running = activity.status === 'PENDING' || activity.status === 'IN_PROGRESS';
    const why = running
      ? `it was updated at ${formatDate(activity.updatedAt) || 'an unknown time'}`
      : `it already ended in ${activity.status}`;
    throw new CliError(
      `The task ${activity._id} cannot be aborted: ${why}. Only a running task without update for ${minutes} minutes can.`,
      EXIT.conflict,
      running ? `Follow it instead with: skiff activities attach ${activity._id}` : undefined,
    );
  }
  const workspaceId = refId(activity.workspace);
  if (!workspaceId) throw new CliError(`The task ${activity._id} belongs to no workspace; it cannot be aborted.`);
  const aborted = await client.workspaces.abortActivity(workspaceId, activity._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(aborted);
  else ctx.out.result(`${aborted.action} ${aborted.status} (aborted)`);
  return EXIT.ok;
}

export interface AttachOptions {
  /** Milliseconds (from --timeout). */
  timeout?: number;
}

/** `skiff activities attach ID`: follows any task to its end, with progress, like `apps deploy --wait`. */
export async function attachActivity(ctx: Context, id: string, options: AttachOptions): Promise<number> {
  checkActivityId(id);
  const { client } = cliSession(ctx);
  const activity = await client.activities.get(id, { signal: ctx.signal });
  const progress = createProgressReporter(ctx.out);
  const startedAt = Date.now();
  ctx.out.info(`Attached to ${activity.action} (${activity.status})...`);
  let outcome: ActionOutcome;
  try {
    outcome = await waitForActivity(client, activity._id, activity.action, {
      timeoutMs: options.timeout,
      signal: ctx.signal,
      onProgress: (state) => progress.update(state),
      onConnection: (state, error) =>
        ctx.out.error(state === 'lost' ? outageWarning(ctx, error) : 'The server answers again; still following.'),
      maxOutageMs: maxOutageMs(ctx),
    });
  } catch (error) {
    const again = `Attach again with: skiff activities attach ${activity._id}`;
    if (ctx.signal.aborted) {
      throw new CliError('Stopped following; the task goes on on the server.', EXIT.interrupted, again);
    }
    if (error instanceof ServerGoneError) {
      throw new CliError(`${error.message} The task may go on on the server.`, EXIT.unavailable, again);
    }
    throw error;
  } finally {
    progress.done();
  }
  const { activityId, action, status, lines } = outcome;
  if (ctx.json) ctx.out.json({ activityId, action, status, lines });
  else ctx.out.result(`${action} ${status} (${lines} lines, ${formatElapsed(Date.now() - startedAt)})`);
  if (status === 'SUCCESS') return EXIT.ok;
  ctx.out.error(`Error: ${action} ended in ${status}.`);
  ctx.out.error(`Read its log with: skiff logs tail ${activityId}`);
  return EXIT.failure;
}
