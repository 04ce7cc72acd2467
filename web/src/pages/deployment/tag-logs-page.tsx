import { ActivityLog } from '../../components/activity-log.js';
import { useActivityFollow } from '../../components/use-activity-follow.js';
import type { PageProps } from '../../routes.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/**
 * A tag's Logs (spec 002 section 2.3 lists the screen without content). The contract has no HTTP log call for a
 * tag (an application's is `.../http-logs`), so ours shows the log of the tag's newest task, live while it runs,
 * with the progress bar; older tasks' logs are on Activities.
 */
export function TagLogsPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="logs">
      {(screen) => <Logs {...screen} />}
    </TagLayout>
  );
}

function Logs({ tag, data }: TagScreen) {
  const last = data.lastActivity;
  const task = useActivityFollow(last?._id ? { id: last._id, action: last.action ?? '' } : undefined, tag.reload);
  return (
    <section aria-labelledby="logs-title">
      <h2 id="logs-title">Logs</h2>
      {task ? <ActivityLog task={task} /> : <p>This tag has no task log yet.</p>}
    </section>
  );
}
