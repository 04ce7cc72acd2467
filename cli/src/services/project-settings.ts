import {
  type CreatedProject,
  type Project,
  type ProjectSource,
  RepositoryTokenExpiredError,
  resolveWorkspace,
  type SkiffClient,
  type Workspace,
} from '@skiff/sdk';
import {
  canUseRepositoryToken,
  DEFAULT_PANTHEON_ENV,
  DEFAULT_PROJECT_BRANCH,
  GIT_PROVIDERS,
  normaliseRepositoryPart,
  PROJECT_EDIT_NAME_REQUIRED_MESSAGE,
  projectNameError,
  projectSourceBody,
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
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { passwordFromStdin } from './app-settings.js';
import { resolveProjectRef } from './collaboration-scope.js';
import { followStartedTask, type WaitOptions } from './run-task.js';

/** Where a new project's code comes from: `--provider`, `--repo OWNER/NAME`, `--new-repo`, token choices. */
export interface SourceOptions {
  provider?: string;
  repo?: string;
  newRepo?: boolean;
  personalToken?: boolean;
  repositoryTokenStdin?: boolean;
}

export interface CreateProjectOptions extends SourceOptions, WaitOptions {
  workspace?: string;
  description?: string;
  tag?: string[];
  type?: string;
  branch?: string[];
  template?: string;
  clone?: boolean;
}

const GITHUB_REPOSITORY_TOKEN = '--repository-token-stdin: GitHub cannot use a repository token; use --personal-token.';

function requireWorkspace(options: { workspace?: string }): string {
  if (!options.workspace) throw new UsageError('--workspace is required: the workspace, by name or id.');
  return options.workspace;
}

/** `--repo OWNER/NAME` and the provider, checked by the source step's rules (spec 001 section 5). */
async function projectSource(options: SourceOptions, required: boolean): Promise<ProjectSource | undefined> {
  if (!options.provider && !options.repo && !required) return undefined;
  const provider = (options.provider ?? 'github').toUpperCase() as ProjectSource['repositoryProvider'];
  if (!(GIT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`--provider '${options.provider}' is not one of ${GIT_PROVIDERS.join(', ').toLowerCase()}.`);
  }
  const [owner, name, ...rest] = (options.repo ?? '').split('/');
  if (!options.repo) throw new UsageError('--repo is required: the repository as OWNER/NAME.');
  if (!owner || !name || rest.length) throw new UsageError(`--repo '${options.repo}' is not OWNER/NAME.`);
  if (options.repositoryTokenStdin && !canUseRepositoryToken(provider as WizardGitProvider)) {
    throw new UsageError(GITHUB_REPOSITORY_TOKEN);
  }
  const source = projectSourceBody({
    provider: provider as WizardGitProvider,
    repositoryType: options.newRepo ? 'NEW' : 'EXISTING',
    repositoryOwner: normaliseRepositoryPart(owner),
    repositoryName: name,
    useRepositoryToken: Boolean(options.repositoryTokenStdin),
    repositoryToken: options.repositoryTokenStdin ? await passwordFromStdin('--repository-token-stdin') : undefined,
  });
  return { ...source, isUsePersonalToken: Boolean(options.personalToken) };
}

/** Prints the new project and follows its creation task (CREATE_PROJECT, QUICKCLONE_PROJECT, MIGRATE_PROJECT). */
async function reportCreated(
  ctx: Context,
  client: SkiffClient,
  workspace: Workspace,
  created: CreatedProject,
  task: string,
  options: WaitOptions,
): Promise<number> {
  const subject = `${workspace.name}/${created.name}`;
  if (!created.activityId || !options.wait) {
    if (ctx.json) ctx.out.json(created);
    else ctx.out.result(`Created project '${stripControlSequences(subject)}' (${created._id}).`);
    if (created.activityId) ctx.out.info(`Follow it with: skiff logs tail ${created.activityId} --follow`);
    return EXIT.ok;
  }
  return followStartedTask(ctx, client, subject, task, created.activityId, options);
}

/** A catalogue template of the workspace, by name or id. */
async function resolveTemplate(client: SkiffClient, workspace: Workspace, wanted: string, signal: AbortSignal) {
  const catalogs = await allItems(client.catalogs.listForWorkspace(workspace._id, { pageSize: 100 }, { signal }));
  return pickNamed(
    'template',
    wanted,
    catalogs,
    (c) => c.name ?? c._id,
    (c) => c._id,
    `skiff api GET /workspaces/${workspace._id}/catalogs`,
  );
}

/**
 * `skiff projects create NAME --workspace WS`: from a git repository, or with --template from a catalogue template
 * (quickstart; with --clone, quickclone into a new repository).
 */
export async function createProject(ctx: Context, name: string, options: CreateProjectOptions): Promise<number> {
  const wanted = requireWorkspace(options);
  const nameError = projectNameError(name);
  if (nameError) throw new UsageError(`NAME: ${nameError}`);
  if (options.clone && !options.template) throw new UsageError('--clone goes with --template.');
  const source = await projectSource(options, !options.template || Boolean(options.clone));
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const call = { signal: ctx.signal };
  if (options.template) {
    const template = await resolveTemplate(client, workspace, options.template, ctx.signal);
    const body = { ...(source ?? { repositoryProvider: 'GITHUB' as const }), name: name.trim() };
    const created = options.clone
      ? await client.projects.quickClone(
          workspace._id,
          template._id,
          {
            ...body,
            repositoryType: 'NEW',
            repositoryOwner: source!.repositoryOwner!,
            repositoryName: source!.repositoryName!,
          },
          call,
        )
      : await client.projects.quickStart(workspace._id, template._id, body, call);
    return reportCreated(
      ctx,
      client,
      workspace,
      created,
      options.clone ? 'QUICKCLONE_PROJECT' : 'CREATE_PROJECT',
      options,
    );
  }
  const created = await client.projects.create(
    workspace._id,
    {
      ...source!,
      name: name.trim(),
      description: options.description,
      tags: options.tag,
      projectType: await projectTypeKey(client, options.type, ctx.signal),
      instances: options.branch ?? [DEFAULT_PROJECT_BRANCH],
    },
    call,
  );
  return reportCreated(ctx, client, workspace, created, 'CREATE_PROJECT', options);
}

export interface ImportProjectOptions extends SourceOptions, WaitOptions {
  workspace?: string;
  description?: string;
  type?: string;
  siteId?: string;
  env?: string;
  machineTokenStdin?: boolean;
}

/** `skiff projects import NAME --workspace WS --site-id ID --machine-token-stdin`: a Pantheon site (MIGRATE_PROJECT). */
export async function importProject(ctx: Context, name: string, options: ImportProjectOptions): Promise<number> {
  const wanted = requireWorkspace(options);
  const nameError = projectNameError(name);
  if (nameError) throw new UsageError(`NAME: ${nameError}`);
  if (!options.siteId) throw new UsageError('--site-id is required: the Pantheon site id.');
  if (!options.machineTokenStdin)
    throw new UsageError('--machine-token-stdin is required: pipe the Pantheon machine token in.');
  if (options.repositoryTokenStdin)
    throw new UsageError('--repository-token-stdin cannot go with --machine-token-stdin.');
  const source = (await projectSource(options, true))!;
  const machineToken = await passwordFromStdin('--machine-token-stdin');
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const created = await client.projects.migrate(
    workspace._id,
    {
      ...source,
      name: name.trim(),
      description: options.description,
      platformMigrationType: 'PANTHEON',
      projectType: await projectTypeKey(client, options.type, ctx.signal),
      pantheonMachineToken: machineToken,
      pantheonSiteId: options.siteId,
      pantheonEnv: options.env ?? DEFAULT_PANTHEON_ENV,
    },
    { signal: ctx.signal },
  );
  return reportCreated(ctx, client, workspace, created, 'MIGRATE_PROJECT', options);
}

/** `--type KEY`: a project type key (or its name, any case), checked against the platform's list before creating. */
async function projectTypeKey(client: SkiffClient, wanted: string | undefined, signal: AbortSignal) {
  if (wanted === undefined) return undefined;
  const types = await allItems(client.projects.types({ signal }));
  const lower = wanted.trim().toLowerCase();
  const found = types.find((t) => t.key.toLowerCase() === lower || t.name?.toLowerCase() === lower);
  if (!found)
    throw new UsageError(`--type '${wanted}' is not a project type: use ${types.map((t) => t.key).join(', ')}.`);
  return found.key;
}

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
