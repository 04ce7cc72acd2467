import { APPLICATION_UPDATE_FAILED_MESSAGE, APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { SecurityForm } from '../application/security-form.js';
import { TagLayout, type TagScreen } from './tag-layout.js';
import { savedOrRolledOut } from './tag-saved.js';

/** A tag's Security (spec 002 sections 5 and 7: PATCH .../security): basic auth and the file permission level. */
export function TagSecurityPage({ params }: PageProps) {
  return (
    <TagLayout params={params} section="security">
      {(screen) => <Security key={screen.data._id} {...screen} />}
    </TagLayout>
  );
}

function Security({ ids, tag, data }: TagScreen) {
  const { client } = useSession();
  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      <SecurityForm
        titleId="security-title"
        record={data}
        failure={APPLICATION_UPDATE_FAILED_MESSAGE}
        save={async (body) =>
          savedOrRolledOut(await client.deployments.updateSecurity(ids, body), APPLICATION_UPDATED_MESSAGE)
        }
        onSaved={tag.reload}
      />
    </section>
  );
}
