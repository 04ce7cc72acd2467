import type { SkiffClient } from '../client.js';
import { suggestNames } from '../domain/suggest-names.js';
import { readAll } from '../pagination.js';
import type { ApplicationIds } from '../resources/applications.js';
import { applicationBranch } from '../schemas/application.js';
import { NameNotFoundError, NotFoundError, SkiffError } from '../transport/errors.js';

export { suggestNames };

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A `workspace/project/branch` reference whose parts were given by name or id. */
export interface ResolvedApplication extends ApplicationIds {
  workspaceName: string;
  projectName: string;
  branch: string;
}

/** A reference the user typed that is not `workspace/project/branch`. */
export class RefSyntaxError extends SkiffError {
  override name = 'RefSyntaxError';
}

/** Splits `workspace/project/branch`; the branch keeps any further slashes (`feature/login`). */
export function parseApplicationRef(ref: string): { workspace: string; project: string; branch: string } {
  const [workspace, project, ...rest] = ref.split('/');
  const branch = rest.join('/');
  if (!workspace || !project || !branch) {
    throw new RefSyntaxError(`'${ref}' is not a valid REF: expected workspace/project/branch (names or ids).`);
  }
  return { workspace, project, branch };
}

/** One of the things a name matched: what the user can type instead to mean exactly it. */
export interface NameCandidate {
  id: string;
  name: string;
}

/**
 * A name the user gave matches more than one item (the platform allows two workspaces, projects or tags of the
 * same name): nothing is picked, least of all for a delete. `candidates` (oldest first, as listed) carry the ids
 * to use instead.
 */
export class AmbiguousNameError extends SkiffError {
  override name = 'AmbiguousNameError';
  constructor(
    readonly kind: string,
    readonly wanted: string,
    readonly candidates: NameCandidate[],
  ) {
    super(`${candidates.length} ${kind}s are named '${wanted}': use an id instead.`);
  }
}

/**
 * Finds one item by id, else by exact name, else by case-insensitive name. A miss lists close names
 * (NameNotFoundError, which carries `within`: the workspace and project names looked in); a name that more than one
 * item has is an AmbiguousNameError listing them with their ids.
 */
export function pickByName<T>(
  kind: string,
  wanted: string,
  items: T[],
  nameOf: (item: T) => string,
  idOf: (item: T) => string,
  within?: NameNotFoundError['within'],
): T {
  const byId = items.find((item) => idOf(item) === wanted);
  if (byId) return byId;
  const lower = wanted.toLowerCase();
  const exact = items.filter((item) => nameOf(item) === wanted);
  const matches = exact.length ? exact : items.filter((item) => nameOf(item).toLowerCase() === lower);
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new AmbiguousNameError(
      kind,
      wanted,
      matches.map((item) => ({ id: idOf(item), name: nameOf(item) })),
    );
  }
  throw new NameNotFoundError(kind, wanted, suggestNames(wanted, items.map(nameOf)), within);
}

/** Resolves a workspace by id or name. */
export async function resolveWorkspace(client: SkiffClient, wanted: string) {
  if (OBJECT_ID.test(wanted)) {
    try {
      return await client.workspaces.get(wanted);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  const all = await readAll(client.workspaces.list({ pageSize: 100 }));
  return pickByName(
    'workspace',
    wanted,
    all,
    (w) => w.name,
    (w) => w._id,
  );
}

/** Resolves a project of a workspace by id or name; `workspaceName` names the workspace in a miss's error. */
export async function resolveProject(client: SkiffClient, workspaceId: string, wanted: string, workspaceName?: string) {
  const all = await readAll(client.projects.list(workspaceId, { pageSize: 100 }));
  return pickByName(
    'project',
    wanted,
    all,
    (p) => p.name,
    (p) => p._id,
    { workspace: workspaceName },
  );
}

/** Resolves `workspace/project/branch` (names or ids) to the application's ids. */
export async function resolveApplicationRef(client: SkiffClient, ref: string): Promise<ResolvedApplication> {
  const parts = parseApplicationRef(ref);
  const workspace = await resolveWorkspace(client, parts.workspace);
  const project = await resolveProject(client, workspace._id, parts.project, workspace.name);
  const apps = await readAll(client.applications.list(workspace._id, project._id, { pageSize: 100 }));
  const within = { workspace: workspace.name, project: project.name };
  const app = pickByName('branch', parts.branch, apps, applicationBranch, (a) => a._id, within);
  return {
    workspaceId: workspace._id,
    projectId: project._id,
    applicationId: app._id,
    workspaceName: workspace.name,
    projectName: project.name,
    branch: applicationBranch(app),
  };
}
