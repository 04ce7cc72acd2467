import { type Activity, type PushMessage, refId } from '@skiff/sdk';
import { useCallback, useMemo } from 'react';
import { ScannedActivities } from '../../components/scanned-activities.js';
import type { PageProps } from '../../routes.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';

/**
 * A project's Activities tab (spec 002 section 2.1): the workspace's newest activities that belong to this project
 * (the platform filters by workspace, not by project), 12 more per Load more, live through push.
 */
export function ProjectActivitiesPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId } = context;
  const filter = useMemo(() => ({ workspaceId }), [workspaceId]);
  const keep = useCallback((a: Activity) => refId(a.project) === projectId, [projectId]);
  const concerns = useCallback((m: PushMessage & { kind: 'activity' }) => m.project === projectId, [projectId]);
  return (
    <ProjectFrame context={context} current="activities">
      <h2>Activities</h2>
      <ScannedActivities filter={filter} keep={keep} concerns={concerns} />
    </ProjectFrame>
  );
}
