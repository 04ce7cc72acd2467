/**
 * The deploy (launch) wizard as one model: first answers, the spec's messages by field, and the request. The CLI
 * (flags and `--file`), the TUI and the web app give it answers; the same answers make the same request.
 */

import { DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE } from '../domain/application-forms.js';
import {
  CAPACITY_OPTIONS,
  DEFAULT_ROOT,
  DEFAULT_STORAGE_GI,
  FILE_PERMISSION_LEVELS,
  WIZARD_REPLICA_RANGE,
} from '../domain/application-rules.js';
import { cleanDeployPayload, type DeployWizardInput, deployWizardIssues } from '../domain/deploy-wizard-rules.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  CONFIGURATION_GATED_FIELDS,
  DEPLOY_CALL_ONLY_FIELDS,
  type DeployWizardContext,
  deployWizardSteps,
} from './deploy-wizard-fields.js';
import { shownAnswers, shownKeys, type WizardValues } from './wizard-model.js';

/** A branch's storage now: its own, or the spec's default 5 Gi when the record has none (spec 002 section 3). */
export function currentStorageOf(record: { storage?: unknown }): number {
  return typeof record.storage === 'number' ? record.storage : DEFAULT_STORAGE_GI;
}

/**
 * The first answers: the first source offered, no branch to copy from yet (spec 002 section 5: 'Required' until
 * one is picked), basic auth off, stricter file permissions, the record's tool switches, roots, image and secret
 * manager (the roots default to /var/www/html), the lowest capacity and spot where allowed (spec 002 section 9's
 * wizard defaults), the current storage, and one replica for a tag.
 */
export function firstDeployWizardAnswers(record: object, context: DeployWizardContext): Record<string, unknown> {
  const fields = record as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' && fields[key] ? (fields[key] as string) : undefined);
  const lowest = CAPACITY_OPTIONS[0].key;
  const secretManager = text('secretManager');
  const answers: Record<string, unknown> = {
    copyDatabaseFilesType: context.sources[0],
    sourceApplication: undefined,
    isEnableBasicAuth: false,
    filePermissionLevel: FILE_PERMISSION_LEVELS[0],
    isEnablePMA: fields.isEnablePMA === true,
    isEnableEditor: fields.isEnableEditor === true,
    appRoot: text('appRoot') ?? DEFAULT_ROOT,
    webRoot: text('webRoot') ?? DEFAULT_ROOT,
    secretManager: secretManager && context.secretManagers.includes(secretManager) ? secretManager : '',
    containerImage: text('containerImage') ?? '',
    capacity: lowest,
    capacityLimit: lowest,
    groupType: context.spotAllowed ? 'spot' : 'on-demand',
  };
  if (context.kind === 'application') answers.storage = context.currentStorage ?? DEFAULT_STORAGE_GI;
  else answers.replicas = WIZARD_REPLICA_RANGE.min;
  return answers;
}

/** Optional text answers not sent when blank: a blank image keeps the record's (the call refuses an empty one). */
const BLANK_MEANS_UNSET = ['containerImage', 'secretManager', 'urlFiles', 's3Files'];

/** The answers the steps show, plus the call-only fields given, blank optional text left out. */
function answersToSend(answers: WizardValues, context: DeployWizardContext): Record<string, unknown> {
  const shown = shownAnswers(deployWizardSteps(context), answers);
  for (const { key } of DEPLOY_CALL_ONLY_FIELDS) if (answers[key] !== undefined) shown[key] = answers[key];
  for (const key of BLANK_MEANS_UNSET) {
    const value = shown[key];
    if (typeof value === 'string') shown[key] = value.trim() || undefined;
  }
  return shown;
}

/**
 * The spec's messages for the answers the steps show, by field (the first per field): roots required when given
 * blank, the source's, basic auth's and the configuration's rules, the sources this project offers, a tag's 1-5
 * replicas, spot only where the provider has it.
 */
export function deployWizardErrors(answers: WizardValues, context: DeployWizardContext): Record<string, string> {
  const shown = answersToSend(answers, context);
  const errors: Record<string, string> = {};
  for (const key of ['appRoot', 'webRoot']) {
    if (typeof shown[key] === 'string' && !(shown[key] as string).trim()) errors[key] = REQUIRED_MESSAGE;
  }
  const { replicas, ...deployFields } = shown;
  for (const issue of deployWizardIssues(deployFields, context.currentStorage)) {
    const field = issue.path[0] ?? '';
    errors[field] ??= issue.message;
  }
  const source = shown.copyDatabaseFilesType;
  if (source !== undefined && !context.sources.includes(source as never)) {
    errors.copyDatabaseFilesType ??= `must be one of ${context.sources.join(', ')} for this project`;
  }
  const { min, max } = WIZARD_REPLICA_RANGE;
  if (
    replicas !== undefined &&
    (!Number.isInteger(replicas) || (replicas as number) < min || (replicas as number) > max)
  )
    errors.replicas = `replicas must be between ${min} and ${max}`;
  if (shown.groupType === 'spot' && !context.spotAllowed)
    errors.groupType ??= 'spot is not offered on this cloud provider';
  return errors;
}

/** Which other answer a source's or basic auth's own field goes with. */
const GOES_WITH: Readonly<Record<string, string>> = {
  oldHostname: 'copyDatabaseFilesType HTTP',
  urlDB: 'copyDatabaseFilesType HTTP',
  urlFiles: 'copyDatabaseFilesType HTTP',
  s3DB: 'copyDatabaseFilesType S3',
  s3Files: 'copyDatabaseFilesType S3',
  bucketRegion: 'copyDatabaseFilesType S3',
  sourceApplication: 'copyDatabaseFilesType APPLICATION',
  authUsername: 'isEnableBasicAuth on',
  authPassword: 'isEnableBasicAuth on',
};

/**
 * Answers a deploy of this kind never takes, known before anything is read from the server, so a front end can
 * refuse them first: a branch's replica count (set in its configuration once deployed), a tag's storage.
 */
export function deployKindIssues(answers: WizardValues, kind: DeployWizardContext['kind']): Record<string, string> {
  const issues: Record<string, string> = {};
  if (answers.replicas !== undefined && kind === 'application') {
    issues.replicas = "a branch's deploy takes no replica count; set replicas in its configuration once deployed";
  }
  if (answers.storage !== undefined && kind === 'deployment') issues.storage = 'a tag has no storage';
  return issues;
}

/**
 * Answers given that no step asks for these answers, by field, with why: a surface that takes any field at once
 * (the CLI's flags and `--file`) reports them rather than dropping them silently.
 */
export function unaskedDeployAnswers(answers: WizardValues, context: DeployWizardContext): Record<string, string> {
  const shown = shownKeys(deployWizardSteps(context), answers);
  const callOnly = new Set(DEPLOY_CALL_ONLY_FIELDS.map((f) => f.key));
  const issues: Record<string, string> = {};
  const wrongKind = deployKindIssues(answers, context.kind);
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || shown.has(key) || callOnly.has(key)) continue;
    if (wrongKind[key]) issues[key] = wrongKind[key];
    else if (CONFIGURATION_GATED_FIELDS.includes(key) && !context.canEditConfiguration) {
      issues[key] = DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE;
    } else if (GOES_WITH[key]) issues[key] = `goes with ${GOES_WITH[key]}`;
  }
  return issues;
}

/**
 * The deploy call's body (spec 001 section 7, spec 002 section 7): the answers the steps show and the call-only
 * fields, cleaned (URLs trimmed, credentials only with basic auth on, nothing undefined). A tag's replicas go as
 * `replicas`; a branch's call has none.
 */
export function deployWizardRequest(answers: WizardValues, context: DeployWizardContext): Record<string, unknown> {
  const { replicas, ...fields } = answersToSend(answers, context);
  const image = typeof fields.containerImage === 'string' ? fields.containerImage.trim() : undefined;
  const body: Record<string, unknown> = {
    ...cleanDeployPayload({ ...fields, containerImage: image } as DeployWizardInput),
  };
  if (replicas !== undefined) body.replicas = replicas;
  return body;
}
