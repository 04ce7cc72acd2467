import {
  type DeployWizardContext,
  type DeployWizardTarget,
  deployKindIssues,
  deployWizardErrors,
  deployWizardFlags,
  deployWizardRequest,
  loadDeployWizardContext,
  type ResolvedApplication,
  resolveApplicationRef,
  type SkiffClient,
  unaskedDeployAnswers,
} from '@skiff/sdk';
import { type DeployWizardInput, deployWizardIssues } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { readOptionsFile, type SchemaLike } from '../cli/input-file.js';
import { modelAnswers } from '../cli/model-options.js';
import { pickNamed } from '../cli/pick.js';
import { cliSession } from '../cli/session.js';
import { DEPLOY_FIELDS, DEPLOY_RENDERINGS } from '../commands/deploy.js';
import { runActionOn } from './app-actions.js';
import { appName, passwordFromStdin } from './app-settings.js';
import { checkWaitOptions, type WaitOptions } from './run-task.js';

/**
 * The deploy flags (`skiff apps deploy --help`): the deploy wizard model's fields (commands/deploy.ts generates
 * them), the call-only `--from-git` and `--deployment-config`, and `--file` holding the same fields by API name.
 */
export interface DeployOptions extends WaitOptions {
  file?: string;
  fromGit?: boolean;
  deploymentConfig?: string[];
  /** `--basic-auth on|off|USER` as parsed. */
  basicAuth?: { enabled: boolean; username?: string };
  username?: string;
  passwordStdin?: boolean;
  [flag: string]: unknown;
}

/** Each wizard field and the flag that sets it, for messages about flags (the SDK's deploy wizard model). */
export const WIZARD_FIELD_FLAGS: Readonly<Record<string, string>> = deployWizardFlags();

/** A `--deployment-config` value: JSON when it parses (`2`, `true`, `"2"`, `{...}`), else the text itself. */
function configValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `deploymentConfig` from `--deployment-config KEY=VALUE` words. The spec lists the field in the deploy call but not
 * its content (spec 001 section 7): the entries are sent as given.
 */
function deploymentConfigOf(options: DeployOptions): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = {};
  for (const word of options.deploymentConfig ?? []) {
    const at = word.indexOf('=');
    if (at < 1) throw new UsageError(`--deployment-config '${word}' is not KEY=VALUE.`);
    config[word.slice(0, at)] = configValue(word.slice(at + 1));
  }
  return Object.keys(config).length ? config : undefined;
}

/** The wizard's rules as a schema for `readOptionsFile`, so a file's broken rules come with their lines. */
function wizardSchema(): SchemaLike<DeployWizardInput> {
  return {
    safeParse: (value) => {
      const issues = deployWizardIssues(value);
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
  // `--basic-auth USER` is short for `--basic-auth on --username USER` (DEPLOY_RENDERINGS).
  const answers = await modelAnswers(DEPLOY_FIELDS, options, passwordFromStdin, DEPLOY_RENDERINGS);
  return { ...answers, isFromGit: options.fromGit, deploymentConfig: deploymentConfigOf(options) };
}

/** The project a deploy target (branch or tag) belongs to, named for messages. */
export type ProjectOfTarget = Pick<ResolvedApplication, 'workspaceId' | 'projectId' | 'workspaceName' | 'projectName'>;

/** `--copy-from main` and `--secret-manager NAME`: a branch and a secret manager of the project by name (or id). */
function resolveNames(answers: Record<string, unknown>, project: ProjectOfTarget, context: DeployWizardContext): void {
  const { workspaceName, projectName } = project;
  if (typeof answers.sourceApplication === 'string') {
    answers.sourceApplication = pickNamed(
      'branch',
      answers.sourceApplication,
      [...context.branches],
      (b) => b.name,
      (b) => b.id,
      `skiff apps list --workspace '${workspaceName}' --project '${projectName}'`,
    ).id;
  }
  if (typeof answers.secretManager === 'string' && answers.secretManager) {
    answers.secretManager = pickNamed(
      'secret manager',
      answers.secretManager,
      context.secretManagers.map((name) => ({ name })),
      (m) => m.name,
      (m) => m.name,
      `skiff secrets list '${workspaceName}/${projectName}'`,
    ).name;
  }
}

/** The deploy answers a command was given: the file's fields, the flags', and both merged (the flags win). */
export interface GivenDeployAnswers {
  answers: Record<string, unknown>;
  fromFile: Record<string, unknown>;
  flags: Record<string, unknown>;
  file?: string;
}

/** The file's fields, then the flags over them (the flags' deploymentConfig entries over the file's, one by one). */
async function givenAnswers(options: DeployOptions): Promise<GivenDeployAnswers> {
  const fromFile: Record<string, unknown> = options.file
    ? { ...(await readOptionsFile(options.file, wizardSchema())) }
    : {};
  const flags = Object.fromEntries(Object.entries(await fromFlags(options)).filter(([, v]) => v !== undefined));
  const answers = { ...fromFile, ...flags };
  if (fromFile.deploymentConfig && flags.deploymentConfig) {
    answers.deploymentConfig = { ...(fromFile.deploymentConfig as object), ...(flags.deploymentConfig as object) };
  }
  return { answers, fromFile, flags, file: options.file };
}

/** A usage error listing each problem after the flag (or `FILE: field`) that gave the answer. */
function answerProblems(given: GivenDeployAnswers, problems: readonly (readonly [string, string])[]): UsageError {
  const lines = problems.map(([field, message]) => {
    const where =
      field in given.fromFile && !(field in given.flags)
        ? `${given.file}: ${field}`
        : (WIZARD_FIELD_FLAGS[field] ?? field);
    return `${where}: ${message}`;
  });
  return new UsageError(lines.join('\n'));
}

/**
 * The deploy answers of a branch's or a tag's deploy, checked by every rule that needs nothing from the server (the
 * kinds of the values, the configuration's ranges, what this kind of target never takes), before a session is
 * opened: a wrong flag is a usage error (exit 2) signed in or not.
 */
export async function checkedDeployAnswers(
  options: DeployOptions,
  kind: DeployWizardContext['kind'],
): Promise<GivenDeployAnswers> {
  const given = await givenAnswers(options);
  const issues = deployWizardIssues(given.answers);
  const problems = issues.length
    ? issues.map(({ path, message }) => [String(path[0] ?? ''), message] as const)
    : Object.entries(deployKindIssues(given.answers, kind));
  if (problems.length) throw answerProblems(given, problems);
  return given;
}

/**
 * The deploy call's body from the wizard model (the same as the TUI's and the web app's for the same answers):
 * the given answers only (an empty body deploys with the record's settings), checked by the model's rules, with
 * answers no step asks for these answers refused, not dropped. `given` comes from `checkedDeployAnswers`.
 */
export async function deployBody(
  client: SkiffClient,
  target: DeployWizardTarget & ProjectOfTarget,
  given: GivenDeployAnswers,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const answers = { ...given.answers };
  const { context } = await loadDeployWizardContext(client, target, { signal });
  resolveNames(answers, target, context);
  const problems = Object.entries({
    ...unaskedDeployAnswers(answers, context),
    ...deployWizardErrors(answers, context),
  });
  if (problems.length) throw answerProblems(given, problems);
  return deployWizardRequest(answers, context);
}

/** `skiff apps deploy REF [wizard flags | --file FILE]`: deploys with the wizard's answers; `--wait` follows it. */
export async function deployApp(ctx: Context, ref: string, options: DeployOptions): Promise<number> {
  checkWaitOptions(options);
  const given = await checkedDeployAnswers(options, 'application');
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const body = await deployBody(client, app, given, ctx.signal);
  if (Object.keys(body).length) ctx.out.info(`Deploying ${appName(app)} with: ${Object.keys(body).join(', ')}.`);
  return runActionOn(ctx, client, app, 'deploy', options, { ...body });
}
