import { IMPORT_SIZE_WARNING, IMPORTABLE_PLATFORM, OTHER_PLATFORM_SITES } from '@skiff/sdk/domain';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';
import { type PageProps, projectsPath, workspacePath } from '../../routes.js';

/** Where Contact Us leads (the spec shows the button, not its target; ours). */
const CONTACT_URL = 'mailto:support@skiff.dev';

/**
 * /workspaces/{w}/import (spec 003 section 2.8): the platform cards. Pantheon imports; other platforms get Contact
 * Us; the Platform.sh card is hidden, so it is not listed at all.
 */
export function ImportPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: 'Projects', to: projectsPath(workspaceId) },
          { label: 'Import site' },
        ]}
      />
      <PageHeading title="Import site" />
      <p className="alert alert-info">{IMPORT_SIZE_WARNING}</p>
      <ul className="cards" aria-label="Platforms">
        <li className="card">
          <h2>Pantheon</h2>
          <p>Import a Drupal or WordPress site from Pantheon.</p>
          <Link to={workspacePath(workspaceId, `import/${IMPORTABLE_PLATFORM}`)}>Import</Link>
        </li>
        <li className="card">
          <h2>Other platforms</h2>
          <ul>
            {OTHER_PLATFORM_SITES.map((site) => (
              <li key={site}>{site}</li>
            ))}
          </ul>
          <a href={CONTACT_URL}>Contact Us</a>
        </li>
      </ul>
    </>
  );
}
