import {
  CAPACITY_OPTIONS,
  type CopySource,
  cleanDeployPayload,
  configurationFormErrors,
  DEFAULT_ROOT,
  type DeployWizardInput,
  deployWizardIssues,
  FILE_PERMISSION_LEVELS,
  WIZARD_REPLICA_RANGE,
} from '@skiff/sdk/domain';

/** What is launched: a branch (application) or a tag (deployment). */
export type LaunchKind = 'application' | 'deployment';

/** What the wizard knows besides the answers (loaded once, see `useLaunchContext`). */
export interface LaunchContext {
  kind: LaunchKind;
  /** The sources offered (the SDK's `copySourcesFor`). */
  sources: readonly CopySource[];
  /** The project's other branches, to copy from. */
  branches: readonly { id: string; name: string }[];
  /** The workspace lets resources, server type and storage be chosen (`enableEditConfiguration`). */
  canEditConfiguration: boolean;
  /** Spot servers can be chosen (the SDK's `isSpotAllowed` for the workspace's cloud provider). */
  spotAllowed: boolean;
  /** The application's storage now (never offered smaller); a tag has no storage. */
  currentStorage: number | undefined;
  /** The names of the project's secret managers, to attach one. */
  secretManagers: readonly string[];
}

/** The wizard's answers: the deploy call's fields, and the replica count the wizard offers (1 to 5). */
export type LaunchAnswers = DeployWizardInput & { replicas: number };

/**
 * The first answers: the first source offered, the record's tool switches, roots (spec 002 section 9's default
 * /var/www/html when unset), image and secret manager, and the spec's wizard defaults.
 */
export function firstLaunchAnswers(record: object, context: LaunchContext): LaunchAnswers {
  const fields = record as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  const lowest = CAPACITY_OPTIONS[0].key;
  const secretManager = text('secretManager');
  return {
    appRoot: text('appRoot') || DEFAULT_ROOT,
    webRoot: text('webRoot') || DEFAULT_ROOT,
    containerImage: text('containerImage'),
    secretManager: secretManager && context.secretManagers.includes(secretManager) ? secretManager : undefined,
    copyDatabaseFilesType: context.sources[0],
    // No branch is preselected to copy from: the user picks one ('Required' until then, spec 002 section 5).
    sourceApplication: undefined,
    isEnableBasicAuth: false,
    filePermissionLevel: FILE_PERMISSION_LEVELS[0],
    isEnablePMA: fields.isEnablePMA === true,
    isEnableEditor: fields.isEnableEditor === true,
    // Spec 002 section 9: the wizard's capacity default is the lowest, its server type spot.
    capacity: lowest,
    capacityLimit: lowest,
    groupType: context.spotAllowed ? 'spot' : 'on-demand',
    storage: context.currentStorage,
    replicas: WIZARD_REPLICA_RANGE.min,
  };
}

/**
 * The answers the steps show: the source's own fields, basic-auth credentials only when on, the roots and the
 * secret manager (when one is chosen), and the image and resources when the workspace lets them be edited.
 */
function shownAnswers(answers: LaunchAnswers, context: LaunchContext): DeployWizardInput {
  const { replicas: _replicas, ...all } = answers;
  const source = all.copyDatabaseFilesType;
  const shown: DeployWizardInput = {
    copyDatabaseFilesType: source,
    isEnableBasicAuth: all.isEnableBasicAuth,
    filePermissionLevel: all.filePermissionLevel,
    isEnablePMA: all.isEnablePMA,
    isEnableEditor: all.isEnableEditor,
    appRoot: all.appRoot,
    webRoot: all.webRoot,
    secretManager: all.secretManager,
  };
  if (source === 'HTTP') Object.assign(shown, pick(all, ['oldHostname', 'urlDB', 'urlFiles']));
  if (source === 'S3') Object.assign(shown, pick(all, ['s3DB', 's3Files', 'bucketRegion']));
  if (source === 'APPLICATION') shown.sourceApplication = all.sourceApplication;
  if (all.isEnableBasicAuth) Object.assign(shown, pick(all, ['authUsername', 'authPassword']));
  if (context.canEditConfiguration) {
    Object.assign(shown, pick(all, ['capacity', 'capacityLimit', 'groupType']));
    // A blank image keeps the record's (the call refuses an empty one).
    if (all.containerImage?.trim()) shown.containerImage = all.containerImage.trim();
    if (context.kind === 'application') shown.storage = all.storage;
  }
  return shown;
}

function pick(input: DeployWizardInput, keys: readonly (keyof DeployWizardInput)[]): DeployWizardInput {
  return Object.fromEntries(keys.map((key) => [key, input[key]]));
}

/**
 * The spec's messages for the shown answers, by field: the SDK's deploy wizard rules, and its configuration form's
 * for the roots (required).
 */
export function launchErrors(answers: LaunchAnswers, context: LaunchContext): Record<string, string> {
  const errors = configurationFormErrors({ appRoot: answers.appRoot, webRoot: answers.webRoot });
  for (const issue of deployWizardIssues(shownAnswers(answers, context), context.currentStorage)) {
    const field = issue.path[0] ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The deploy call's body, cleaned by the SDK. The replica count goes where each call takes it: a tag's activate
 * has `replicas` (its configuration fields, spec 002 section 7); an application's activate has no replica field,
 * so it rides in `deploymentConfig.replicas`, as `skiff apps deploy --replicas` sends it.
 */
export function launchBody(answers: LaunchAnswers, context: LaunchContext): Record<string, unknown> {
  const body: Record<string, unknown> = { ...cleanDeployPayload(shownAnswers(answers, context)) };
  if (context.kind === 'deployment') body.replicas = answers.replicas;
  else body.deploymentConfig = { replicas: answers.replicas };
  return body;
}

/** Which step each field is on, so a step's Next checks only its own fields. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['copyDatabaseFilesType', 'oldHostname', 'urlDB', 'urlFiles', 's3DB', 's3Files', 'bucketRegion', 'sourceApplication'],
  ['isEnableBasicAuth', 'authUsername', 'authPassword', 'filePermissionLevel', 'isEnablePMA', 'isEnableEditor'],
  [
    'appRoot',
    'webRoot',
    'containerImage',
    'secretManager',
    'capacity',
    'capacityLimit',
    'groupType',
    'storage',
    'replicas',
  ],
  [],
];
