import type {
  WizardChoice as Choice,
  WizardField as ModelField,
  WizardStep as ModelStep,
  WizardValues,
} from '@skiff/sdk';

/** The answers of a wizard, by field key (the SDK's wizard model shape, which the deploy wizard comes from). */
export type { WizardValues };

/**
 * One field of a wizard step: the SDK's wizard field. `choice` steps through `choices` with ←/→, `toggle` turns on
 * and off, `text` and `secret` are typed in a one-line field opened with Enter (a secret shows as dots).
 */
export interface WizardField extends ModelField {
  /** How typed text is kept (a repository part lowercased, say). */
  normalise?(text: string): string;
}

/** One step: the SDK's wizard step, and a line under its fields (a rule to know). */
export interface WizardStep extends ModelStep {
  fields(values: WizardValues): readonly WizardField[];
  note?(values: WizardValues): string | undefined;
}

/** The answers with `field`'s choice moved one step (`step` -1 or +1), staying within its choices. */
export function stepChoice(values: WizardValues, field: WizardField, step: number): WizardValues {
  if (field.kind === 'toggle') return { ...values, [field.key]: values[field.key] !== true };
  const choices = field.choices ?? [];
  if (field.kind !== 'choice' || choices.length === 0) return values;
  // An unanswered choice (none picked yet, e.g. the branch to copy from) starts at the first one either way.
  const index = choices.indexOf(values[field.key] as Choice);
  const next = index < 0 ? choices[0] : choices[Math.min(choices.length - 1, Math.max(0, index + step))];
  return { ...values, [field.key]: next };
}

/** How a field's answer reads on screen. */
export function answerText(field: WizardField, value: unknown): string {
  if (field.kind === 'toggle') return value === true ? 'on' : 'off';
  if (isUnanswered(field, value)) return '-';
  if (field.kind === 'secret') return '•'.repeat(Math.min(12, String(value).length));
  if (field.kind === 'choice') return field.show ? field.show(value as Choice) : String(value);
  return String(value);
}

/** The messages of the fields a step shows now (the wizard's rules give them for every field). */
export function stepErrors(
  step: WizardStep,
  values: WizardValues,
  errors: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    step.fields(values).flatMap((field) => (errors[field.key] ? [[field.key, errors[field.key]!]] : [])),
  );
}

/** Whether a field has no usable answer: empty, or a choice that is not (or no longer) offered. */
export function isUnanswered(field: WizardField, value: unknown): boolean {
  if (field.kind === 'toggle') return false;
  if (field.kind === 'choice') return !(field.choices ?? []).includes(value as Choice);
  return value === undefined || value === null || String(value).trim() === '';
}

/** `message` for every field a step shows that must be answered and is not. */
export function blankFieldErrors(step: WizardStep, values: WizardValues, message: string): Record<string, string> {
  return Object.fromEntries(
    step
      .fields(values)
      .filter((field) => !field.optional && isUnanswered(field, values[field.key]))
      .map((field) => [field.key, message]),
  );
}
