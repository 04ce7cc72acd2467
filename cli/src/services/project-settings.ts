import { type Project, RepositoryTokenExpiredError, type Workspace } from '@skiff/sdk';
import {
  canUseRepositoryToken,
  PROJECT_EDIT_NAME_REQUIRED_MESSAGE,
  REPOSITORY_TOKEN_EXPIRED_MESSAGE,
  registryErrors,
  SYNC_BRANCHES_SUCCESS_MESSAGE,
  stripControlSequences,
  type WizardGitProvider,
} from '@skiff/sdk/domain';
import { confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';
import { passwordFromStdin } from './app-settings.js';
import { resolveProjectRef } from './collaboration-scope.js';
import { projectTypeKey } from './project-create.js';

/** Where a new project's code comes from: `--provider`, `--repo OWNER/NAME`, `--new-repo`, token choices. */
/** The source flags as parsed (`--provider` as the wizard's key, `--repo` split into owner and name). */
export interface SourceOptions {
  provider?: string;
  repo?: { owner: string; name: string };
  newRepo?: boolean;
  personalToken?: boolean;
  repositoryTokenStdin?: boolean;
}

const GITHUB_REPOSITORY_TOKEN = '--repository-token-stdin: GitHub cannot use a repository token; use --personal-token.';

function printProject(ctx: Context, verb: string, workspace: Workspace, project: Project): void {
  if (ctx.json) ctx.out.json(project);
  else ctx.out.result(`${verb} project '${stripControlSequences(`${workspace.name}/${project.name}`)}'.`);
}

/** `skiff projects update WS/PROJECT --name N --description D --type KEY` (spec 002 section 2.4). */
export async function updateProject(
  ctx: Context,
  ref: string,
  options: { name?: string; description?: string; type?: string },
): Promise<number> {
  if (options.name === undefined && options.description === undefined && options.type === undefined) {
    throw new UsageError('Nothing to update: give --name, --description or --type.');
  }
  if (options.name !== undefined && !options.name.trim())
    throw new UsageError(`--name: ${PROJECT_EDIT_NAME_REQUIRED_MESSAGE}`);
  const { client } = cliSession(ctx);
  const projectType = await projectTypeKey(client, options.type, ctx.signal);
  const { workspace, project } = await resolveProjectRef(client, ref);
  const body = { name: options.name?.trim(), description: options.description, projectType };
  printProject(
    ctx,
    'Updated',
    workspace,
    await client.projects.update(workspace._id, project._id, body, { signal: ctx.signal }),
  );
  return EXIT.ok;
}

/** `skiff projects delete WS/PROJECT --confirm project/NAME`. */
export async function deleteProject(ctx: Context, ref: string, options: { confirm?: string }): Promise<number> {
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, ref);
  const action = `delete project '${workspace.name}/${project.name}' with its applications`;
  await confirmDestructive(ctx, confirmationOf('project.delete', action, project.name), options);
  await client.projects.delete(workspace._id, project._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ deleted: true, _id: project._id, name: project.name });
  else ctx.out.result(`Deleted project '${stripControlSequences(`${workspace.name}/${project.name}`)}'.`);
  return EXIT.ok;
}

/** `skiff projects sync WS/PROJECT`: reads the repository's branches again. */
export async function syncProject(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const { project } = await resolveProjectRef(client, ref);
  try {
    const answer = await client.projects.syncBranches(project._id, { signal: ctx.signal });
    if (ctx.json) ctx.out.json(answer);
    else ctx.out.result(SYNC_BRANCHES_SUCCESS_MESSAGE);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof RepositoryTokenExpiredError)) throw error;
    throw new CliError(
      REPOSITORY_TOKEN_EXPIRED_MESSAGE,
      EXIT.failure,
      `Refresh it with: printf '%s' "$TOKEN" | skiff projects refresh-token '${ref}' --repository-token-stdin`,
    );
  }
}

/** `skiff projects refresh-token WS/PROJECT`: how the platform reaches the repository from now on. */
export async function refreshRepositoryToken(ctx: Context, ref: string, options: SourceOptions): Promise<number> {
  if (Boolean(options.personalToken) === Boolean(options.repositoryTokenStdin)) {
    throw new UsageError('Give one of --personal-token or --repository-token-stdin.');
  }
  const token = options.repositoryTokenStdin ? await passwordFromStdin('--repository-token-stdin') : undefined;
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, ref);
  if (options.repositoryTokenStdin && !canUseRepositoryToken(project.repositoryProvider as WizardGitProvider)) {
    throw new UsageError(GITHUB_REPOSITORY_TOKEN);
  }
  const body = {
    isUsePersonalToken: Boolean(options.personalToken),
    isUseRepositoryToken: Boolean(options.repositoryTokenStdin),
    repositoryToken: token,
  };
  printProject(
    ctx,
    'Refreshed the repository access of',
    workspace,
    await client.projects.updateRepository(project._id, body),
  );
  return EXIT.ok;
}

export interface RegistryOptions {
  base?: boolean;
  provider?: string;
  server?: string;
  username?: string;
  tokenStdin?: boolean;
  tag?: string[];
}

/** `skiff projects registries WS/PROJECT`: the CI/CD registry, or with --base the base image registry. */
export async function setRegistry(ctx: Context, ref: string, options: RegistryOptions): Promise<number> {
  if (!options.provider) throw new UsageError('--provider is required: e.g. "Docker Hub", Github, Gitlab, "AWS ECR".');
  const token = options.tokenStdin ? await passwordFromStdin('--token-stdin') : undefined;
  const form = { server: options.server, username: options.username, token, tags: options.tag };
  const errors = registryErrors(form, Boolean(options.base));
  const flagOf = { server: '--server', username: '--username', token: '--token-stdin', tags: '--tag' };
  const lines = Object.entries(errors).map(([field, message]) => `${flagOf[field as keyof typeof flagOf]}: ${message}`);
  if (lines.length) throw new UsageError(lines.join('\n'));
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, ref);
  const call = { signal: ctx.signal };
  const [server, username] = [options.server!.trim(), options.username!.trim()];
  const saved = options.base
    ? await client.projectSettings.setBaseRegistry(
        workspace._id,
        project._id,
        {
          isCustomRegistry: true,
          baseRegistryProvider: options.provider,
          baseRegistryServer: server,
          baseRegistryUsername: username,
          baseRegistryToken: token!,
          baseRegistryTags: options.tag!,
        },
        call,
      )
    : await client.projectSettings.setRegistry(
        workspace._id,
        project._id,
        {
          registryProvider: options.provider,
          registryServer: server,
          registryUsername: username,
          registryToken: token!,
        },
        call,
      );
  printProject(ctx, options.base ? 'Saved the base registry of' : 'Saved the registry of', workspace, saved);
  return EXIT.ok;
}

/** `skiff projects extensions WS/PROJECT [EXT...]`: lists the editor extensions, or sets them (`--clear` empties). */
export async function editorExtensions(
  ctx: Context,
  ref: string,
  extensions: string[],
  options: { clear?: boolean },
): Promise<number> {
  if (options.clear && extensions.length) throw new UsageError('--clear goes without EXTENSION arguments.');
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, ref);
  const current =
    extensions.length || options.clear
      ? await client.projectSettings.setEditorExtensions(workspace._id, project._id, extensions, { signal: ctx.signal })
      : await client.projects.get(workspace._id, project._id, { signal: ctx.signal });
  const list = (current.vscodeExtensions ?? '').split(',').filter(Boolean);
  if (ctx.json) ctx.out.json({ extensions: list });
  else if (list.length) for (const extension of list) ctx.out.result(stripControlSequences(extension));
  else ctx.out.info(`No editor extensions in ${project.name}.`);
  return EXIT.ok;
}
