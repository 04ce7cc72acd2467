/**
 * Spec 001 sections 2, 5 and 7 and spec 003 section 5: the application deploy wizard's fields (the body of
 * `PATCH .../applications/{a}/activate`), their rules with the spec's messages, and the payload cleaning.
 * The spec does not show the values of `copyDatabaseFilesType`; ours name the sources it lists: from scratch, from
 * URLs (HTTP), from S3, from the repository, or a copy of another application.
 */
import { configurationErrors, FILE_PERMISSION_LEVELS, GROUP_TYPES } from './application-rules.js';
import { suggestNames } from './suggest-names.js';
import { REQUIRED_MESSAGE } from './validation.js';

export const COPY_SOURCES = ['SCRATCH', 'HTTP', 'S3', 'REPOSITORY', 'APPLICATION'] as const;
export type CopySource = (typeof COPY_SOURCES)[number];

export const DIRECT_LINK_MESSAGE = 'Only support direct links or AWS S3 links';
export const INVALID_S3_URI_MESSAGE = 'Invalid S3 URI';
export const WIZARD_USERNAME_INVALID_MESSAGE = 'Username invalid!';
export const WIZARD_PASSWORD_SPECIAL_MESSAGE = 'Password includes special characters';

/**
 * The sources the wizard offers for a project (spec 001 section 5): with an application of the project already
 * deployed, only scratch and a copy of one; for a newly created repository, scratch only; otherwise scratch, URLs,
 * S3 and the repository. The catalog run-script case names no scripts in the spec, so it is not applied.
 */
export function copySourcesFor(project: { hasDeployedApplication: boolean; isNewRepository: boolean }): CopySource[] {
  if (project.hasDeployedApplication) return ['SCRATCH', 'APPLICATION'];
  if (project.isNewRepository) return ['SCRATCH'];
  return ['SCRATCH', 'HTTP', 'S3', 'REPOSITORY'];
}

/** How each source reads in a wizard (spec 001 lists them: scratch, URLs, S3, the repository, a copy of a branch). */
export const COPY_SOURCE_LABELS: Readonly<Record<CopySource, string>> = {
  SCRATCH: 'From scratch',
  HTTP: 'From URLs',
  S3: 'From AWS S3',
  REPOSITORY: 'From the repository',
  APPLICATION: 'Copy of another branch',
};

/** Spec 001 section 8: a deploy started from the wizard. */
export const DEPLOYMENT_RUNNING_MESSAGE = 'Deployment is running.';

/** The launch wizard's steps (spec 002 sections 2.2 and 2.3): a branch's, and a tag's (no static files). */
export const LAUNCH_WIZARD_STEPS = {
  application: ['Database & Static Files Settings', 'Security Settings', 'Configuration Settings', 'Review and Launch'],
  deployment: ['Database Settings', 'Security Settings', 'Configuration Settings', 'Review and Launch'],
} as const;

type FieldKind = 'string' | 'boolean' | 'number' | 'object' | readonly string[];

/** Every field of the deploy call, with the kind of value it takes. */
export const DEPLOY_WIZARD_FIELDS: Readonly<Record<string, FieldKind>> = {
  copyDatabaseFilesType: COPY_SOURCES,
  urlDB: 'string',
  urlFiles: 'string',
  s3DB: 'string',
  s3Files: 'string',
  bucketRegion: 'string',
  oldHostname: 'string',
  sourceApplication: 'string',
  isFromGit: 'boolean',
  isEnableBasicAuth: 'boolean',
  authUsername: 'string',
  authPassword: 'string',
  filePermissionLevel: FILE_PERMISSION_LEVELS,
  appRoot: 'string',
  webRoot: 'string',
  containerImage: 'string',
  secretManager: 'string',
  capacity: 'string',
  capacityLimit: 'string',
  groupType: GROUP_TYPES,
  storage: 'number',
  isEnableEditor: 'boolean',
  isEnablePMA: 'boolean',
  deploymentConfig: 'object',
  // A tag's activate takes replicas with its configuration fields (spec 002 section 7); a branch's does not
  // (the wizard model, sdk/src/wizards, reports it for a branch).
  replicas: 'number',
};

/** The deploy wizard's answers (every field optional: an empty body deploys with the application's settings). */
export interface DeployWizardInput {
  copyDatabaseFilesType?: CopySource;
  urlDB?: string;
  urlFiles?: string;
  s3DB?: string;
  s3Files?: string;
  bucketRegion?: string;
  oldHostname?: string;
  sourceApplication?: string;
  isFromGit?: boolean;
  isEnableBasicAuth?: boolean;
  authUsername?: string;
  authPassword?: string;
  filePermissionLevel?: (typeof FILE_PERMISSION_LEVELS)[number];
  appRoot?: string;
  webRoot?: string;
  containerImage?: string;
  secretManager?: string;
  capacity?: string;
  capacityLimit?: string;
  groupType?: (typeof GROUP_TYPES)[number];
  storage?: number;
  isEnableEditor?: boolean;
  isEnablePMA?: boolean;
  deploymentConfig?: Record<string, unknown>;
  replicas?: number;
}

/** One broken rule: the field's path and the message. */
export interface WizardIssue {
  path: string[];
  message: string;
}

function kindError(value: unknown, kind: FieldKind): string | undefined {
  if (Array.isArray(kind)) return kind.includes(value as string) ? undefined : `must be one of ${kind.join(', ')}`;
  if (kind === 'object') {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
  }
  return typeof value === kind ? undefined : `must be a ${kind}`;
}

/** A direct download link: http, https or s3. */
export function isDirectLink(text: string): boolean {
  try {
    return ['http:', 'https:', 's3:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}

/** `s3://bucket/key`. */
export function isS3Uri(text: string): boolean {
  return /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/\S+$/.test(text.trim());
}

function sourceIssues(input: DeployWizardInput): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [field], message });
  const blank = (text: string | undefined) => !text?.trim();
  if (input.copyDatabaseFilesType === 'HTTP') {
    if (blank(input.oldHostname)) add('oldHostname', REQUIRED_MESSAGE);
    if (blank(input.urlDB)) add('urlDB', REQUIRED_MESSAGE);
    else if (!isDirectLink(input.urlDB!)) add('urlDB', DIRECT_LINK_MESSAGE);
    if (!blank(input.urlFiles) && !isDirectLink(input.urlFiles!)) add('urlFiles', DIRECT_LINK_MESSAGE);
  }
  if (input.copyDatabaseFilesType === 'S3') {
    if (blank(input.s3DB)) add('s3DB', REQUIRED_MESSAGE);
    else if (!isS3Uri(input.s3DB!)) add('s3DB', INVALID_S3_URI_MESSAGE);
    if (!blank(input.s3Files) && !isS3Uri(input.s3Files!)) add('s3Files', INVALID_S3_URI_MESSAGE);
    if (blank(input.bucketRegion)) add('bucketRegion', REQUIRED_MESSAGE);
  }
  if (input.copyDatabaseFilesType === 'APPLICATION' && blank(input.sourceApplication)) {
    add('sourceApplication', REQUIRED_MESSAGE);
  }
  if (input.isEnableBasicAuth) {
    if (!input.authUsername) add('authUsername', REQUIRED_MESSAGE);
    else if (!/^[a-z0-9]+$/i.test(input.authUsername)) add('authUsername', WIZARD_USERNAME_INVALID_MESSAGE);
    if (!input.authPassword) add('authPassword', REQUIRED_MESSAGE);
    else if (!/^[a-z0-9]+$/i.test(input.authPassword)) add('authPassword', WIZARD_PASSWORD_SPECIAL_MESSAGE);
  }
  return issues;
}

/** `is not a deploy option; did you mean 'storage'?`, or the list of options when no name is close. */
function unknownOptionMessage(key: string): string {
  const options = Object.keys(DEPLOY_WIZARD_FIELDS);
  const close = suggestNames(key, options);
  if (close.length) return `is not a deploy option. Did you mean ${close.map((name) => `'${name}'`).join(', ')}?`;
  return `is not a deploy option (${options.join(', ')})`;
}

/**
 * Every broken rule of the wizard's answers: unknown fields, wrong kinds, then the source, basic-auth and
 * configuration rules (max capacity not below min, storage from the options and never below `currentStorage`).
 */
export function deployWizardIssues(value: unknown, currentStorage?: number | null): WizardIssue[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ path: [], message: 'must be an object of deploy options' }];
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
  const kindIssues = entries.flatMap(([key, v]): WizardIssue[] => {
    const kind = DEPLOY_WIZARD_FIELDS[key];
    if (!kind) return [{ path: [key], message: unknownOptionMessage(key) }];
    const error = kindError(v, kind);
    return error ? [{ path: [key], message: error }] : [];
  });
  if (kindIssues.length) return kindIssues;
  const input = value as DeployWizardInput;
  const configuration = Object.entries(configurationErrors(input, currentStorage)).map(([field, message]) => ({
    path: [field],
    message,
  }));
  return [...sourceIssues(input), ...configuration];
}

/**
 * The payload the wizard sends (spec 003 section 5): URLs trimmed for their copy type, basic-auth credentials
 * dropped when basic auth is off, null and undefined values removed.
 */
export function cleanDeployPayload(input: DeployWizardInput): DeployWizardInput {
  const cleaned: Record<string, unknown> = { ...input };
  if (input.copyDatabaseFilesType === 'HTTP') {
    cleaned.urlDB = input.urlDB?.trim();
    cleaned.urlFiles = input.urlFiles?.trim();
  }
  if (input.copyDatabaseFilesType === 'S3') {
    cleaned.s3DB = input.s3DB?.trim();
    cleaned.s3Files = input.s3Files?.trim();
  }
  if (!input.isEnableBasicAuth) {
    delete cleaned.authUsername;
    delete cleaned.authPassword;
  }
  return Object.fromEntries(Object.entries(cleaned).filter(([, v]) => v !== undefined && v !== null));
}
