import { runDeploymentAction, typedConfirmationOf } from '@skiff/sdk';
import {
  APPLICATION_PROTECTED_MESSAGE,
  canDeleteDeployment,
  isDeploymentNotDeployedYet,
  isTaskRunning,
} from '@skiff/sdk/domain';
import { navigate } from '../../router/history.js';
import { type PageProps, projectPath, tagPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { TypedConfirmationForm } from '../application/typed-confirmation-form.js';
import { TagLayout, type TagScreen } from './tag-layout.js';

/**
 * A tag's Danger Zone (spec 002 sections 4 and 5): undeploy and delete (only once undeployed), each confirmed by
 * typing the tag's container image ('Value is not matching!' otherwise).
 */
export function TagDangerZonePage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="danger-zone">
      {(screen) => <DangerZone {...screen} />}
    </TagLayout>
  );
}

function DangerZone({ ids, data }: TagScreen) {
  const { client } = useSession();
  const image = data.containerImage ?? '';
  const protectedTag = data.enableDeletionProtection === true;
  const canUndeploy = !protectedTag && !isDeploymentNotDeployedYet(data) && !isTaskRunning(data.lastActivity?.status);
  return (
    <section aria-labelledby="danger-title">
      <h2 id="danger-title">Danger Zone</h2>
      {protectedTag ? <p className="alert alert-info">{APPLICATION_PROTECTED_MESSAGE}</p> : null}
      <TypedConfirmationForm
        title="Undeploy this tag"
        text="Stops the tag and removes its resources from the cluster. The tag stays and can be deployed again."
        button="Undeploy"
        {...typedConfirmationOf('tag.undeploy', image)}
        enabled={canUndeploy}
        onConfirm={async () => {
          await runDeploymentAction(client, ids, 'deactivate', { wait: false });
          navigate(tagPath({ ...ids }, 'overview'));
          return undefined;
        }}
      />
      <TypedConfirmationForm
        title="Delete this tag"
        text="Only an undeployed tag can be deleted."
        button="Delete"
        {...typedConfirmationOf('tag.delete', image)}
        enabled={canDeleteDeployment(data)}
        onConfirm={async () => {
          await client.deployments.delete(ids);
          navigate(projectPath({ ...ids }, 'deployments/tags'));
          return undefined;
        }}
      />
    </section>
  );
}
