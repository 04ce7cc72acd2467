import { ErrorAlert } from './error-alert.js';
import type { Submission } from './use-submit.js';

/** The outcome of a submission: a polite status on success, an alert on failure. */
export function Feedback({ submission }: { submission: Pick<Submission, 'message' | 'error'> }) {
  return (
    <>
      {submission.message ? (
        <p role="status" className="alert alert-success">
          {submission.message}
        </p>
      ) : null}
      <ErrorAlert error={submission.error} />
    </>
  );
}
