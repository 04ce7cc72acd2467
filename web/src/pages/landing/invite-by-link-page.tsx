import {
  LEGACY_INVITE_ROLE,
  LEGACY_INVITE_TITLE,
  LEGACY_INVITE_TOKEN_KEY,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { type PageProps, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { NotFoundPage } from '../not-found-page.js';

/** /workspaces/invite/{token}, the shareable invite link: keeps the token for /inviteByLink and goes there. */
export function InviteLinkPage({ params }: PageProps) {
  useEffect(() => {
    if (params.token) window.localStorage.setItem(LEGACY_INVITE_TOKEN_KEY, params.token);
    navigate('/inviteByLink', { replace: true });
  }, [params.token]);
  return null;
}

/**
 * /inviteByLink (spec 003 section 2.4): reads the invite token from localStorage (cleared on leaving); without one,
 * the 404 page; otherwise "Invite To Workspace" as DEVELOPER of the named workspace, with Accept and Decline.
 */
export function InviteByLinkPage() {
  const [token] = useState(() => window.localStorage.getItem(LEGACY_INVITE_TOKEN_KEY) ?? '');
  useEffect(() => () => window.localStorage.removeItem(LEGACY_INVITE_TOKEN_KEY), []);
  return token ? <TokenInvite token={token} /> : <NotFoundPage />;
}

function TokenInvite({ token }: { token: string }) {
  const { client } = useSession();
  const invite = useResource((signal) => client.invitations.tokenDetail(token, { signal }), [client, token]);
  const submission = useSubmit();
  const name = stripControlSequences(invite.data?.workspace.name ?? '');
  const accept = () =>
    submission.run(async () => {
      const workspace = await client.invitations.joinByToken(token);
      navigate(projectsPath(workspace._id));
      return undefined;
    });
  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title={LEGACY_INVITE_TITLE} />
      <ErrorAlert error={invite.error ?? submission.error} />
      {invite.data ? (
        <>
          <p>
            You are invited to be <strong>{LEGACY_INVITE_ROLE}</strong> of the workspace <strong>{name}</strong>.
          </p>
          <p className="row-actions">
            <button type="button" className="primary" disabled={submission.busy} onClick={accept}>
              Accept
            </button>{' '}
            <button type="button" disabled={submission.busy} onClick={() => navigate('/workspaces')}>
              Decline
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
