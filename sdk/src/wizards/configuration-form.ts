/**
 * The configuration form of a branch or a tag as one model (spec 002 sections 2.8, 5 and 7; PATCH .../configuration
 * takes appRoot, webRoot, replicas, groupType, capacity, capacityLimit, secretManager, isEnablePMA, isEnableEditor,
 * and a branch also storage, image and its Node.js start script): its fields, first answers from the record, the
 * spec's messages, and the request. `skiff apps|tags configure`, the TUI and the web app render it.
 */

import {
  configurationFormErrors,
  DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
  isSpotAllowed,
  isWorkspaceFeatureEnabled,
} from '../domain/application-forms.js';
import {
  capacityIndex,
  DEFAULT_ROOT,
  DEFAULT_STORAGE_GI,
  type GROUP_TYPES,
  REPLICA_RANGE,
} from '../domain/application-rules.js';
import { CONFIGURATION_GATED_FIELDS, type DeployTargetKind } from './deploy-wizard-fields.js';
import { capacityFields, groupTypeField, storageField } from './resource-fields.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** What the configuration form knows besides the answers. */
export interface ConfigurationFormContext {
  kind: DeployTargetKind;
  /** The workspace lets image, resources, group type and storage be changed (`enableEditConfiguration`). */
  canEditConfiguration: boolean;
  spotAllowed: boolean;
  /** A branch's storage now (never offered smaller); undefined for a tag. */
  currentStorage: number | undefined;
  /** A Node.js project's branch has a start script (spec 002 section 5: required for Node.js). */
  startScript: boolean;
  /** The names of the project's secret managers (empty where a screen does not offer the choice). */
  secretManagers: readonly string[];
}

/** The context from what a screen already holds: the workspace, the project's type and the record. */
export function configurationFormContext(input: {
  kind: DeployTargetKind;
  workspace: Readonly<Record<string, unknown>> | null | undefined;
  provider: string | null | undefined;
  projectTypeKey: string | null | undefined;
  record: { storage?: unknown };
  secretManagers?: readonly string[];
}): ConfigurationFormContext {
  const isBranch = input.kind === 'application';
  return {
    kind: input.kind,
    canEditConfiguration: isWorkspaceFeatureEnabled(input.workspace, 'enableEditConfiguration'),
    spotAllowed: isSpotAllowed(input.provider),
    currentStorage: isBranch
      ? typeof input.record.storage === 'number'
        ? input.record.storage
        : DEFAULT_STORAGE_GI
      : undefined,
    startScript: isBranch && input.projectTypeKey?.toLowerCase() === 'nodejs',
    secretManagers: input.secretManagers ?? [],
  };
}

const REPLICA_CHOICES = Array.from(
  { length: REPLICA_RANGE.max - REPLICA_RANGE.min + 1 },
  (_, i) => REPLICA_RANGE.min + i,
);

/** The form's fields, in order, for this context (the gated ones only where the workspace allows them). */
export function configurationFormFields(context: ConfigurationFormContext): WizardField[] {
  const fields: WizardField[] = [
    { key: 'appRoot', label: 'Application root', kind: 'text', flag: '--app-root' },
    { key: 'webRoot', label: 'Web root', kind: 'text', flag: '--web-root' },
  ];
  if (context.startScript)
    fields.push({ key: 'startAppScript', label: 'Start script', kind: 'text', flag: '--start-script' });
  fields.push(
    { key: 'replicas', label: 'Replicas', kind: 'choice', choices: REPLICA_CHOICES, show: String, flag: '--replicas' },
    { key: 'isEnablePMA', label: 'PhpMyAdmin', kind: 'toggle', flag: '--phpmyadmin' },
    { key: 'isEnableEditor', label: 'Code editor', kind: 'toggle', flag: '--editor' },
    {
      key: 'secretManager',
      label: 'Secret manager',
      kind: 'choice',
      flag: '--secret-manager',
      choices: context.secretManagers,
      optional: true,
    },
  );
  if (!context.canEditConfiguration) return fields;
  fields.push(
    { key: 'containerImage', label: 'Image', kind: 'text', flag: '--image', optional: true },
    groupTypeField(context.spotAllowed),
    ...capacityFields(),
  );
  if (context.kind === 'application') fields.push(storageField(context.currentStorage));
  return fields;
}

/** The form as one step (a wizard renderer can show it as such). */
export function configurationFormSteps(context: ConfigurationFormContext): WizardStep[] {
  return [{ title: 'Configuration', fields: () => configurationFormFields(context) }];
}

const text = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/**
 * The form's first answers: the record's values, the spec's defaults where it has none (roots /var/www/html, one
 * replica, on-demand, the current storage); a capacity outside the SDK's list is '' (keep the current one). Image
 * and secret manager start unanswered: they keep the record's until one is given.
 */
export function firstConfigurationAnswers(record: object, context: ConfigurationFormContext): Record<string, unknown> {
  const fields = record as Record<string, unknown>;
  const capacity = (key: string) => (capacityIndex(text(fields, key)) >= 0 ? text(fields, key) : '');
  const replicas = typeof fields.replicas === 'number' ? fields.replicas : 0;
  return {
    appRoot: text(fields, 'appRoot') || DEFAULT_ROOT,
    webRoot: text(fields, 'webRoot') || DEFAULT_ROOT,
    startAppScript: text(fields, 'startAppScript'),
    replicas: Math.max(REPLICA_RANGE.min, replicas),
    isEnablePMA: fields.isEnablePMA === true,
    isEnableEditor: fields.isEnableEditor === true,
    groupType: text(fields, 'groupType') || 'on-demand',
    capacity: capacity('capacity'),
    capacityLimit: capacity('capacityLimit'),
    storage: context.currentStorage,
  };
}

/** The answers the form shows for this context, '' and undefined left out ('' capacity keeps the current one). */
function shownConfiguration(answers: WizardValues, context: ConfigurationFormContext): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of configurationFormFields(context)) {
    const value = answers[field.key];
    const blank = value === '' && (field.kind === 'choice' || field.optional === true);
    if (value !== undefined && !blank) shown[field.key] = value;
  }
  return shown;
}

/**
 * The spec's messages by field: roots required (and a Node.js start script), replicas 1-10, the maximum capacity
 * not below the minimum, storage from the options and never smaller, spot only where the provider has it. With
 * `current` (the record) the answers are a partial set, as the CLI gives: only the given fields' rules apply, and a
 * new minimum is checked against the current maximum.
 */
export function configurationErrorsOf(
  answers: WizardValues,
  context: ConfigurationFormContext,
  current?: object,
): Record<string, string> {
  const first = firstConfigurationAnswers(current ?? {}, context);
  const shown = shownConfiguration(answers, context);
  const pair = shown.capacity !== undefined || shown.capacityLimit !== undefined;
  const errors = configurationFormErrors(
    {
      appRoot: (shown.appRoot ?? first.appRoot) as string,
      webRoot: (shown.webRoot ?? first.webRoot) as string,
      startAppScript: (shown.startAppScript ?? first.startAppScript) as string,
      replicas: shown.replicas as number | undefined,
      storage: shown.storage as number | undefined,
      capacity: pair ? ((shown.capacity ?? (first.capacity || null)) as string | null) : null,
      capacityLimit: pair ? ((shown.capacityLimit ?? (first.capacityLimit || null)) as string | null) : null,
    },
    { currentStorage: context.currentStorage, projectTypeKey: context.startScript ? 'nodejs' : undefined },
  );
  if (shown.groupType === 'spot' && !context.spotAllowed)
    errors.groupType ??= 'spot is not offered on this cloud provider';
  if (!current) return errors;
  // A partial answer set: the rules of the fields given, and the capacity pair when either side is.
  const given = (field: string) => field in shown || (pair && (field === 'capacity' || field === 'capacityLimit'));
  const kept: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (given(field) && message) kept[field] = message;
  return kept;
}

/** Answers given that the form does not show here, with why (the CLI reports them rather than sending them). */
export function unaskedConfigurationAnswers(
  answers: WizardValues,
  context: ConfigurationFormContext,
): Record<string, string> {
  const shown = new Set(configurationFormFields(context).map((f) => f.key));
  const issues: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || shown.has(key)) continue;
    if (key === 'storage' && context.kind === 'deployment') issues[key] = 'a tag has no storage';
    else if (CONFIGURATION_GATED_FIELDS.includes(key) && !context.canEditConfiguration) {
      issues[key] = DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE;
    } else if (key === 'startAppScript') issues[key] = 'only a Node.js branch has a start script';
  }
  return issues;
}

/** The configuration call's body (every field optional: one not sent keeps the record's). */
export interface ConfigurationRequest {
  appRoot?: string;
  webRoot?: string;
  startAppScript?: string;
  replicas?: number;
  isEnablePMA?: boolean;
  isEnableEditor?: boolean;
  secretManager?: string;
  containerImage?: string;
  groupType?: (typeof GROUP_TYPES)[number];
  capacity?: string;
  capacityLimit?: string;
  storage?: number;
}

/** The configuration call's body: the answers the form shows for this context, nothing blank or undefined. */
export function configurationRequest(answers: WizardValues, context: ConfigurationFormContext): ConfigurationRequest {
  return shownConfiguration(answers, context) as ConfigurationRequest;
}

/**
 * The `skiff apps|tags configure` flags that send this request (unquoted words, in the form's order), from the
 * fields' flags: a toggle as on/off, every other answer as the value the platform takes, which is the word the CLI's
 * flag takes too (`--capacity micro`, `--storage 20`, `--group-type on-demand`).
 */
export function configurationFlags(request: ConfigurationRequest, context: ConfigurationFormContext): string[] {
  const words: string[] = [];
  for (const field of configurationFormFields(context)) {
    const value = (request as Record<string, unknown>)[field.key];
    if (value === undefined || value === null || value === '' || !field.flag) continue;
    words.push(field.flag, field.kind === 'toggle' ? (value ? 'on' : 'off') : String(value));
  }
  return words;
}
