import {
  type ConfigurationRequest,
  configurationErrorsOf,
  configurationRequest,
  type DeployTargetKind,
  type DeployWizardTarget,
  loadConfigurationFormContext,
  type SkiffClient,
  unaskedConfigurationAnswers,
} from '@skiff/sdk';
import { UsageError } from '../cli/errors.js';
import { fieldFlags, modelAnswers } from '../cli/model-options.js';
import { pickNamed } from '../cli/pick.js';
import { configurationFields } from '../commands/model-fields.js';
import type { ProjectOfTarget } from './app-deploy.js';
import { failOnFieldErrors } from './app-settings.js';
import type { WaitOptions } from './run-task.js';

/** The configure flags: the configuration form's fields (see commands/model-fields.ts), by commander's names. */
export type ConfigureOptions = WaitOptions & Readonly<Record<string, unknown>>;

/** The configure flags (generated from the configuration form model) read back as its answers, by field key. */
export function configurationAnswers(
  kind: DeployTargetKind,
  options: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  return modelAnswers(configurationFields(kind), options, async () => '');
}

/**
 * The configuration call's body of `skiff apps|tags configure` from the SDK's configuration form model (the same as
 * the web app's and the TUI's for the same answers): the given answers only (the rest keeps the record's), checked
 * by the model's rules against the record (a new minimum capacity against the current maximum), a secret manager
 * named in any case, and answers the form does not offer here refused with the reason.
 */
export async function configurationBody(
  client: SkiffClient,
  target: DeployWizardTarget & ProjectOfTarget,
  given: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ConfigurationRequest> {
  const answers = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  if (Object.keys(answers).length === 0) {
    throw new UsageError('Nothing to configure: give at least one option (see --help).');
  }
  const { record, context } = await loadConfigurationFormContext(client, target, { signal });
  if (typeof answers.secretManager === 'string') {
    answers.secretManager = pickNamed(
      'secret manager',
      answers.secretManager,
      context.secretManagers.map((name) => ({ name })),
      (m) => m.name,
      (m) => m.name,
      `skiff secrets list '${target.workspaceName}/${target.projectName}'`,
    ).name;
  }
  const flags = fieldFlags(configurationFields('application'));
  failOnFieldErrors(
    { ...unaskedConfigurationAnswers(answers, context), ...configurationErrorsOf(answers, context, record) },
    flags,
  );
  return configurationRequest(answers, context);
}
