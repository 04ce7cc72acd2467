import type { ReactNode } from 'react';

/** A labelled form field with its validation message (announced, and tied to the control by `${id}-error`). */
export function Field(props: { id: string; label: ReactNode; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control whose field may show `error`. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled single-line input with its validation message: the common case of `Field`. */
export function TextField(props: {
  id: string;
  label: ReactNode;
  value: string | undefined;
  onChange(value: string): void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'number';
  disabled?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value ?? ''}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
        {...invalidProps(props.id, props.error)}
      />
    </Field>
  );
}

/** One input of a `TextFields` list: the key of its value and error, the label, the input's type and autofill. */
export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/**
 * Several `TextField`s of one form, from their specs, with the values and errors kept by key; `setValues` (a state
 * setter) gets each change as an update of one key.
 */
export function TextFields<K extends string>(props: {
  id: string;
  fields: readonly TextFieldSpec<K>[];
  values: Readonly<Record<K, string>>;
  errors: Partial<Record<K, string | undefined>>;
  setValues(update: (previous: Record<K, string>) => Record<K, string>): void;
}) {
  return props.fields.map((field) => (
    <TextField
      key={field.key}
      id={`${props.id}-${field.key}`}
      label={field.label}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      value={props.values[field.key]}
      onChange={(value) => props.setValues((previous) => ({ ...previous, [field.key]: value }))}
      error={props.errors[field.key]}
    />
  ));
}
