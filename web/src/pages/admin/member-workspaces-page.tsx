import { NO_WORKSPACE_TEXT, stripControlSequences } from '@skiff/sdk/domain';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { UploadedImage } from '../../components/uploaded-image.js';
import { useResource } from '../../components/use-resource.js';
import { useQuery } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { type PageProps, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { text } from './data-table.js';

/** The link to a member's workspaces; the e-mail rides along for the breadcrumb (there is no member lookup call). */
export function memberWorkspacesPath(memberId: string, email: string | null | undefined): string {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  return `/members/${encodeURIComponent(memberId)}/workspace${query}`;
}

/** /members/{memberId}/workspace (spec 003 section 2.12): the member's workspaces as cards, each opening its projects. */
export function MemberWorkspacesPage({ params }: PageProps) {
  const { client } = useSession();
  const memberId = params.memberId ?? '';
  const email = stripControlSequences(useQuery().get('email') ?? '') || 'Member';
  const workspaces = useResource(
    (signal) => client.members.workspaces(memberId, { pageSize: 50 }, { signal }),
    [client, memberId],
  );
  return (
    <>
      <Breadcrumb items={[{ label: 'Members', to: '/members' }, { label: email }]} />
      <PageHeading title={`${email}: workspaces`}>{email}</PageHeading>
      <ErrorAlert error={workspaces.error} />
      <ul className="cards" aria-label="Workspaces" aria-busy={workspaces.loading}>
        {workspaces.data?.items.map((w) => (
          <li key={w._id} className="card">
            <div className="card-head">
              {/* Spec 003 section 3: the member workspace card has the logo; decorative beside the name. */}
              <UploadedImage reference={w.logo} alt="" size={32} fallback={null} />
              <h2>
                <Link to={projectsPath(w._id)}>{text(w.name)}</Link>
              </h2>
            </div>
            <p>{text(w.description)}</p>
          </li>
        ))}
      </ul>
      {workspaces.data?.items.length === 0 ? <p className="empty">{NO_WORKSPACE_TEXT}</p> : null}
    </>
  );
}
