/**
 * The shape every wizard and form model of the SDK shares: steps of fields, each field with its API key, label,
 * kind and choices. Front ends render these (the TUI as key-driven steps, the web app as forms, the CLI as flags)
 * and choose only how a field looks; which fields exist, their defaults, rules and the request live in the model.
 */

/** The answers of a wizard, by field key. */
export type WizardValues = Readonly<Record<string, unknown>>;

/** A choice's value. */
export type WizardChoice = string | number;

/**
 * One field of a step. `choice` picks one of `choices`, `toggle` is on or off, `text` and `secret` are typed (a
 * secret is never shown back).
 */
export interface WizardField {
  /** The request's field name (the API's). */
  key: string;
  label: string;
  kind: 'choice' | 'toggle' | 'text' | 'secret';
  choices?: readonly WizardChoice[];
  /** How a choice reads (default: as it is). */
  show?(value: WizardChoice): string;
  /** What to type, under the field's question. */
  hint?: string;
  /** A field that may stay empty. */
  optional?: boolean;
  /** The CLI flag that answers this field (`--db-url`). */
  flag?: string;
}

/** One step: its title and the fields shown for the answers so far (a later field may depend on an earlier one). */
export interface WizardStep {
  title: string;
  fields(values: WizardValues): readonly WizardField[];
}

/** The answers of the fields the steps show for them: a field hidden by a choice is not sent. */
export function shownAnswers(steps: readonly WizardStep[], values: WizardValues): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const step of steps) for (const field of step.fields(values)) answers[field.key] = values[field.key];
  return answers;
}

/** The keys of the fields the steps show for these answers. */
export function shownKeys(steps: readonly WizardStep[], values: WizardValues): Set<string> {
  return new Set(steps.flatMap((step) => step.fields(values).map((field) => field.key)));
}

/** The index of the step that shows `key` for these answers, or -1. */
export function stepOfField(steps: readonly WizardStep[], values: WizardValues, key: string): number {
  return steps.findIndex((step) => step.fields(values).some((field) => field.key === key));
}
