import { stripControlSequences, TASK_IN_PROGRESS_FALLBACK } from '@skiff/sdk/domain';
import { useEffect, useId, useRef } from 'react';
import { TaskStatusTag } from './state-tag.js';
import type { FollowedTask } from './use-activity-follow.js';

/** Lines kept on screen; a task's log past this is cut from the top (the full log stays on the server). */
const MAX_LINES_SHOWN = 2000;

/** A running (or just finished) task: its progress bar against the spec's line count, and the log as written. */
export function ActivityLog({ task }: { task: FollowedTask }) {
  const progressId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const count = task.lines.length;
  const total = task.expected;
  const shown = task.lines.slice(-MAX_LINES_SHOWN);

  useEffect(() => {
    const log = logRef.current;
    if (log && count > 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <section className="activity" aria-labelledby={`${progressId}-title`}>
      <h2 id={`${progressId}-title`}>
        {task.action || TASK_IN_PROGRESS_FALLBACK} <TaskStatusTag status={task.status ?? 'IN_PROGRESS'} />
      </h2>
      <div className="progress">
        <label htmlFor={progressId}>Progress</label>
        {total ? <progress id={progressId} max={total} value={Math.min(count, total)} /> : <progress id={progressId} />}
        <span data-testid="progress-count">{total ? `${Math.min(count, total)}/${total}` : `${count} lines`}</span>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <ol className="log" ref={logRef} aria-label="Activity log" tabIndex={0}>
        {shown.map((line, index) => (
          // lines never move once written, so the position is a stable key
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={count - shown.length + index}>{stripControlSequences(line)}</li>
        ))}
      </ol>
    </section>
  );
}
