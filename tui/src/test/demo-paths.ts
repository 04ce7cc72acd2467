import { type ApplicationIds, applicationBranch, type SkiffClient } from '@skiff/sdk';
import { backupOverallStatus } from '@skiff/sdk/domain';
import { waitFor } from '@skiff/testkit';
import type { ApplicationPath, Named, Route } from '../contexts/router-context.js';

/** A workspace of the demo world by name. */
export async function demoWorkspace(client: SkiffClient, name: string): Promise<Named> {
  const page = await client.workspaces.list({ search: name, pageSize: 50 });
  const found = page.items.find((w) => w.name === name);
  if (!found) throw new Error(`No workspace ${name}`);
  return { id: found._id, name: found.name };
}

/** A project of a demo workspace by name. */
export async function demoProject(client: SkiffClient, workspace: Named, name: string): Promise<Named> {
  const page = await client.projects.list(workspace.id, { pageSize: 100 });
  const found = page.items.find((p) => p.name === name);
  if (!found) throw new Error(`No project ${name}`);
  return { id: found._id, name: found.name };
}

/** The path to a branch of the demo world, and its ids. */
export async function demoApplication(
  client: SkiffClient,
  workspaceName: string,
  projectName: string,
  branch: string,
): Promise<ApplicationPath & { ids: ApplicationIds }> {
  const workspace = await demoWorkspace(client, workspaceName);
  const project = await demoProject(client, workspace, projectName);
  const page = await client.applications.list(workspace.id, project.id, { pageSize: 100 });
  const found = page.items.find((a) => applicationBranch(a) === branch);
  if (!found) throw new Error(`No branch ${branch}`);
  const application = { id: found._id, name: branch };
  return {
    workspace,
    project,
    application,
    ids: { workspaceId: workspace.id, projectId: project.id, applicationId: found._id },
  };
}

/** The stack of screens down to an application's overview, as a user would have opened it. */
export function routesTo({ workspace, project, application }: ApplicationPath): Route[] {
  return [
    { name: 'workspaces' },
    { name: 'projects', workspace },
    { name: 'branches', workspace, project },
    { name: 'application', workspace, project, application },
  ];
}

/** Backs up the parts of an application and waits until every backup of it has finished (SUCCESS). */
export async function finishedBackup(
  client: SkiffClient,
  ids: ApplicationIds,
  parts: { database?: boolean; files?: boolean; source?: boolean },
): Promise<void> {
  await client.applications.backups.create(ids, parts);
  await waitFor(
    async () => (await client.applications.backups.list(ids)).items.every((b) => backupOverallStatus(b) === 'SUCCESS'),
    'the backup to finish',
    15_000,
    100,
  );
}
