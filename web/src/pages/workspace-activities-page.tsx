import type { PushMessage } from '@skiff/sdk';
import { useCallback } from 'react';
import { ActivityTimeline } from '../components/activity-timeline.js';
import { ErrorAlert } from '../components/error-alert.js';
import { useResource } from '../components/use-resource.js';
import { WorkspaceTabHeading } from '../components/workspace-tab-heading.js';
import type { PageProps } from '../routes.js';
import { useSession } from '../session/session-context.js';

/** A workspace's Activities tab (spec 001 section 2): its timeline, 12 per page, with Load More and a refresh. */
export function WorkspaceActivitiesPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const concerns = useCallback(
    (message: PushMessage & { kind: 'activity' }) => message.workspace === workspaceId,
    [workspaceId],
  );
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Activities" />
      <ErrorAlert error={workspace.error} />
      {workspace.data ? <ActivityTimeline filter={{ workspaceId }} concerns={concerns} /> : null}
    </>
  );
}
