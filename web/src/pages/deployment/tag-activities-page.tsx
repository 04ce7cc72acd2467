import { type Activity, type PushMessage, refId } from '@skiff/sdk';
import { useCallback } from 'react';
import { ScannedActivities } from '../../components/scanned-activities.js';
import type { PageProps } from '../../routes.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/** A tag's activities (spec 002 section 2.3), newest first, each with its log on demand. */
export function TagActivitiesPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="activities">
      {(screen) => <Activities {...screen} />}
    </TagLayout>
  );
}

/** Whether an activity is about the tag: the platform names it in the activity's `deployment`. */
export function isActivityOfTag(activity: Activity, deploymentId: string): boolean {
  return refId(activity.deployment) === deploymentId;
}

function Activities({ ids }: TagScreen) {
  const { deploymentId } = ids;
  const keep = useCallback((a: Activity) => isActivityOfTag(a, deploymentId), [deploymentId]);
  const concerns = useCallback(
    (m: PushMessage & { kind: 'activity' }) => m.deployment === deploymentId,
    [deploymentId],
  );
  return (
    <section aria-labelledby="activities-title">
      <h2 id="activities-title">Activities</h2>
      <ScannedActivities keep={keep} concerns={concerns} />
    </section>
  );
}
