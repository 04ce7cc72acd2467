import {
  type Application,
  type ApplicationNames,
  applicationBranch,
  readApplicationNames,
  refId,
  resolveProject,
  resolveWorkspace,
  type SkiffClient,
} from '@skiff/sdk';
import {
  type ApplicationStatusFilter,
  displayedApplicationState,
  formatDate,
  matchesApplicationStatusFilter,
  type SortDirection,
  sortByDeployedAt,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { toJson, toJsonBytes } from '../cli/output.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { toneStyle } from '../cli/theme.js';

export interface ListAppsOptions extends PagingFlags {
  workspace?: string;
  project?: string;
  status?: ApplicationStatusFilter;
  sort?: SortOrder;
}

/** `--sort`: by the Deployed column, newest or oldest first (never-deployed applications last either way). */
export type SortOrder = 'newest' | 'oldest';
const SORT_DIRECTION: Record<SortOrder, SortDirection> = { newest: 'desc', oldest: 'asc' };

/**
 * Applications per request: 100, the largest page of the web table. Larger pages save work (200: about 6% fewer
 * instructions for 10,000) but raise the peak memory past the 2x of `node -e 0` that issue 4 allows (200: 2.01x in
 * `npm run bench`, 1,000: 2.4x), as V8 promotes a large page's objects, parsed while the next answers arrive, to its
 * old generation.
 */
const LIST_PAGE_SIZE = 100;
/**
 * Pages asked for ahead of the one being printed, so the server always has the next ones to answer: with one,
 * the CLI waited for the server about half the time on a busy machine (a CPU profile's idle share).
 */
const PAGES_IN_FLIGHT = 4;

/** `DEPLOY_APPLICATION SUCCESS 2026/11/22 10:00:00`: what happened last to an application. */
export function lastActivityText(app: Application): string {
  const last = app.lastActivity;
  if (!last?.action) return '';
  return [last.action, last.status, formatDate(last.updatedAt ?? last.createdAt)].filter(Boolean).join(' ');
}

/** What `apps list` lists: a workspace's applications (optionally one project's), or every visible one. */
interface ListScope {
  /** Set when listing one workspace; printed in `--json`. */
  workspace?: { _id: string; name: string };
  /** The workspace and project names of each application (the table's PROJECT, `--json`'s names for REFs). */
  names: ApplicationNames;
  empty: string;
  /** The applications a page at a time, each next page read ahead. */
  pages: AsyncIterable<Application[]>;
}

async function listScope(ctx: Context, client: SkiffClient, options: ListAppsOptions): Promise<ListScope> {
  const call = { signal: ctx.signal };
  const query = { pageSize: LIST_PAGE_SIZE };
  if (!options.workspace) {
    if (options.project) throw new UsageError('--project needs --workspace: the workspace of the project.');
    const pages = readingNow(client.applications.listAll(query, call).pagesReadingAhead(PAGES_IN_FLIGHT));
    return { names: await readApplicationNames(client, undefined, call), empty: 'No applications.', pages };
  }
  const workspace = await resolveWorkspace(client, options.workspace);
  const names = await readApplicationNames(client, workspace, call);
  const project = options.project
    ? await resolveProject(client, workspace._id, options.project, workspace.name)
    : undefined;
  return {
    workspace: { _id: workspace._id, name: workspace.name },
    names,
    empty: project ? `No applications in ${project.name}.` : `No applications in ${workspace.name}.`,
    pages: client.applications
      .listInWorkspace(workspace._id, { ...query, projectId: project?._id }, call)
      .pagesReadingAhead(PAGES_IN_FLIGHT),
  };
}

/**
 * `pages` already being read: its first page and those read ahead of it are asked for now, while the names are looked
 * up, rather than once the names are in (the lookup of every project is most of what a whole listing waits for).
 */
function readingNow<T>(pages: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<T>> | undefined = iterator.next();
  // Awaited when the listing starts; a failure meanwhile (the names failed first) must not go unhandled.
  first.catch(() => {});
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const next = first ?? iterator.next();
        first = undefined;
        return next;
      },
      return: (value?: unknown) => iterator.return?.(value) ?? Promise.resolve({ done: true as const, value }),
    }),
  };
}

async function* withStatus(pages: AsyncIterable<Application[]>, status: ApplicationStatusFilter | undefined) {
  for await (const page of pages)
    yield status ? page.filter((app) => matchesApplicationStatusFilter(app, status)) : page;
}

/**
 * An application of `--json` with its branch, displayed state and the names of its workspace and project (so a
 * script can build its REF), added to the object itself: the SDK handed it to this listing alone, and copying
 * 10,000 applications (or splicing each one's JSON) costs as much as printing them.
 */
function withListFields(app: Application, names: ApplicationNames): Application {
  // Set one by one rather than Object.assign(app, {...}): no object an item to copy from (10,000 of them).
  const listed = app as ListedApplication;
  listed.branch = applicationBranch(app);
  listed.displayedState = displayedApplicationState(app).label;
  listed.workspaceName = names.workspaceName(app) ?? null;
  listed.projectName = names.projectName(app) ?? null;
  return listed;
}

/** An application as `apps list --json` prints it. */
type ListedApplication = Application & {
  branch: string;
  displayedState: string;
  workspaceName: string | null;
  projectName: string | null;
};

const COMMA = 0x2c;

/**
 * One JSON document `{workspace?, items, total}` written a page at a time as the pages arrive, so 10,000
 * applications never sit in memory at once (a page waits for a slow reader of stdout to drain the one before).
 */
async function streamJson(
  ctx: Context,
  names: ApplicationNames,
  head: object,
  pages: AsyncIterable<Application[]> | Iterable<Application[]>,
  facts?: Record<string, unknown>,
): Promise<void> {
  const opening = toJson(head).slice(0, -1);
  await ctx.out.resultPiece(`${opening}${opening.length > 1 ? ',' : ''}"items":[`);
  let total = 0;
  for await (const page of pages) {
    if (page.length === 0) continue;
    // The page's array without its brackets, its `[` turned into the comma that follows the previous page.
    const items = toJsonBytes(page.map((app) => withListFields(app, names)));
    if (total > 0) items[0] = COMMA;
    await ctx.out.resultPiece(items.subarray(total > 0 ? 0 : 1, -1));
    total += page.length;
  }
  ctx.out.result(`],${toJson(facts ?? { total, more: false }).slice(1)}`);
}

/** `skiff apps list [--workspace WS [--project P]] [--status S] [--sort newest|oldest]`: with displayed states. */
export async function listApps(ctx: Context, options: ListAppsOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const scope = await listScope(ctx, client, options);
  const head = scope.workspace ? { workspace: scope.workspace } : {};
  const filtered = withStatus(scope.pages, options.status);
  const paging = options.page !== undefined || options.pageSize !== undefined || options.limit !== undefined;
  // Every application, unsorted: written as it arrives (10,000 of them never sit in memory at once).
  if (ctx.json && !options.sort && !paging) {
    await streamJson(ctx, scope.names, head, filtered);
    return EXIT.ok;
  }
  const listed: Application[] = [];
  for await (const page of filtered) listed.push(...page);
  const sorted = options.sort ? sortByDeployedAt(listed, SORT_DIRECTION[options.sort]) : listed;
  const paged = listingOf(sorted, options, WHOLE_LIST_PAGING);
  const apps = paged.items;
  if (ctx.json) {
    await streamJson(ctx, scope.names, head, [apps], listingFacts(paged));
    return EXIT.ok;
  }
  const projectOf = (app: Application) => scope.names.projectName(app) ?? refId(app.project) ?? '';
  printTable(
    ctx,
    [
      { header: 'BRANCH' },
      { header: 'PROJECT' },
      { header: 'STATE', shrinkable: false },
      { header: 'HOSTNAME' },
      { header: 'LAST ACTIVITY' },
      { header: 'ID', shrinkable: false },
    ],
    apps.map((app) => {
      const state = displayedApplicationState(app);
      return [
        applicationBranch(app),
        projectOf(app),
        { text: state.label, style: toneStyle(ctx.out.color, state.tone) },
        app.hostname ?? '',
        lastActivityText(app),
        app._id,
      ];
    }),
    options.status ? `${scope.empty.slice(0, -1)} with status ${options.status}.` : scope.empty,
  );
  printFooter(ctx, paged, { noun: 'applications', command: 'skiff apps list' });
  return EXIT.ok;
}
