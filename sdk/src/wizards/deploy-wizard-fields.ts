/**
 * The deploy (launch) wizard's steps and fields (spec 001 sections 2 and 5, spec 002 sections 2.2, 2.3, 5 and 9):
 * database and files source, security, configuration, review. One model for `skiff apps|tags deploy`, the TUI's
 * deploy wizard and the web app's launch wizard.
 */
import { capacityIndex, WIZARD_REPLICA_RANGE } from '../domain/application-rules.js';
import { COPY_SOURCE_LABELS, type CopySource, LAUNCH_WIZARD_STEPS } from '../domain/deploy-wizard-rules.js';
import { capacityFields, groupTypeField, storageField } from './resource-fields.js';
import { securityFormFields } from './security-form.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** What is deployed: a branch (application) or a tag (deployment). */
export type DeployTargetKind = 'application' | 'deployment';

/** What the deploy wizard knows besides the answers (`loadDeployWizardContext` reads it). */
export interface DeployWizardContext {
  kind: DeployTargetKind;
  /** The sources offered for the project (`copySourcesFor`). */
  sources: readonly CopySource[];
  /** The project's other branches, to copy from: id and branch name. */
  branches: readonly { id: string; name: string }[];
  /** The workspace lets image, resources, group type and storage be chosen (`enableEditConfiguration`). */
  canEditConfiguration: boolean;
  /** Spot servers can be chosen on the workspace's cloud provider. */
  spotAllowed: boolean;
  /** A branch's storage now (never offered smaller); undefined for a tag, which has no storage. */
  currentStorage: number | undefined;
  /** The names of the project's secret managers. */
  secretManagers: readonly string[];
}

/** The wizard's replica choices (spec 002 sections 5 and 9: "the wizard offers 1-5"). */
export const WIZARD_REPLICA_CHOICES: readonly number[] = Array.from(
  { length: WIZARD_REPLICA_RANGE.max - WIZARD_REPLICA_RANGE.min + 1 },
  (_, i) => WIZARD_REPLICA_RANGE.min + i,
);

const text = (key: string, label: string, flag: string, hint?: string, optional?: boolean): WizardField => ({
  key,
  label,
  kind: 'text',
  flag,
  hint,
  optional,
});
const toggle = (key: string, label: string, flag: string): WizardField => ({ key, label, kind: 'toggle', flag });

function sourceFields(values: WizardValues, context: DeployWizardContext): WizardField[] {
  const source: WizardField = {
    key: 'copyDatabaseFilesType',
    label: 'Database and files',
    kind: 'choice',
    flag: '--source',
    choices: context.sources,
    show: (value) => COPY_SOURCE_LABELS[value as CopySource] ?? String(value),
  };
  switch (values.copyDatabaseFilesType) {
    case 'HTTP':
      return [
        source,
        text('oldHostname', 'Old hostname', '--old-hostname', 'The site’s hostname before, e.g. www.example.com'),
        text('urlDB', 'Database URL', '--db-url', 'A direct link (http, https or s3) to the database dump'),
        text('urlFiles', 'Files URL', '--files-url', 'A direct link to the files archive (zip, tar or tgz)', true),
      ];
    case 'S3':
      return [
        source,
        text('s3DB', 'Database S3 URI', '--s3-db', 's3://bucket/key of the database dump'),
        text('s3Files', 'Files S3 URI', '--s3-files', 's3://bucket/key of the files archive', true),
        text('bucketRegion', 'Bucket region', '--bucket-region', 'e.g. us-east-1'),
      ];
    case 'APPLICATION': {
      const names = new Map(context.branches.map((b) => [b.id, b.name]));
      return [
        source,
        {
          key: 'sourceApplication',
          label: 'Copy from branch',
          kind: 'choice',
          flag: '--copy-from',
          choices: context.branches.map((b) => b.id),
          show: (id) => names.get(String(id)) ?? String(id),
        },
      ];
    }
    default:
      return [source];
  }
}

function securityFields(values: WizardValues): WizardField[] {
  return [
    // The security form's own fields (security-form.ts): one definition for the wizard's step and the form.
    ...securityFormFields(values),
    toggle('isEnablePMA', 'PhpMyAdmin', '--phpmyadmin'),
    toggle('isEnableEditor', 'Code editor', '--editor'),
  ];
}

/** The fields the workspace's `enableEditConfiguration` gates (spec 001: "image, resources, group type and storage"). */
export const CONFIGURATION_GATED_FIELDS: readonly string[] = [
  'containerImage',
  'capacity',
  'capacityLimit',
  'groupType',
  'storage',
];

function configurationFields(values: WizardValues, context: DeployWizardContext): WizardField[] {
  const minimum = Math.max(0, capacityIndex(String(values.capacity ?? '')));
  const fields: WizardField[] = [
    text('appRoot', 'Application root', '--app-root'),
    text('webRoot', 'Web root', '--web-root'),
    {
      key: 'secretManager',
      label: 'Secret manager',
      kind: 'choice',
      flag: '--secret-manager',
      // '' is "none": no secret manager is attached (nothing is sent).
      choices: ['', ...context.secretManagers],
      show: (name) => (name === '' ? 'None' : String(name)),
      optional: true,
    },
  ];
  // Replicas: a tag's activate takes them with its configuration fields (spec 002 section 7); an application's
  // activate has no replica field (spec 001 section 7's field list; the activate request captured from the
  // platform's web panel carries none, devpanel-lc/dpmcp src/domain/activate-defaults.ts), so a branch's replicas
  // are set on its configuration once deployed.
  if (context.kind === 'deployment') {
    fields.push({
      key: 'replicas',
      label: 'Replicas',
      kind: 'choice',
      flag: '--replicas',
      choices: WIZARD_REPLICA_CHOICES,
      show: String,
    });
  }
  if (!context.canEditConfiguration) return fields;
  fields.push(
    text('containerImage', 'Image', '--image', 'Blank keeps the current one', true),
    // Spec 002 section 5: "in the wizard the maximum choices are limited to sizes at or above the minimum".
    ...capacityFields(minimum),
    groupTypeField(context.spotAllowed),
  );
  if (context.kind === 'application') fields.push(storageField(context.currentStorage));
  return fields;
}

/** The four steps, titled as spec 002 names them for a branch or a tag. */
export function deployWizardSteps(context: DeployWizardContext): WizardStep[] {
  const [source, security, configuration, review] = LAUNCH_WIZARD_STEPS[context.kind];
  return [
    { title: source, fields: (values) => sourceFields(values, context) },
    { title: security, fields: securityFields },
    { title: configuration, fields: (values) => configurationFields(values, context) },
    { title: review, fields: () => [] },
  ];
}

/** Fields of the deploy call that no step asks (spec 001 section 7 lists them; only the CLI sets them). */
export const DEPLOY_CALL_ONLY_FIELDS: readonly { key: string; flag: string }[] = [
  { key: 'isFromGit', flag: '--from-git' },
  { key: 'deploymentConfig', flag: '--deployment-config' },
];

/** Every field the deploy wizard can ask (any kind, source or switch), with the call-only ones: field key to CLI flag. */
export function deployWizardFlags(): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const kind of ['application', 'deployment'] as const) {
    const context: DeployWizardContext = {
      kind,
      sources: ['SCRATCH', 'HTTP', 'S3', 'REPOSITORY', 'APPLICATION'],
      branches: [],
      canEditConfiguration: true,
      spotAllowed: true,
      currentStorage: kind === 'application' ? 5 : undefined,
      secretManagers: [],
    };
    for (const source of context.sources) {
      for (const step of deployWizardSteps(context)) {
        for (const field of step.fields({ copyDatabaseFilesType: source, isEnableBasicAuth: true })) {
          if (field.flag) flags[field.key] = field.flag;
        }
      }
    }
  }
  for (const { key, flag } of DEPLOY_CALL_ONLY_FIELDS) flags[key] = flag;
  return flags;
}
