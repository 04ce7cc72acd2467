import { abortStuckTask } from '@skiff/sdk';
import { canAbortActivity } from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-context.js';
import { Feedback } from './feedback.js';
import { useSubmit } from './use-submit.js';

/** How often a running task is looked at again to see whether it went 5 minutes without update. */
const STUCK_CHECK_INTERVAL_MS = 15_000;

/**
 * Abort Process (spec 002 section 4): offered for a pending or running task not updated for 5 minutes (the SDK's
 * `canAbortActivity`); the SDK's `abortStuckTask` checks again and ends it as ERROR.
 */
export function AbortProcess(props: {
  workspaceId: string;
  activity: { _id?: string | null; status?: string | null; updatedAt?: string | null } | null | undefined;
  onAborted(): void;
}) {
  const { client } = useSession();
  const { activity, onAborted } = props;
  const [now, setNow] = useState(() => Date.now());
  const submission = useSubmit();
  const running = activity?.status === 'PENDING' || activity?.status === 'IN_PROGRESS';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), STUCK_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  const id = activity?._id;
  if (!id || !activity || !canAbortActivity(activity, now)) return <Feedback submission={submission} />;
  const abort = async () => {
    const done = await submission.run(async () => {
      await abortStuckTask(client, props.workspaceId, id);
      return 'The task was aborted.';
    });
    if (done) onAborted();
  };
  return (
    <p>
      <button type="button" className="danger-button" disabled={submission.busy} onClick={abort}>
        Abort Process
      </button>
      <Feedback submission={submission} />
    </p>
  );
}
