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
