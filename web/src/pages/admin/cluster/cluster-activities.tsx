import type { PushMessage } from '@skiff/sdk';
import { useCallback } from 'react';
import { ActivityTimeline } from '../../../components/activity-timeline.js';
import type { ClusterScreen } from './cluster-page.js';

/** Activities (spec 003 sections 2.10 and 7): the cluster's own, asked of the platform by environmentId. */
export function ClusterActivities({ cluster }: ClusterScreen) {
  const concerns = useCallback(
    (message: PushMessage & { kind: 'activity' }) => message.environment === cluster._id,
    [cluster._id],
  );
  return <ActivityTimeline filter={{ environmentId: cluster._id }} concerns={concerns} />;
}
