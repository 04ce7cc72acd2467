import {
  applicationBranch,
  cleanDeployPayload,
  type DeployWizardInput,
  deployWizardIssues,
  type ResolvedApplication,
  resolveApplicationRef,
  type SkiffClient,
} from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { readOptionsFile, type SchemaLike } from '../cli/input-file.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { runActionOn } from './app-actions.js';
import { appName, passwordFromStdin } from './app-settings.js';
import { checkWaitOptions, type WaitOptions } from './run-task.js';

/** The deploy wizard's steps as flags (`skiff apps deploy --help`); `--file` holds the same fields by their API names. */
export interface DeployOptions extends WaitOptions {
  file?: string;
  source?: string;
  dbUrl?: string;
  filesUrl?: string;
  oldHostname?: string;
  s3Db?: string;
  s3Files?: string;
  bucketRegion?: string;
  copyFrom?: string;
  fromGit?: boolean;
  basicAuth?: string;
  passwordStdin?: boolean;
  filePermission?: string;
  appRoot?: string;
  webRoot?: string;
  image?: string;
  secretManager?: string;
  capacity?: string;
  capacityLimit?: string;
  groupType?: string;
  storage?: number;
  editor?: boolean;
  phpmyadmin?: boolean;
}

/** Each wizard field and the flag that sets it, for messages about flags. */
const FLAG_OF: Readonly<Record<string, string>> = {
  copyDatabaseFilesType: '--source',
  urlDB: '--db-url',
  urlFiles: '--files-url',
  oldHostname: '--old-hostname',
  s3DB: '--s3-db',
  s3Files: '--s3-files',
  bucketRegion: '--bucket-region',
  sourceApplication: '--copy-from',
  isFromGit: '--from-git',
  isEnableBasicAuth: '--basic-auth',
  authUsername: '--basic-auth',
  authPassword: '--password-stdin',
  filePermissionLevel: '--file-permission',
  appRoot: '--app-root',
  webRoot: '--web-root',
  containerImage: '--image',
  secretManager: '--secret-manager',
  capacity: '--capacity',
  capacityLimit: '--capacity-limit',
  groupType: '--group-type',
  storage: '--storage',
  isEnableEditor: '--editor',
  isEnablePMA: '--phpmyadmin',
};

/** The wizard's rules as a schema for `readOptionsFile`, so a file's broken rules come with their lines. */
function wizardSchema(currentStorage: number | undefined): SchemaLike<DeployWizardInput> {
  return {
    safeParse: (value) => {
      const issues = deployWizardIssues(value, currentStorage);
      return issues.length
        ? { success: false, error: { issues } }
        : { success: true, data: value as DeployWizardInput };
    },
  };
}

async function fromFlags(options: DeployOptions): Promise<Record<string, unknown>> {
  if (options.passwordStdin && !options.basicAuth)
    throw new UsageError('--password-stdin goes with --basic-auth USER.');
  if (options.passwordStdin && options.file === '-') {
    throw new UsageError(
      '--password-stdin and --file - both read stdin: put the options in a file, or authPassword in them.',
    );
  }
  return {
    copyDatabaseFilesType: options.source?.toUpperCase(),
    urlDB: options.dbUrl,
    urlFiles: options.filesUrl,
    oldHostname: options.oldHostname,
    s3DB: options.s3Db,
    s3Files: options.s3Files,
    bucketRegion: options.bucketRegion,
    sourceApplication: options.copyFrom,
    isFromGit: options.fromGit,
    isEnableBasicAuth: options.basicAuth === undefined ? undefined : true,
    authUsername: options.basicAuth,
    authPassword: options.passwordStdin ? await passwordFromStdin('--password-stdin') : undefined,
    filePermissionLevel: options.filePermission,
    appRoot: options.appRoot,
    webRoot: options.webRoot,
    containerImage: options.image,
    secretManager: options.secretManager,
    capacity: options.capacity,
    capacityLimit: options.capacityLimit,
    groupType: options.groupType,
    storage: options.storage,
    isEnableEditor: options.editor,
    isEnablePMA: options.phpmyadmin,
  };
}

/** `--copy-from main`: a branch of the same project by name, or an application id. */
async function sourceApplicationId(client: SkiffClient, app: ProjectOfTarget, wanted: string): Promise<string> {
  const apps = await allItems(client.applications.list(app.workspaceId, app.projectId, { pageSize: 100 }));
  const source = pickNamed(
    'branch',
    wanted,
    apps,
    applicationBranch,
    (a) => a._id,
    `skiff apps list --workspace '${app.workspaceName}' --project '${app.projectName}'`,
  );
  return source._id;
}

/** The project a deploy target (branch or tag) belongs to: where `--copy-from` looks for the source branch. */
export type ProjectOfTarget = Pick<ResolvedApplication, 'workspaceId' | 'projectId' | 'workspaceName' | 'projectName'>;

/** The deploy call's body: the file's fields, then the flags over them, checked by the wizard's rules and cleaned. */
export async function deployBody(
  client: SkiffClient,
  project: ProjectOfTarget,
  currentStorage: number | undefined,
  options: DeployOptions,
): Promise<DeployWizardInput> {
  const fromFile = options.file ? await readOptionsFile(options.file, wizardSchema(currentStorage)) : {};
  const flags = Object.fromEntries(Object.entries(await fromFlags(options)).filter(([, v]) => v !== undefined));
  const merged = { ...fromFile, ...flags };
  const issues = deployWizardIssues(merged, currentStorage);
  if (issues.length) {
    const lines = issues.map(({ path, message }) => {
      const field = path[0] ?? '';
      const where = field in fromFile && !(field in flags) ? `${options.file}: ${field}` : (FLAG_OF[field] ?? field);
      return `${where}: ${message}`;
    });
    throw new UsageError(lines.join('\n'));
  }
  const body = cleanDeployPayload(merged as DeployWizardInput);
  if (body.sourceApplication)
    body.sourceApplication = await sourceApplicationId(client, project, body.sourceApplication);
  return body;
}

/** `skiff apps deploy REF [wizard flags | --file FILE]`: deploys with the wizard's answers; `--wait` follows it. */
export async function deployApp(ctx: Context, ref: string, options: DeployOptions): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const current = await client.applications.get(app, { signal: ctx.signal });
  const storage = typeof current.storage === 'number' ? current.storage : undefined;
  const body = await deployBody(client, app, storage, options);
  if (Object.keys(body).length) ctx.out.info(`Deploying ${appName(app)} with: ${Object.keys(body).join(', ')}.`);
  return runActionOn(ctx, client, app, 'deploy', options, { ...body });
}
