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

/**
 * Name lookups ask for 999 a page, as the platform's own web app does for its lookups (spec 003: environments "page
 * 1, size 999 for lookups", applications "pageSize 999"): listing every project of 10,000 applications took 31
 * requests at 100 a page and most of `skiff apps list`'s time (scripts/bench-cli.mjs), 4 at 999.
 */
const PAGE = { pageSize: 999 };
/** Pages asked for ahead of the one being read, so that a lookup of several pages waits for one answer at a time. */
const PAGES_AHEAD = 3;

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
    for await (const page of client.projects.list(workspace._id, PAGE, options).pagesReadingAhead(PAGES_AHEAD)) {
      for (const p of page) projects.set(p._id, p.name);
    }
  } else {
    const readProjects = async () => {
      for await (const page of client.projects.listAll(PAGE, options).pagesReadingAhead(PAGES_AHEAD)) {
        for (const p of page) projects.set(p._id, p.name);
      }
    };
    const readWorkspaces = async () => {
      for await (const page of client.workspaces.list(PAGE, options).pagesReadingAhead(PAGES_AHEAD)) {
        for (const w of page) workspaces.set(w._id, w.name);
      }
    };
    await Promise.all([readProjects(), readWorkspaces()]);
  }
  return {
    workspaceName: (app) => workspaces.get(refId(app.workspace) ?? ''),
    projectName: (app) => projects.get(refId(app.project) ?? ''),
  };
}
