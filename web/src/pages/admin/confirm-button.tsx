import { useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';

/**
 * A row action asked twice: the button, then the question with Yes and No (spec 003 sections 2.12 and 2.13).
 * `run` returns the success text; `failure` (a spec message) leads the server's text on failure.
 */
export function ConfirmButton(props: {
  label: string;
  question: string;
  run(): Promise<string | undefined>;
  failure?: string;
  onDone(): void;
}) {
  const [asking, setAsking] = useState(false);
  const submission = useSubmit();
  const yes = async () => {
    const ok = await submission.run(props.run, props.failure);
    setAsking(false);
    if (ok) props.onDone();
  };
  return (
    <span className="confirm-button">
      {asking ? (
        <span>
          {props.question}{' '}
          <button type="button" className="danger-button" disabled={submission.busy} onClick={yes}>
            Yes
          </button>{' '}
          <button type="button" onClick={() => setAsking(false)}>
            No
          </button>
        </span>
      ) : (
        <button type="button" onClick={() => setAsking(true)}>
          {props.label}
        </button>
      )}
      <Feedback submission={submission} />
    </span>
  );
}
