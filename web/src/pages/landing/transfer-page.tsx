import { invitationLinkOf, invitationTitle } from '@skiff/sdk/domain';
import { Feedback } from '../../components/feedback.js';
import { PageHeading } from '../../components/page-heading.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate, useQuery } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { InvalidLink } from './invalid-link.js';

/**
 * /invitations-transfer?token=&inviteId=&workspaceId= (spec 003 sections 2.3 and 4): accepting makes the user the
 * workspace's owner, then goes to it; rejecting (verify-transfer with DECLINED) ends the transfer and goes to
 * /workspaces. Both are disabled while working.
 */
export function TransferPage() {
  const { client } = useSession();
  const link = invitationLinkOf(useQuery());
  const submission = useSubmit();
  const title = invitationTitle('TRANSFER_WORKSPACE');
  if (!link?.inviteId) return <InvalidLink title={title} />;
  const { token, inviteId } = link;
  const accept = () =>
    submission.run(async () => {
      const workspace = await client.invitations.acceptTransfer(inviteId, token);
      navigate(projectsPath(workspace._id ?? link.workspaceId ?? ''));
      return undefined;
    });
  const reject = () =>
    submission.run(async () => {
      await client.invitations.declineTransfer(inviteId, token);
      navigate('/workspaces');
      return undefined;
    });
  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title={title} />
      <p>You are asked to take over a workspace: accepting makes you its owner.</p>
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
