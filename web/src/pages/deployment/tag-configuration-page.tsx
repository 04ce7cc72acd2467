import { APPLICATION_UPDATE_FAILED_MESSAGE, APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ConfigurationForm } from '../application/configuration-form.js';
import { TagLayout, type TagScreen } from './tag-layout.js';
import { savedOrRolledOut } from './tag-saved.js';

/**
 * A tag's Configuration (spec 002 section 7: PATCH .../configuration with roots, replicas, server type, capacity
 * and the tool switches): the application's form without storage and start script, which a tag does not have.
 */
export function TagConfigurationPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="configuration">
      {(screen) => <Configuration key={screen.data._id} {...screen} />}
    </TagLayout>
  );
}

function Configuration({ ids, tag, data, workspace, project }: TagScreen) {
  const { client } = useSession();
  return (
    <section aria-labelledby="configuration-title">
      <h2 id="configuration-title">Configuration</h2>
      <ConfigurationForm
        titleId="configuration-title"
        record={data}
        workspace={workspace}
        projectTypeKey={project?.projectType?.key ?? undefined}
        startScript={false}
        failure={APPLICATION_UPDATE_FAILED_MESSAGE}
        save={async ({ storage: _storage, startAppScript: _script, ...body }) =>
          savedOrRolledOut(await client.deployments.updateConfiguration(ids, body), APPLICATION_UPDATED_MESSAGE)
        }
        onSaved={tag.reload}
      />
    </section>
  );
}
