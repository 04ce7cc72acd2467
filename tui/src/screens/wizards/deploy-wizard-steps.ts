import type { Application } from '@skiff/sdk';
import {
  COPY_SOURCE_LABELS,
  type CopySource,
  cleanDeployPayload,
  type DeployWizardInput,
  DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
  deployWizardIssues,
  FILE_PERMISSION_LEVELS,
  filePermissionLabel,
  filePermissionLevelOf,
} from '@skiff/sdk/domain';
import { CONFIGURATION_FIELDS, draftOf } from '../application/configuration-draft.js';
import { shownAnswers, type WizardField, type WizardStep, type WizardValues } from './wizard-model.js';

/** What the deploy wizard needs to know besides the answers. */
export interface DeployContext {
  /** The sources offered (the SDK's `copySourcesFor`). */
  sources: readonly CopySource[];
  /** The other branches of the project, to copy from: id and branch name. */
  branches: readonly { id: string; name: string }[];
  /** The workspace lets image, resources, group type and storage be chosen (`enableEditConfiguration`). */
  canEditConfiguration: boolean;
  /** The application's storage now: the wizard never offers less. */
  currentStorage: number;
}

const text = (key: string, label: string, hint?: string): WizardField => ({ key, label, kind: 'text', hint });
const toggle = (key: string, label: string): WizardField => ({ key, label, kind: 'toggle' });

function sourceFields(values: WizardValues, context: DeployContext): WizardField[] {
  const source: WizardField = {
    key: 'copyDatabaseFilesType',
    label: 'Database and files',
    kind: 'choice',
    choices: context.sources,
    show: (value) => COPY_SOURCE_LABELS[value as CopySource] ?? String(value),
  };
  switch (values.copyDatabaseFilesType) {
    case 'HTTP':
      return [
        source,
        text('oldHostname', 'Old hostname', 'The site’s hostname before, e.g. www.example.com'),
        text('urlDB', 'Database URL', 'A direct link (http, https or s3) to the database dump'),
        text('urlFiles', 'Files URL (optional)', 'A direct link to the files archive (zip, tar or tgz)'),
      ];
    case 'S3':
      return [
        source,
        text('s3DB', 'Database S3 URI', 's3://bucket/key of the database dump'),
        text('s3Files', 'Files S3 URI (optional)', 's3://bucket/key of the files archive'),
        text('bucketRegion', 'Bucket region', 'e.g. us-east-1'),
      ];
    case 'APPLICATION': {
      const names = new Map(context.branches.map((b) => [b.id, b.name]));
      const from: WizardField = {
        key: 'sourceApplication',
        label: 'Copy from branch',
        kind: 'choice',
        choices: context.branches.map((b) => b.id),
        show: (id) => names.get(String(id)) ?? String(id),
      };
      return [source, from];
    }
    default:
      return [source];
  }
}

const SECURITY_STEP: WizardStep = {
  title: 'Security',
  fields: (values) => [
    toggle('isEnableBasicAuth', 'Basic auth'),
    ...(values.isEnableBasicAuth === true
      ? [
          text('authUsername', 'Username', 'Letters and digits only'),
          { key: 'authPassword', label: 'Password', kind: 'secret', hint: 'Letters and digits only' } as const,
        ]
      : []),
    {
      key: 'filePermissionLevel',
      label: 'File permissions',
      kind: 'choice',
      choices: FILE_PERMISSION_LEVELS,
      show: (level) => filePermissionLabel(String(level)),
    },
    toggle('isEnablePMA', 'PhpMyAdmin'),
    toggle('isEnableEditor', 'Code editor'),
  ],
};

/** Min and max capacity, storage and group type, as the configuration form offers them (replicas are not deployed). */
const configurationFields = (currentStorage: number): WizardField[] =>
  CONFIGURATION_FIELDS.filter((field) => field.key !== 'replicas').map((field) => ({
    key: field.key,
    label: field.label,
    kind: 'choice',
    choices: field.choices(currentStorage),
    show: field.show,
  }));

/** The four steps of spec 001's deploy wizard: database and files source, security, configuration, review. */
export function deployWizardSteps(context: DeployContext): WizardStep[] {
  const configuration = configurationFields(context.currentStorage);
  return [
    {
      title: 'Database and files',
      fields: (values) => sourceFields(values, context),
      note: (values) =>
        values.copyDatabaseFilesType === 'APPLICATION' && context.branches.length === 0
          ? 'This project has no other branch to copy from.'
          : undefined,
    },
    SECURITY_STEP,
    {
      title: 'Configuration',
      fields: () => (context.canEditConfiguration ? configuration : []),
      note: () =>
        context.canEditConfiguration
          ? `Storage never shrinks: ${context.currentStorage} Gi is the smallest size offered.`
          : DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
    },
    { title: 'Review', fields: () => [] },
  ];
}

/** The wizard's first answers: the first source offered, the application's own switches and configuration. */
export function firstDeployAnswers(app: Application, context: DeployContext): WizardValues {
  const fields = app as Application & Record<string, unknown>;
  const draft = draftOf(app);
  return {
    copyDatabaseFilesType: context.sources[0],
    sourceApplication: context.branches[0]?.id,
    isEnableBasicAuth: false,
    filePermissionLevel: filePermissionLevelOf(fields.filePermissionLevel as string) ?? FILE_PERMISSION_LEVELS[0],
    isEnablePMA: fields.isEnablePMA === true,
    isEnableEditor: fields.isEnableEditor === true,
    capacity: draft.capacity,
    capacityLimit: draft.capacityLimit,
    storage: draft.storage,
    groupType: draft.groupType,
  };
}

/** The deploy call's body from the answers the steps show, cleaned as the spec says (SDK rules). */
export function deployBodyOf(steps: readonly WizardStep[], values: WizardValues): DeployWizardInput {
  return cleanDeployPayload(shownAnswers(steps, values) as DeployWizardInput);
}

/** The spec's messages for the answers, by field (the SDK's deploy wizard rules). */
export function deployErrors(
  steps: readonly WizardStep[],
  values: WizardValues,
  currentStorage: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of deployWizardIssues(shownAnswers(steps, values), currentStorage)) {
    const field = issue.path[0] ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}
