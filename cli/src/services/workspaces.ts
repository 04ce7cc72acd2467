import { type Workspace, workspaceProvider } from '@skiff/sdk';
import { DEFAULT_WORKSPACE_PAGE_SIZE } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { type PagingFlags, printListing, readListing } from '../cli/paging.js';
import { cliSession } from '../cli/session.js';

export interface ListWorkspacesOptions extends PagingFlags {
  search?: string;
  personal?: boolean;
  drupalForge?: boolean;
  regular?: boolean;
}

/** Paging of `workspaces list`: every workspace unless asked; a page is the web list's 12. */
export const WORKSPACE_PAGING = { pageSize: DEFAULT_WORKSPACE_PAGE_SIZE } as const;

function appsCell(w: Workspace): string {
  return `${w.totalActivatedApplications ?? 0}/${w.totalPausedApplications ?? 0}/${w.totalApplications ?? 0}`;
}

/** `skiff workspaces list`: the workspaces the flags ask for (every one by default), as a table or JSON. */
export async function listWorkspaces(ctx: Context, options: ListWorkspacesOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const listing = await readListing(options, WORKSPACE_PAGING, ({ pageIndex, pageSize }) =>
    client.workspaces.list(
      {
        search: options.search,
        pageIndex,
        pageSize,
        isPersonal: options.personal || undefined,
        isDrupalForge: options.drupalForge || undefined,
        isRegular: options.regular || undefined,
      },
      { signal: ctx.signal },
    ),
  );
  printListing(
    ctx,
    listing,
    [
      { header: 'NAME' },
      { header: 'DESCRIPTION', maxWidth: 40 },
      { header: 'PROJECTS', align: 'right', shrinkable: false },
      { header: 'APPS', shrinkable: false },
      { header: 'PROVIDER', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (w) => [w.name, w.description ?? '', String(w.totalProjects ?? 0), appsCell(w), workspaceProvider(w) ?? '', w._id],
    {
      noun: 'workspaces',
      empty: options.search ? `No workspace matches '${options.search}'.` : 'No workspaces.',
      command: 'skiff workspaces list',
    },
  );
  if (!ctx.json && listing.items.length) ctx.out.info('APPS = activated/paused/total.');
  return EXIT.ok;
}
