import { type Application, applicationBranch, runApplicationAction, typedConfirmationOf } from '@skiff/sdk';
import {
  APPLICATION_PROTECTED_MESSAGE,
  availableApplicationActions,
  canDeleteApplication,
  displayedApplicationState,
} from '@skiff/sdk/domain';
import { navigate } from '../../router/history.js';
import { applicationPath, branchesPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { TypedConfirmationForm } from './typed-confirmation-form.js';

/** Danger Zone (spec 002 sections 2.8 and 5): undeploy and delete, each confirmed by typing `branch/{name}`. */
export function DangerZonePage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="danger-zone">
      {(screen) => <DangerZone {...screen} />}
    </ApplicationLayout>
  );
}

function DangerZone({ ids, data }: ApplicationScreen) {
  const { client } = useSession();
  const branch = applicationBranch(data);
  const protectedApp = data.enableDeletionProtection === true;
  const canUndeploy =
    !protectedApp && availableApplicationActions(displayedApplicationState(data).label).includes('undeploy');
  return (
    <section aria-labelledby="danger-title">
      <h2 id="danger-title">Danger Zone</h2>
      {protectedApp ? <p className="alert alert-info">{APPLICATION_PROTECTED_MESSAGE}</p> : null}
      <TypedConfirmationForm
        title="Undeploy this application"
        text="Stops the application and removes its resources from the cluster. The branch stays and can be deployed again."
        button="Undeploy"
        {...typedConfirmationOf('application.undeploy', branch)}
        enabled={canUndeploy}
        onConfirm={async () => {
          await runApplicationAction(client, ids, 'undeploy', { wait: false });
          navigate(applicationPath({ ...ids }, 'overview'));
          return undefined;
        }}
      />
      <TypedConfirmationForm
        title="Delete this application"
        text="Only an application that was never deployed, or was undeployed, can be deleted."
        button="Delete"
        {...typedConfirmationOf('application.delete', branch)}
        enabled={canDeleteApplication(data as Application)}
        onConfirm={async () => {
          await client.applications.delete(ids);
          navigate(branchesPath(ids.workspaceId, ids.projectId));
          return undefined;
        }}
      />
    </section>
  );
}
