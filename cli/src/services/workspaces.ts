import { DEFAULT_WORKSPACE_PAGE_SIZE, type Workspace, workspaceProvider } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';

export interface ListWorkspacesOptions {
  search?: string;
  page?: number;
  pageSize?: number;
  personal?: boolean;
  drupalForge?: boolean;
  regular?: boolean;
}

function appsCell(w: Workspace): string {
  return `${w.totalActivatedApplications ?? 0}/${w.totalPausedApplications ?? 0}/${w.totalApplications ?? 0}`;
}

/** `skiff workspaces list`: one page of workspaces, as a table or JSON `{items, total, page, pageSize}`. */
export async function listWorkspaces(ctx: Context, options: ListWorkspacesOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const pageIndex = options.page ?? 1;
  const pageSize = options.pageSize ?? DEFAULT_WORKSPACE_PAGE_SIZE;
  const page = await client.workspaces.list(
    {
      search: options.search,
      pageIndex,
      pageSize,
      isPersonal: options.personal || undefined,
      isDrupalForge: options.drupalForge || undefined,
      isRegular: options.regular || undefined,
    },
    { signal: ctx.signal },
  );
  if (ctx.json) {
    ctx.out.json({ items: page.items, total: page.total, page: pageIndex, pageSize });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'NAME' },
      { header: 'DESCRIPTION', maxWidth: 40 },
      { header: 'PROJECTS', align: 'right', shrinkable: false },
      { header: 'APPS', shrinkable: false },
      { header: 'PROVIDER', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    page.items.map((w) => [
      w.name,
      w.description ?? '',
      String(w.totalProjects ?? 0),
      appsCell(w),
      workspaceProvider(w) ?? '',
      w._id,
    ]),
    options.search ? `No workspace matches '${options.search}'.` : 'No workspaces on this page.',
  );
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  ctx.out.info(
    `Page ${pageIndex} of ${pages} (${page.total} workspace${page.total === 1 ? '' : 's'}; APPS = activated/paused/total).`,
  );
  if (page.hasNextPage) ctx.out.info(`Next page: skiff workspaces list --page ${pageIndex + 1}`);
  return EXIT.ok;
}
