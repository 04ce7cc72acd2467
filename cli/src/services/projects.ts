import { type Project, resolveWorkspace } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';

export interface ListProjectsOptions {
  workspace?: string;
  search?: string;
}

/** Where a project's code lives: `provider:owner/name`, or what is known of it. */
export function repositoryOf(project: Project): string {
  const path = [project.repositoryOwner, project.repositoryName].filter(Boolean).join('/');
  return [project.repositoryProvider?.toLowerCase(), path].filter(Boolean).join(':');
}

/** `skiff projects list --workspace WS`: every project of the workspace. */
export async function listProjects(ctx: Context, options: ListProjectsOptions & PagingFlags): Promise<number> {
  if (!options.workspace) throw new UsageError('--workspace is required: the workspace, by name or id.');
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, options.workspace);
  const projects: Project[] = [];
  for await (const project of client.projects.list(
    workspace._id,
    { search: options.search, pageSize: 100 },
    { signal: ctx.signal },
  )) {
    projects.push(project);
  }
  const paged = listingOf(projects, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({
      workspace: { _id: workspace._id, name: workspace.name },
      items: paged.items,
      ...listingFacts(paged),
    });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'NAME' },
      { header: 'TYPE', shrinkable: false },
      { header: 'REPOSITORY', maxWidth: 40 },
      { header: 'DEPLOYED', align: 'right', shrinkable: false },
      { header: 'PAUSED', align: 'right', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((p) => [
      p.name,
      p.projectType?.name ?? p.projectType?.key ?? '',
      repositoryOf(p),
      String(p.totalDeployedApplications ?? 0),
      String(p.totalPausedApplications ?? 0),
      p._id,
    ]),
    `No projects in ${workspace.name}.`,
  );
  printFooter(ctx, paged, { noun: 'projects', command: 'skiff projects list' });
  return EXIT.ok;
}
