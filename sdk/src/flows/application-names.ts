import type { SkiffClient } from '../client.js';
import { LOOKUP_PAGE } from '../pagination.js';
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

/**
 * Pages asked for ahead of the one being read, so that a lookup of several pages waits for one answer at a time.
 * Lookups read LOOKUP_PAGE (999 a page): every project of 10,000 applications took 31 requests at 100 a page and
 * most of `skiff apps list`'s time (scripts/bench-cli.mjs), 4 at 999.
 */
const PAGES_AHEAD = 3;

/**
 * Project names by id: a workspace's projects (`workspaceId` given), or every project the user can see. An
 * application answer carries only its project's id; the CLI's listings and the web app's applications tables name
 * it from here.
 */
export async function readProjectNames(
  client: SkiffClient,
  workspaceId?: string,
  options?: CallOptions,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const projects = client.projects.names(workspaceId, LOOKUP_PAGE, options);
  for await (const page of projects.pagesReadingAhead(PAGES_AHEAD)) {
    for (const p of page) names.set(p._id, p.name);
  }
  return names;
}

/**
 * Reads the names for applications of one workspace (`workspace` given: its projects) or of every workspace (all
 * projects and workspaces the user can see). A name the user cannot see is undefined.
 */
export async function readApplicationNames(
  client: SkiffClient,
  workspace?: { _id: string; name: string },
  options?: CallOptions,
): Promise<ApplicationNames> {
  const workspaces = new Map<string, string>();
  let projects: ReadonlyMap<string, string>;
  if (workspace) {
    workspaces.set(workspace._id, workspace.name);
    projects = await readProjectNames(client, workspace._id, options);
  } else {
    const readWorkspaces = async () => {
      for await (const page of client.workspaces.names(LOOKUP_PAGE, options).pagesReadingAhead(PAGES_AHEAD)) {
        for (const w of page) workspaces.set(w._id, w.name);
      }
    };
    [projects] = await Promise.all([readProjectNames(client, undefined, options), readWorkspaces()]);
  }
  return {
    workspaceName: (app) => workspaces.get(refId(app.workspace) ?? ''),
    projectName: (app) => projects.get(refId(app.project) ?? ''),
  };
}
