import { APPLICATION_UPDATE_FAILED_MESSAGE, APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { SecurityForm } from './security-form.js';

/** Security (spec 002 sections 2.8 and 5): the basic-auth lock and the file permission level. */
export function SecurityPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="security">
      {(screen) => <Security key={screen.data._id} {...screen} />}
    </ApplicationLayout>
  );
}

function Security({ ids, app, data }: ApplicationScreen) {
  const { client } = useSession();
  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      <SecurityForm
        titleId="security-title"
        record={data}
        failure={APPLICATION_UPDATE_FAILED_MESSAGE}
        save={async (body) => {
          await client.applications.update(ids, body);
          return APPLICATION_UPDATED_MESSAGE;
        }}
        onSaved={app.reload}
      />
    </section>
  );
}
