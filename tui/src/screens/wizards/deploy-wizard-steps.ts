import {
  type DeployWizardContext,
  deployWizardErrors,
  deployWizardRequest,
  deployWizardSteps as modelSteps,
} from '@skiff/sdk';
import { DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE } from '@skiff/sdk/domain';
import type { WizardStep, WizardValues } from './wizard-model.js';

/**
 * The deploy wizard's steps: the SDK's deploy wizard model (its fields, choices, first answers, rules and request are
 * the same for `skiff apps deploy` and the web app's launch wizard), with the TUI's line under a step.
 */
export function deployWizardSteps(context: DeployWizardContext): WizardStep[] {
  const notes: ((values: WizardValues) => string | undefined)[] = [
    (values) =>
      values.copyDatabaseFilesType === 'APPLICATION' && context.branches.length === 0
        ? 'This project has no other branch to copy from.'
        : undefined,
    () => undefined,
    () =>
      !context.canEditConfiguration
        ? DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE
        : context.currentStorage !== undefined
          ? `Storage never shrinks: ${context.currentStorage} Gi is the smallest size offered.`
          : undefined,
    () => undefined,
  ];
  return modelSteps(context).map((step, i) => ({ ...step, note: notes[i] }));
}

/** The deploy call's body from the answers (the SDK model's request). */
export function deployBodyOf(context: DeployWizardContext, values: WizardValues): Record<string, unknown> {
  return deployWizardRequest(values, context);
}

/** The spec's messages for the answers, by field (the SDK model's rules). */
export function deployErrors(context: DeployWizardContext, values: WizardValues): Record<string, string> {
  return deployWizardErrors(values, context);
}
