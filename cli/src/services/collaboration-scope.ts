import { type Project, resolveProject, resolveWorkspace, type SkiffClient, type Workspace } from '@skiff/sdk';
import { UsageError } from '../cli/errors.js';
import { parseProjectRef } from './details.js';

/** `--workspace WS` or `--project WS/PROJECT`: where members and invitations are managed. */
export interface ScopeOptions {
  workspace?: string;
  project?: string;
}

export type Scope = { workspace: Workspace; project?: undefined } | { workspace: Workspace; project: Project };

/** A `workspace/project` reference (names or ids) resolved to both. */
export async function resolveProjectRef(
  client: SkiffClient,
  ref: string,
): Promise<{ workspace: Workspace; project: Project }> {
  const parts = parseProjectRef(ref);
  const workspace = await resolveWorkspace(client, parts.workspace);
  return { workspace, project: await resolveProject(client, workspace._id, parts.project, workspace.name) };
}

/** Exactly one of --workspace and --project, resolved. */
export async function resolveScope(client: SkiffClient, options: ScopeOptions): Promise<Scope> {
  if (Boolean(options.workspace) === Boolean(options.project)) {
    throw new UsageError('Give one of --workspace WS or --project WS/PROJECT.');
  }
  if (options.project) return resolveProjectRef(client, options.project);
  return { workspace: await resolveWorkspace(client, options.workspace!) };
}

/** `workspace 'Acme'` or `project 'Acme/storefront'`, for messages. */
export function scopeName(scope: Scope): string {
  return scope.project
    ? `project '${scope.workspace.name}/${scope.project.name}'`
    : `workspace '${scope.workspace.name}'`;
}

/** The flag that names this scope again, for hints: `--workspace 'Acme'`. */
export function scopeFlag(scope: Scope): string {
  return scope.project
    ? `--project '${scope.workspace.name}/${scope.project.name}'`
    : `--workspace '${scope.workspace.name}'`;
}
