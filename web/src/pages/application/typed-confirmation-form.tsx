import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';

/**
 * A danger-zone action confirmed by typing `expected` (spec 002 section 5: `branch/{name}` for an application, the
 * container image for a tag); `mismatch` is the SDK's rule, answering the spec's message when the text differs.
 */
export function TypedConfirmationForm(props: {
  title: string;
  text: string;
  button: string;
  expected: string;
  mismatch(typed: string): string | undefined;
  enabled: boolean;
  onConfirm(): Promise<string | undefined>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mismatch = props.mismatch(typed);
    setFieldError(mismatch);
    if (mismatch) return;
    await submission.run(props.onConfirm);
  };
  return (
    <form className="danger card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <p>{props.text}</p>
      <div className="field">
        <label htmlFor={id}>
          Type <span className="mono">{props.expected}</span> to confirm
        </label>
        <input
          id={id}
          type="text"
          value={typed}
          disabled={!props.enabled}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <Feedback submission={submission} />
      <button type="submit" className="danger-button" disabled={!props.enabled || submission.busy}>
        {props.button}
      </button>
    </form>
  );
}
