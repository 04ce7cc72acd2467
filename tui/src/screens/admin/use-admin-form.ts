import { useRef, useState } from 'react';
import type { KeyLayer } from '../../contexts/key-layers-context.js';

/** A form's values by field key: text, or on/off for a switch. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** One row of a form: typed text (a secret is masked), a choice among options (←/→), or an on/off switch. */
export interface FormField {
  key: string;
  label: string;
  kind: 'text' | 'secret' | 'choice' | 'switch';
  options?: readonly string[];
  /** How a choice reads (default: as it is), e.g. an account's name for its id. */
  show?(value: string): string;
}

/** What a form is: its fields (they may depend on the values, e.g. per provider) and its rules. */
export interface FormSpec {
  fields(values: FormValues): readonly FormField[];
  /** The message under each field that breaks a rule (the spec's wording), by field key. */
  errors(values: FormValues): Readonly<Record<string, string>>;
  /** The values after `key` changed (a new provider brings its defaults); default: unchanged. */
  changed?(key: string, values: FormValues): FormValues;
}

interface FormState {
  values: FormValues;
  /** The selected row. */
  index: number;
  /** Fields typed in or changed: their messages show as the user types. */
  touched: ReadonlySet<string>;
  /** Enter was pressed: every message shows. */
  tried: boolean;
}

/** The text of a field as a string ('' for a switch). */
export const textOf = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

function step(options: readonly string[], current: string, by: number): string {
  if (!options.length) return current;
  const at = options.indexOf(current);
  return options[(at < 0 ? 0 : at + by + options.length) % options.length]!;
}

/**
 * A multi-field form checked as the user types: ↑/↓/Tab move, ←/→ change a choice or a switch, typed keys edit a text
 * field, Enter calls `onSave` once every rule passes (else every message shows), Esc calls `onCancel`. The state
 * lives in a ref too: keys arrive faster than re-renders. Output: what to draw, the errors, and the key `layer`.
 */
export function useAdminForm(
  spec: FormSpec,
  initial: FormValues,
  handlers: { onSave(values: FormValues): void; onCancel(): void },
) {
  const [state, setState] = useState<FormState>({ values: initial, index: 0, touched: new Set(), tried: false });
  const now = useRef(state);
  const update = (next: FormState) => {
    now.current = next;
    setState(next);
  };
  const change = (key: string, value: string | boolean) => {
    const current = now.current;
    const values = { ...current.values, [key]: value };
    const touched = new Set(current.touched).add(key);
    update({ ...current, values: spec.changed ? spec.changed(key, values) : values, touched });
  };
  const selected = () => spec.fields(now.current.values)[now.current.index];
  const layer: KeyLayer = {
    // Enter and Esc as in every text field (the prompt's keys); moving and choosing are the form's own.
    scopes: ['textForm', 'prompt'],
    priority: 1,
    onCommand: (command) => {
      const current = now.current;
      const fields = spec.fields(current.values);
      const field = fields[current.index];
      switch (command) {
        case 'previousField':
        case 'nextField': {
          const by = command === 'nextField' ? 1 : -1;
          update({ ...current, index: Math.min(fields.length - 1, Math.max(0, current.index + by)) });
          return true;
        }
        case 'decrease':
        case 'increase': {
          const by = command === 'increase' ? 1 : -1;
          if (field?.kind === 'switch') change(field.key, by > 0);
          else if (field?.kind === 'choice')
            change(field.key, step(field.options ?? [], textOf(current.values, field.key), by));
          return true;
        }
        case 'promptSubmit':
          if (Object.keys(spec.errors(current.values)).length) update({ ...current, tried: true });
          else handlers.onSave(current.values);
          return true;
        case 'promptCancel':
          handlers.onCancel();
          return true;
        default:
          return false;
      }
    },
    onText: (input, key) => {
      const field = selected();
      if (!field || (field.kind !== 'text' && field.kind !== 'secret')) return !key.ctrl;
      const text = textOf(now.current.values, field.key);
      if (key.backspace || key.delete) change(field.key, Array.from(text).slice(0, -1).join(''));
      else if (input && !key.ctrl && !key.meta) change(field.key, text + input);
      return !key.ctrl;
    },
  };
  const errors = spec.errors(state.values);
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([key]) => state.tried || state.touched.has(key)),
  ) as Record<string, string>;
  return { values: state.values, index: state.index, fields: spec.fields(state.values), errors: shown, layer };
}
