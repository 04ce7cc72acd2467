import {
  applicationBranch,
  resolveApplicationRef,
  resolveProject,
  resolveWorkspace,
  workspaceProvider,
} from '@skiff/sdk';
import { displayedApplicationState, formatDate } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { printDetails, yesNo } from '../cli/details.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';
import { lastActivityText } from './apps.js';
import { repositoryOf } from './projects.js';
import { dailyBackupText } from './read-backs.js';

/** `skiff workspaces get WS`: one workspace by name or id. */
export async function getWorkspace(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const found = await resolveWorkspace(client, wanted);
  const workspace = await client.workspaces.get(found._id, { signal: ctx.signal });
  if (ctx.json) {
    ctx.out.json(workspace);
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', workspace.name],
    ['ID', workspace._id],
    ['Description', workspace.description],
    ['Kind', workspace.isPersonal ? 'personal' : workspace.isDrupalForge ? 'Drupal Forge' : 'regular'],
    ['Provider', workspaceProvider(workspace)],
    ['Cluster', workspace.environment?.clusterName],
    ['Plan', workspace.plan],
    ['Projects', workspace.totalProjects ?? 0],
    [
      'Applications',
      `${workspace.totalApplications ?? 0} (${workspace.totalActivatedApplications ?? 0} activated, ` +
        `${workspace.totalPausedApplications ?? 0} paused)`,
    ],
    ['Members', workspace.rbac?.length],
    ['Protected', yesNo(workspace.isProtected)],
    ['Created', formatDate(workspace.createdAt)],
    ['Last action', formatDate(workspace.lastActionAt)],
  ]);
  return EXIT.ok;
}

/** Splits `workspace/project`; the error names the argument and the form. */
export function parseProjectRef(ref: string): { workspace: string; project: string } {
  const at = ref.indexOf('/');
  const workspace = ref.slice(0, at);
  const project = ref.slice(at + 1);
  if (at <= 0 || !project || project.includes('/')) {
    throw new UsageError(`'${ref}' is not a valid PROJECT: expected workspace/project (names or ids).`);
  }
  return { workspace, project };
}

/** `skiff projects get WS/PROJECT`: one project. */
export async function getProject(ctx: Context, ref: string): Promise<number> {
  const parts = parseProjectRef(ref);
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, parts.workspace);
  const found = await resolveProject(client, workspace._id, parts.project, workspace.name);
  const project = await client.projects.get(workspace._id, found._id, { signal: ctx.signal });
  if (ctx.json) {
    ctx.out.json({ ...project, workspace: { _id: workspace._id, name: workspace.name } });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', project.name],
    ['ID', project._id],
    ['Workspace', workspace.name],
    ['Description', project.description],
    ['Type', project.projectType?.name ?? project.projectType?.key],
    ['Repository', repositoryOf(project)],
    [
      'Applications',
      `${project.totalDeployedApplications ?? 0} deployed, ${project.totalPausedApplications ?? 0} paused, ` +
        `${project.totalNoDeployedApplications ?? 0} not deployed`,
    ],
    ['Members', project.totalMembers],
    ['Registry', project.registryServer],
    ['Last activity', [project.lastActivity?.action, formatDate(project.lastActivity?.createdAt)].join(' ').trim()],
    ['Created', formatDate(project.createdAt)],
  ]);
  return EXIT.ok;
}

/** `skiff apps get REF`: one application with its displayed state and pods. */
export async function getApp(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const app = await client.applications.get(ids, { signal: ctx.signal });
  const state = displayedApplicationState(app);
  const pods = (app.podDetails ?? []) as Array<{
    podName?: string;
    name?: string;
    status?: string;
    containerName?: string;
  }>;
  if (ctx.json) {
    const { workspaceName, projectName } = ids;
    ctx.out.json({ ...app, branch: applicationBranch(app), displayedState: state.label, workspaceName, projectName });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Branch', applicationBranch(app)],
    ['ID', app._id],
    ['Workspace', ids.workspaceName],
    ['Project', ids.projectName],
    ['State', state.label],
    ['Status', app.status],
    ['Hostname', app.hostname],
    ['Replicas', app.replicas],
    ['Image', app.containerImage],
    ['Cluster', app.environment?.clusterName],
    ['Deployed', formatDate(app.deployedAt)],
    ['Expires', formatDate(app.expiredTime)],
    ['Auto pause', yesNo(app.enableAutoPause)],
    ['Deletion protection', yesNo(app.enableDeletionProtection)],
    [
      'Basic auth',
      app.isEnableBasicAuth ? `on (${app.authUsername ?? 'user not shown'})` : yesNo(app.isEnableBasicAuth),
    ],
    ['File permission', app.filePermissionLevel],
    ['Force HTTPS', yesNo(app.secureConnection)],
    ['Daily backup', dailyBackupText(app)],
    ['Last activity', lastActivityText(app)],
    ['Last activity ID', app.lastActivity?._id],
    // The container is what `logs tail --http CONTAINER` asks for.
    ...pods.map((pod, i) => {
      const container = pod.containerName ? `(container ${pod.containerName})` : undefined;
      return [`Pod ${i + 1}`, [pod.podName ?? pod.name, pod.status, container].filter(Boolean).join(' ')] as const;
    }),
  ]);
  return EXIT.ok;
}
