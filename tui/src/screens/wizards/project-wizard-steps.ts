import {
  gitAccessesOf,
  projectWizardSteps as modelSteps,
  type ProjectOrigin,
  type ProjectWizardLists,
  projectWizardCommandWords,
} from '@skiff/sdk';
import { normaliseRepositoryPart } from '@skiff/sdk/domain';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/**
 * The SDK's project wizard model (steps, fields, rules and requests live there) as the TUI's steps: typed
 * repository parts kept as the spec keeps them (lowercased, stripped), and a line under the steps that need one.
 */
export function projectWizardSteps(origin: ProjectOrigin, lists: ProjectWizardLists): WizardStep[] {
  const normalised = new Set(['repositoryOwner', 'repositoryName']);
  return modelSteps(origin, lists).map((step) => ({
    ...step,
    fields: (values: WizardValues): WizardField[] =>
      step
        .fields(values)
        .map((field) =>
          field.kind === 'text' && normalised.has(field.key) ? { ...field, normalise: normaliseRepositoryPart } : field,
        ),
    note: (values: WizardValues) => {
      if (step.title === 'Template' && !lists.templates.length) return 'This workspace has no templates.';
      const isSource = step.fields(values).some((f) => f.key === 'provider');
      return isSource && !gitAccessesOf(values.provider).includes('REPOSITORY_TOKEN')
        ? 'GitHub cannot use a repository token.'
        : undefined;
    },
  }));
}

/** The `skiff projects create|import` command with the same answers (the SDK's words, quoted for a shell). */
export function projectWizardCommand(
  origin: ProjectOrigin,
  workspaceName: string,
  values: WizardValues,
  templateName: string | undefined,
  quote: (word: string) => string,
): string {
  const [skiff, ...words] = projectWizardCommandWords(origin, workspaceName, values, templateName);
  return [skiff, ...words.map(quote)].join(' ');
}
