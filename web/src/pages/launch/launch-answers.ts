import {
  type DeployTargetKind,
  type DeployWizardContext,
  deployWizardErrors,
  deployWizardRequest,
  deployWizardSteps,
  firstDeployWizardAnswers,
  stepOfField,
} from '@skiff/sdk';
import type { DeployWizardInput } from '@skiff/sdk/domain';

/**
 * The launch wizard's answers, context and rules are the SDK's deploy wizard model (sdk/src/wizards): the same
 * answers make the same request as `skiff apps|tags deploy` and the TUI's deploy wizard. This file only types them
 * for the web's steps.
 */

/** What is launched: a branch (application) or a tag (deployment). */
export type LaunchKind = DeployTargetKind;

/** What the wizard knows besides the answers (the SDK's `loadDeployWizardContext`). */
export type LaunchContext = DeployWizardContext;

/** The wizard's answers: the deploy call's fields (a tag's `replicas` among them). */
export type LaunchAnswers = DeployWizardInput;

/** The first answers (the SDK model's: spec 002 section 9's wizard defaults and the record's own settings). */
export function firstLaunchAnswers(record: object, context: LaunchContext): LaunchAnswers {
  return firstDeployWizardAnswers(record, context) as LaunchAnswers;
}

/** The spec's messages for the answers the steps show, by field (the SDK model's rules). */
export function launchErrors(answers: LaunchAnswers, context: LaunchContext): Record<string, string> {
  return deployWizardErrors(answers as Record<string, unknown>, context);
}

/** The deploy call's body (the SDK model's request). */
export function launchBody(answers: LaunchAnswers, context: LaunchContext): Record<string, unknown> {
  return deployWizardRequest(answers as Record<string, unknown>, context);
}

/** The errors of the fields the model puts on `step` for these answers, so a step's Next checks only its own. */
export function stepErrorsOf(
  errors: Record<string, string>,
  answers: LaunchAnswers,
  context: LaunchContext,
  step: number,
): Record<string, string> {
  const steps = deployWizardSteps(context);
  const values = answers as Record<string, unknown>;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(steps, values, field) === step));
}

/** Whether the model asks `key` for these answers (the steps render only what it asks). */
export function asks(key: string, answers: LaunchAnswers, context: LaunchContext): boolean {
  return stepOfField(deployWizardSteps(context), answers as Record<string, unknown>, key) >= 0;
}
