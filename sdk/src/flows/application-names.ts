import type { SkiffClient } from '../client.js';
import type { CallOptions } from '../resources/resource.js';
import type { Application } from '../schemas/application.js';
import { refId } from '../schemas/common.js';

/**
 * The names an application's REF (`workspace/project/branch`) is built from: an application answer carries only
 * the ids of its workspace and project, so a listing names them from the projects (and workspaces) it can see.
 */
export interface ApplicationNames {
  workspaceName(app: Application): string | undefined;
  projectName(app: Application): string | undefined;
}

const PAGE = { pageSize: 100 };

/**
 * Reads the names for applications of one workspace (`workspace` given: its projects) or of every workspace (all
 * projects and workspaces the user can see). A name the user cannot see is undefined.
 */
export async function readApplicationNames(
  client: SkiffClient,
  workspace?: { _id: string; name: string },
  options?: CallOptions,
): Promise<ApplicationNames> {
  const projects = new Map<string, string>();
  const workspaces = new Map<string, string>();
  if (workspace) {
    workspaces.set(workspace._id, workspace.name);
    for await (const p of client.projects.list(workspace._id, PAGE, options)) projects.set(p._id, p.name);
  } else {
    const readProjects = async () => {
      for await (const p of client.projects.listAll(PAGE, options)) projects.set(p._id, p.name);
    };
    const readWorkspaces = async () => {
      for await (const w of client.workspaces.list(PAGE, options)) workspaces.set(w._id, w.name);
    };
    await Promise.all([readProjects(), readWorkspaces()]);
  }
  return {
    workspaceName: (app) => workspaces.get(refId(app.workspace) ?? ''),
    projectName: (app) => projects.get(refId(app.project) ?? ''),
  };
}
