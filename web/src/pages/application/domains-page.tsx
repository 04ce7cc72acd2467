import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { DomainsPanel } from './domains-panel.js';

/** Custom Domains (spec 002 sections 2.8, 5 and 6): the domains, add one (certificate optional), force HTTPS. */
export function DomainsPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="domains">
      {(screen) => <Domains {...screen} />}
    </ApplicationLayout>
  );
}

function Domains({ ids, app, data, workspace }: ApplicationScreen) {
  const { client } = useSession();
  return (
    <section aria-labelledby="domains-title">
      <h2 id="domains-title">Custom Domains</h2>
      <DomainsPanel
        record={data}
        workspace={workspace}
        onChanged={app.reload}
        calls={{
          forceHttps: (on) => client.applications.forceHttps(ids, on),
          add: (input) => client.applications.domains.add(ids, input),
          remove: (row) => client.domains.delete(ids.workspaceId, row._id ?? ''),
        }}
      />
    </section>
  );
}
