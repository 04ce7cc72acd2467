import { APPLICATION_MENU, type ApplicationMenuKey } from '@skiff/sdk';
import type { PageProps } from '../../routes.js';
import { NotFoundPage } from '../not-found-page.js';
import { ApplicationLayout } from './application-layout.js';

/**
 * The application screens the web app does not have yet (code, configuration, domains, logs, members, security,
 * export site): the menu, the access rules and redirects apply; the screen points to the CLI meanwhile.
 */
export function ApplicationSectionPage({ params }: PageProps) {
  const item = APPLICATION_MENU.find((entry) => entry.route === params.section);
  if (!item) return <NotFoundPage />;
  return (
    <ApplicationLayout params={params} section={item.key as ApplicationMenuKey}>
      {() => (
        <section aria-labelledby="section-title">
          <h2 id="section-title">{item.label}</h2>
          <p>
            This screen is not in the web app yet. Use <span className="mono">skiff</span> in a terminal meanwhile.
          </p>
        </section>
      )}
    </ApplicationLayout>
  );
}
