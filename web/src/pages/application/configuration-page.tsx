import type { ApplicationUpdate } from '@skiff/sdk';
import { APPLICATION_UPDATE_FAILED_MESSAGE, APPLICATION_UPDATED_MESSAGE, DEFAULT_STORAGE_GI } from '@skiff/sdk/domain';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { numberField } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { ConfigurationForm } from './configuration-form.js';

/** Configuration (spec 002 sections 2.8 and 5): roots, server type, resources, storage and the tool switches. */
export function ConfigurationPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="configuration">
      {(screen) => <Configuration key={screen.data._id} {...screen} />}
    </ApplicationLayout>
  );
}

function Configuration({ ids, app, data, workspace, project }: ApplicationScreen) {
  const { client } = useSession();
  const projectTypeKey = project?.projectType?.key ?? undefined;
  return (
    <section aria-labelledby="configuration-title">
      <h2 id="configuration-title">Configuration</h2>
      <ConfigurationForm
        titleId="configuration-title"
        record={data}
        workspace={workspace}
        projectTypeKey={projectTypeKey}
        storage={numberField(data, 'storage') ?? DEFAULT_STORAGE_GI}
        startScript={projectTypeKey?.toLowerCase() === 'nodejs'}
        failure={APPLICATION_UPDATE_FAILED_MESSAGE}
        save={async (body) => {
          await client.applications.update(ids, body as ApplicationUpdate);
          return APPLICATION_UPDATED_MESSAGE;
        }}
        onSaved={app.reload}
      />
    </section>
  );
}
