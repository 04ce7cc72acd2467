import { applicationBranch, runApplicationAction } from '@skiff/sdk';
import { useCallback } from 'react';
import { navigate } from '../../router/history.js';
import { applicationPath, branchesPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { LaunchWizard } from '../launch/launch-wizard.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/**
 * `/applications/{a}/launch` (spec 002 section 2.2): "Deploy branch {name}" in the application frame; once the
 * deploy succeeded the user goes to the overview, Cancel goes back to the branch list (spec 001 section 2).
 */
export function LaunchPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="overview" launching>
      {(screen) => <Launch key={screen.data._id} {...screen} />}
    </ApplicationLayout>
  );
}

function Launch({ ids, data, workspace, project }: ApplicationScreen) {
  const { client } = useSession();
  const toOverview = useCallback(() => navigate(applicationPath({ ...ids }, 'overview')), [ids]);
  return (
    <LaunchWizard
      kind="application"
      title={`Deploy branch ${applicationBranch(data)}`}
      record={data}
      workspace={workspace}
      project={project}
      application={data}
      cancelTo={branchesPath(ids.workspaceId, ids.projectId)}
      start={(body) => runApplicationAction(client, ids, 'deploy', { wait: false }, body)}
      onDeployed={toOverview}
    />
  );
}
