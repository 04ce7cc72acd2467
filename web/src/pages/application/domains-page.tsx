import type { PageProps } from '../../routes.js';
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
  return (
    <section aria-labelledby="domains-title">
      <h2 id="domains-title">Custom Domains</h2>
      <DomainsPanel record={data} workspace={workspace} onChanged={app.reload} target={ids} />
    </section>
  );
}
