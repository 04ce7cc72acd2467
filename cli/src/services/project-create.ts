import {
  type CreatedProject,
  createProjectRequest,
  firstProjectAnswers,
  gitAccessesOf,
  importProjectRequest,
  NO_PROJECT_WIZARD_LISTS,
  type ProjectOrigin,
  projectWizardErrors,
  resolveWorkspace,
  type SkiffClient,
  type Workspace,
} from '@skiff/sdk';
import {
  DEFAULT_PANTHEON_ENV,
  DEFAULT_PROJECT_BRANCH,
  normaliseRepositoryPart,
  projectNameError,
  stripControlSequences,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { readOptionsFile, type SchemaLike } from '../cli/input-file.js';
import { modelAnswers } from '../cli/model-options.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import {
  IMPORT_FIELDS,
  IMPORT_RENDERINGS,
  PROJECT_FIELDS,
  PROJECT_FLAGS,
  PROJECT_RENDERINGS,
} from '../commands/projects-fields.js';
import { passwordFromStdin } from './app-settings.js';
import type { SourceOptions } from './project-settings.js';
import { followStartedTask, type WaitOptions } from './run-task.js';

export interface CreateProjectOptions extends SourceOptions, WaitOptions {
  file?: string;
  workspace?: string;
  description?: string;
  tag?: string[];
  type?: string;
  branch?: string[];
  template?: string;
  clone?: boolean;
}

export interface ImportProjectOptions extends SourceOptions, WaitOptions {
  workspace?: string;
  description?: string;
  type?: string;
  siteId?: string;
  env?: string;
  machineTokenStdin?: boolean;
}

function requireWorkspace(options: { workspace?: string }): string {
  if (!options.workspace) throw new UsageError('--workspace is required: the workspace, by name or id.');
  return options.workspace;
}

/** The source step's keys: what the source flags answer. */
const SOURCE_KEYS = ['provider', 'repositoryType', 'repositoryOwner', 'repositoryName', 'gitAccess', 'repositoryToken'];

/**
 * The flags (and the NAME argument) as the wizard's answers, read through the model's renderings
 * (commands/projects-fields.ts): `--provider` one of the wizard's git providers (spec 001 section 2: GitHub, GitLab,
 * Bitbucket), `--repo OWNER/NAME`, `--new-repo`, the git access (a repository token read from stdin, never from
 * argv). The source's first answers are the wizard's (GitHub, an existing repository, the linked account). Usage
 * is judged before stdin is read.
 */
async function typedAnswers(
  name: string,
  options: SourceOptions & Record<string, unknown>,
  fields = PROJECT_FIELDS,
  renderings = PROJECT_RENDERINGS,
): Promise<Record<string, unknown>> {
  if (!options.repo) throw new UsageError('--repo is required: the repository as OWNER/NAME.');
  if (options.personalToken && options.repositoryTokenStdin) {
    throw new UsageError('--personal-token and --repository-token-stdin: choose one way to reach the repository.');
  }
  if (options.repositoryTokenStdin && !gitAccessesOf(options.provider ?? 'GITHUB').includes('REPOSITORY_TOKEN')) {
    throw new UsageError('--repository-token-stdin: GitHub cannot use a repository token; use --personal-token.');
  }
  const first = firstProjectAnswers();
  const typed = await modelAnswers(fields, options, passwordFromStdin, renderings, { args: { name } });
  return { ...Object.fromEntries(SOURCE_KEYS.map((key) => [key, first[key]])), ...typed };
}

/** The wizard model's rules over the answers: every broken one on its own line, named by its flag. */
function checkAnswers(origin: ProjectOrigin, values: Record<string, unknown>): void {
  const errors = Object.entries(projectWizardErrors(origin, NO_PROJECT_WIZARD_LISTS, values));
  if (errors.length)
    throw new UsageError(errors.map(([key, message]) => `${PROJECT_FLAGS[key] ?? key}: ${message}`).join('\n'));
}

/** `--type KEY`: a project type key (or its name, any case), checked against the platform's list. */
export async function projectTypeKey(client: SkiffClient, wanted: string | undefined, signal: AbortSignal) {
  if (wanted === undefined) return undefined;
  const types = await allItems(client.projects.types({ signal }));
  const lower = wanted.trim().toLowerCase();
  const found = types.find((t) => t.key.toLowerCase() === lower || t.name?.toLowerCase() === lower);
  if (!found)
    throw new UsageError(`--type '${wanted}' is not a project type: use ${types.map((t) => t.key).join(', ')}.`);
  return found.key;
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

/** From a template: quickstart, or with --clone quickclone into a new repository (--repo). */
async function createFromTemplate(ctx: Context, name: string, options: CreateProjectOptions): Promise<number> {
  const source = options.clone ? await typedAnswers(name, { ...options }) : undefined;
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, requireWorkspace(options));
  const template = await resolveTemplate(client, workspace, options.template!, ctx.signal);
  const call = { signal: ctx.signal };
  const created = source
    ? await client.projects.quickClone(
        workspace._id,
        template._id,
        {
          repositoryProvider: source.provider as 'GITHUB',
          name: name.trim(),
          repositoryType: 'NEW',
          repositoryOwner: normaliseRepositoryPart(String(source.repositoryOwner)),
          repositoryName: String(source.repositoryName),
        },
        call,
      )
    : await client.projects.quickStart(
        workspace._id,
        template._id,
        { repositoryProvider: 'GITHUB', name: name.trim() },
        call,
      );
  return reportCreated(ctx, client, workspace, created, source ? 'QUICKCLONE_PROJECT' : 'CREATE_PROJECT', options);
}

/** A `--file` holds the wizard's answers by key (text, or a list for tags and branch; true/false nowhere). */
const fileSchema: SchemaLike<Record<string, unknown>> = {
  safeParse: (value) => {
    const keys = ['description', 'tags', 'projectType', 'branch'];
    const issues = Object.entries(value as Record<string, unknown>).flatMap(([key, given]) => {
      if (!keys.includes(key)) return [{ path: [key], message: `not a field here: ${keys.join(', ')}` }];
      const ok = typeof given === 'string' || (Array.isArray(given) && given.every((g) => typeof g === 'string'));
      return ok ? [] : [{ path: [key], message: 'must be text or a list of text' }];
    });
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: value as Record<string, unknown> };
  },
};

/**
 * `skiff projects create NAME --workspace WS` (flags; `--file` may hold description, tags, projectType and branch):
 * from a git repository through the SDK's project wizard model (the TUI's and web wizard's rules and body), or with
 * --template from a catalogue template (quickstart; with --clone, quickclone into a new repository).
 */
export async function createProject(ctx: Context, name: string, options: CreateProjectOptions): Promise<number> {
  requireWorkspace(options);
  const nameError = projectNameError(name);
  if (nameError) throw new UsageError(`NAME: ${nameError}`);
  if (options.clone && !options.template) throw new UsageError('--clone goes with --template.');
  if (options.template) return createFromTemplate(ctx, name, options);
  const fromFile = options.file ? await readOptionsFile(options.file, fileSchema) : {};
  // The file's answers, then the flags' (flags win), over the wizard's first answers.
  const typed = { ...fromFile, ...(await typedAnswers(name, { ...options })) };
  const { client } = cliSession(ctx);
  const values = {
    ...typed,
    description: typed.description ?? '',
    tags: typed.tags ?? [],
    projectType: (await projectTypeKey(client, typed.projectType as string | undefined, ctx.signal)) ?? '',
    branch: typed.branch ?? [DEFAULT_PROJECT_BRANCH],
  };
  checkAnswers('git', values);
  const workspace = await resolveWorkspace(client, options.workspace!);
  const created = await client.projects.create(workspace._id, createProjectRequest(values), { signal: ctx.signal });
  return reportCreated(ctx, client, workspace, created, 'CREATE_PROJECT', options);
}

/** `skiff projects import NAME --workspace WS --site-id ID --machine-token-stdin`: a Pantheon site (MIGRATE_PROJECT). */
export async function importProject(ctx: Context, name: string, options: ImportProjectOptions): Promise<number> {
  requireWorkspace(options);
  const nameError = projectNameError(name);
  if (nameError) throw new UsageError(`NAME: ${nameError}`);
  if (!options.siteId) throw new UsageError('--site-id is required: the Pantheon site id.');
  if (!options.machineTokenStdin)
    throw new UsageError('--machine-token-stdin is required: pipe the Pantheon machine token in.');
  if (options.repositoryTokenStdin)
    throw new UsageError('--repository-token-stdin cannot go with --machine-token-stdin.');
  const typed = await typedAnswers(name, { ...options }, IMPORT_FIELDS, IMPORT_RENDERINGS);
  const { client } = cliSession(ctx);
  const values = {
    ...typed,
    description: typed.description ?? '',
    projectType: (await projectTypeKey(client, typed.projectType as string | undefined, ctx.signal)) ?? '',
    pantheonEnv: typed.pantheonEnv ?? DEFAULT_PANTHEON_ENV,
    branch: DEFAULT_PROJECT_BRANCH,
  };
  checkAnswers('pantheon', values);
  const workspace = await resolveWorkspace(client, options.workspace!);
  const created = await client.projects.migrate(workspace._id, importProjectRequest(values), { signal: ctx.signal });
  return reportCreated(ctx, client, workspace, created, 'MIGRATE_PROJECT', options);
}
