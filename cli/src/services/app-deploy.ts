import { applicationBranch, type ResolvedApplication, resolveApplicationRef, type SkiffClient } from '@skiff/sdk';
import {
  cleanDeployPayload,
  type DeployWizardInput,
  deployWizardIssues,
  WIZARD_REPLICA_RANGE,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { readOptionsFile, type SchemaLike } from '../cli/input-file.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { runActionOn } from './app-actions.js';
import { appName, passwordFromStdin } from './app-settings.js';
import { checkWaitOptions, type WaitOptions } from './run-task.js';
import { secretManagerNamed } from './secret-manager-name.js';

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
  basicAuth?: { enabled: boolean; username?: string };
  username?: string;
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
  replicas?: number;
  deploymentConfig?: string[];
}

/** Each wizard field and the flag that sets it, for messages about flags. */
export const WIZARD_FIELD_FLAGS: Readonly<Record<string, string>> = {
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
  authUsername: '--username',
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
  deploymentConfig: '--deployment-config',
};

/** A `--deployment-config` value: JSON when it parses (`2`, `true`, `"2"`, `{...}`), else the text itself. */
function configValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `deploymentConfig` from `--deployment-config KEY=VALUE` words and `--replicas`. The spec lists the field in the
 * deploy call but not its content (spec 001 section 7), and the wizard's replica choice (1 to 5, spec 002
 * section 9) has no other field of that call: ours carries it as `deploymentConfig.replicas`.
 */
function deploymentConfigOf(options: DeployOptions): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = {};
  for (const word of options.deploymentConfig ?? []) {
    const at = word.indexOf('=');
    if (at < 1) throw new UsageError(`--deployment-config '${word}' is not KEY=VALUE.`);
    config[word.slice(0, at)] = configValue(word.slice(at + 1));
  }
  if (options.replicas !== undefined) {
    const { min, max } = WIZARD_REPLICA_RANGE;
    if (options.replicas < min || options.replicas > max) {
      throw new UsageError(
        `--replicas: the deploy wizard offers ${min} to ${max} replicas (skiff apps configure --replicas once deployed).`,
      );
    }
    config.replicas = options.replicas;
  }
  return Object.keys(config).length ? config : undefined;
}

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
  const auth = options.basicAuth;
  if (!auth?.enabled && (options.username || options.passwordStdin)) {
    throw new UsageError('--username and --password-stdin go with --basic-auth on.');
  }
  if (auth?.username && options.username) {
    throw new UsageError(
      `--basic-auth ${auth.username} already names the user: drop --username, or use --basic-auth on.`,
    );
  }
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
    isEnableBasicAuth: auth?.enabled,
    authUsername: options.username ?? auth?.username,
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
    deploymentConfig: deploymentConfigOf(options),
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
  signal: AbortSignal,
): Promise<DeployWizardInput> {
  const fromFile: DeployWizardInput = options.file
    ? await readOptionsFile(options.file, wizardSchema(currentStorage))
    : {};
  const flags = Object.fromEntries(Object.entries(await fromFlags(options)).filter(([, v]) => v !== undefined));
  const merged = { ...fromFile, ...flags };
  // The flags' deploymentConfig entries go over the file's, entry by entry.
  if (fromFile.deploymentConfig && flags.deploymentConfig) {
    merged.deploymentConfig = { ...fromFile.deploymentConfig, ...(flags.deploymentConfig as object) };
  }
  const issues = deployWizardIssues(merged, currentStorage);
  if (issues.length) {
    const lines = issues.map(({ path, message }) => {
      const field = path[0] ?? '';
      const where =
        field in fromFile && !(field in flags) ? `${options.file}: ${field}` : (WIZARD_FIELD_FLAGS[field] ?? field);
      return `${where}: ${message}`;
    });
    throw new UsageError(lines.join('\n'));
  }
  const body = cleanDeployPayload(merged as DeployWizardInput);
  if (body.sourceApplication)
    body.sourceApplication = await sourceApplicationId(client, project, body.sourceApplication);
  if (body.secretManager) body.secretManager = await secretManagerNamed(client, project, body.secretManager, signal);
  return body;
}

/** `skiff apps deploy REF [wizard flags | --file FILE]`: deploys with the wizard's answers; `--wait` follows it. */
export async function deployApp(ctx: Context, ref: string, options: DeployOptions): Promise<number> {
  checkWaitOptions(options);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const current = await client.applications.get(app, { signal: ctx.signal });
  const storage = typeof current.storage === 'number' ? current.storage : undefined;
  const body = await deployBody(client, app, storage, options, ctx.signal);
  if (Object.keys(body).length) ctx.out.info(`Deploying ${appName(app)} with: ${Object.keys(body).join(', ')}.`);
  return runActionOn(ctx, client, app, 'deploy', options, { ...body });
}
