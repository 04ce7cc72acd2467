import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';

/**
 * A row action asked twice: the button, then the question with Yes and No (spec 003 sections 2.12 and 2.13) in
 * the app's one confirmation dialog.
 * `run` returns the success text, handed to `onDone` (the row usually disappears, so the list shows it); a failure
 * stays in the row, led by `failure` (a spec message) when given. `text`, when given, is the button's short visible
 * text and `label` its accessible name (a row that already shows what the button acts on).
 */
export function ConfirmButton(props: {
  label: string;
  text?: string;
  question: string;
  run(): Promise<string | undefined>;
  failure?: string;
  onDone(message?: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const submission = useSubmit();
  const yes = async () => {
    let message: string | undefined;
    const ok = await submission.run(async () => {
      message = await props.run();
      return undefined;
    }, props.failure);
    setAsking(false);
    if (ok) props.onDone(message);
  };
  return (
    <span className="confirm-button">
      <button type="button" aria-label={props.text ? props.label : undefined} onClick={() => setAsking(true)}>
        {props.text ?? props.label}
      </button>
      {asking ? (
        <ConfirmDialog
          title={props.question}
          confirmLabel="Yes"
          cancelLabel="No"
          busy={submission.busy}
          onConfirm={yes}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      <Feedback submission={submission} />
    </span>
  );
}
