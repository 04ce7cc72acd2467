import type { InviteVerify } from '@skiff/sdk';
import {
  type InvitationLink,
  invitationLinkOf,
  invitationTitle,
  stripControlSequences,
  workspaceRoleLabel,
} from '@skiff/sdk/domain';
import { useEffect } from 'react';
import { Feedback } from '../../components/feedback.js';
import { PageHeading } from '../../components/page-heading.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate, useQuery } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { branchesPath, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { InvalidLink } from './invalid-link.js';

type Ref = InviteVerify['workspace'];
const refId = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?._id ?? undefined));
const refName = (ref: Ref) => stripControlSequences(typeof ref === 'string' ? '' : (ref?.name ?? ''));

/** Where an accepted invitation leads: the project's branches for a project invite, else the workspace. */
function destination(workspaceId: string, projectId: string | undefined): string {
  return projectId ? branchesPath(workspaceId, projectId) : projectsPath(workspaceId);
}

/**
 * /invitations?token=&inviteId=&workspaceId= (spec 003 sections 2.3 and 4): verified on load; a 308 goes to the
 * workspace; otherwise who invited the user, which role and where, with Accept and Reject (disabled while working).
 */
export function InvitationPage() {
  const link = invitationLinkOf(useQuery());
  if (!link) return <InvalidLink title="Invitation" />;
  return <VerifiedInvitation link={link} />;
}

function VerifiedInvitation({ link }: { link: InvitationLink }) {
  const { client } = useSession();
  const verified = useResource((signal) => client.invitations.verify(link.token, { signal }), [client, link.token]);
  const submission = useSubmit();
  const result = verified.data;

  useEffect(() => {
    if (result?.kind === 'redirect') navigate(destination(result.workspaceId, result.projectId), { replace: true });
  }, [result]);

  if (verified.error) return <InvalidLink title="Invitation" />;
  if (!result || result.kind === 'redirect') return <p className="loading">Loading…</p>;
  const invitation = result.invitation;
  const workspaceId = refId(invitation.workspace) ?? link.workspaceId ?? '';
  const projectId = refId(invitation.project);
  const where = projectId
    ? `the project ${refName(invitation.project)} of ${refName(invitation.workspace)}`
    : `the workspace ${refName(invitation.workspace)}`;
  const invitedBy = invitation.invitedBy?.rawInfo?.email;

  const accept = () =>
    submission.run(async () => {
      await client.invitations.accept(link.token);
      navigate(destination(workspaceId, projectId));
      return undefined;
    });
  const reject = () =>
    submission.run(async () => {
      await client.invitations.reject(link.token);
      navigate('/workspaces');
      return undefined;
    });

  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title={invitationTitle(invitation.inviteType)} />
      <p>
        {invitedBy ? `${stripControlSequences(invitedBy)} invited you` : 'You are invited'} to join {where} as{' '}
        <strong>{workspaceRoleLabel(stripControlSequences(invitation.role ?? 'DEVELOPER'))}</strong>.
      </p>
      <Feedback submission={submission} />
      <p className="row-actions">
        <button type="button" className="primary" disabled={submission.busy} onClick={accept}>
          Accept
        </button>{' '}
        <button type="button" disabled={submission.busy} onClick={reject}>
          Reject
        </button>{' '}
        <Link to="/workspaces">Back To Home</Link>
      </p>
    </section>
  );
}
