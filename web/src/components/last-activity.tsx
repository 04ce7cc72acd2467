import { formatDate } from '@skiff/sdk/domain';
import { TaskStatusTag } from './state-tag.js';

/** A record's last activity as facts show it: action, status and when, or 'None'. */
export function LastActivity({
  last,
}: {
  last:
    | { action?: string | null; status?: string | null; updatedAt?: string | null; createdAt?: string | null }
    | null
    | undefined;
}) {
  if (!last?.action) return <>None</>;
  return (
    <>
      {last.action} <TaskStatusTag status={last.status} /> {formatDate(last.updatedAt ?? last.createdAt)}
    </>
  );
}
