import {
  type Application,
  applicationBranch,
  displayedApplicationState,
  formatDate,
  type Project,
  refId,
  resolveProject,
  resolveWorkspace,
} from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { toneStyle } from '../cli/theme.js';

export interface ListAppsOptions {
  workspace?: string;
  project?: string;
}

/** `DEPLOY_APPLICATION SUCCESS 2026/11/22 10:00:00`: what happened last to an application. */
export function lastActivityText(app: Application): string {
  const last = app.lastActivity;
  if (!last?.action) return '';
  return [last.action, last.status, formatDate(last.updatedAt ?? last.createdAt)].filter(Boolean).join(' ');
}

/** `skiff apps list --workspace WS [--project P]`: branches with their displayed state. */
export async function listApps(ctx: Context, options: ListAppsOptions): Promise<number> {
  if (!options.workspace) throw new UsageError('--workspace is required: the workspace, by name or id.');
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, options.workspace);
  const projects: Project[] = [];
  for await (const project of client.projects.list(workspace._id, { pageSize: 100 }, { signal: ctx.signal }))
    projects.push(project);
  const project = options.project ? await resolveProject(client, workspace._id, options.project) : undefined;
  const apps: Application[] = [];
  const listed = client.applications.listInWorkspace(
    workspace._id,
    { projectId: project?._id, pageSize: 100 },
    { signal: ctx.signal },
  );
  for await (const app of listed) apps.push(app);
  const projectName = new Map(projects.map((p) => [p._id, p.name]));
  const nameOf = (app: Application) => projectName.get(refId(app.project) ?? '') ?? refId(app.project) ?? '';
  if (ctx.json) {
    const items = apps.map((app) => ({
      ...app,
      branch: applicationBranch(app),
      displayedState: displayedApplicationState(app).label,
    }));
    ctx.out.json({ workspace: { _id: workspace._id, name: workspace.name }, items, total: items.length });
    return EXIT.ok;
  }
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
        nameOf(app),
        { text: state.label, style: toneStyle(ctx.out.color, state.tone) },
        app.hostname ?? '',
        lastActivityText(app),
        app._id,
      ];
    }),
    project ? `No applications in ${project.name}.` : `No applications in ${workspace.name}.`,
  );
  return EXIT.ok;
}
