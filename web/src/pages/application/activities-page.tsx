import { type Activity, refId } from '@skiff/sdk';
import { useCallback } from 'react';
import { ScannedActivities } from '../../components/scanned-activities.js';
import type { PageProps } from '../../routes.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/** An application's activities (spec 002 section 2.2), newest first, each with its log on demand. */
export function ActivitiesPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="activities">
      {(screen) => <Activities {...screen} />}
    </ApplicationLayout>
  );
}

function Activities({ ids }: ApplicationScreen) {
  const keep = useCallback((a: Activity) => refId(a.application) === ids.applicationId, [ids.applicationId]);
  const concerns = useCallback((m: { application?: string | null }) => m.application === ids.applicationId, [ids]);
  return (
    <section aria-labelledby="activities-title">
      <h2 id="activities-title">Activities</h2>
      <ScannedActivities applicationId={ids.applicationId} keep={keep} concerns={concerns} />
    </section>
  );
}
