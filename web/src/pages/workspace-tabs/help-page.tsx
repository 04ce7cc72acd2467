import { HELPDESK_SECRETS_WARNING } from '@skiff/sdk/domain';
import type { PageProps } from '../../routes.js';
import { SUPPORT_CONTACT_URL } from '../extend-application-page.js';
import { WorkspaceTabPage } from './workspace-tab-page.js';

/**
 * /workspaces/{w}/help (spec 001 section 2): the helpdesk. The spec shows neither the ticket fields nor the calls and
 * the contract has no helpdesk path, so this page says where to ask for help and warns about secrets; it lists no
 * tickets.
 */
export function WorkspaceHelpPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  return (
    <WorkspaceTabPage workspaceId={workspaceId} tab="help" label="Help">
      {(workspace) => (
        <section aria-label="Helpdesk">
          <p role="note" className="alert alert-info">
            {HELPDESK_SECRETS_WARNING}
          </p>
          <p>
            Ask the support team about {workspace.name}:{' '}
            <a href={`${SUPPORT_CONTACT_URL}?subject=${encodeURIComponent(`Workspace ${workspace.name}`)}`}>
              Contact support
            </a>
          </p>
        </section>
      )}
    </WorkspaceTabPage>
  );
}
