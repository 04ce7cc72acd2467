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
