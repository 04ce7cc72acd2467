import { NO_WORKSPACE_TEXT, stripControlSequences } from '@skiff/sdk/domain';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { useListQuery } from '../../components/list-query.js';
import { PageHeading } from '../../components/page-heading.js';
import { ListPager } from '../../components/pager.js';
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

/** Cards a page of a member's workspaces (our choice: the spec gives this page no size). */
const MEMBER_WORKSPACES_PAGE_SIZE = 50;

/**
 * /members/{memberId}/workspace (spec 003 section 2.12): the member's workspaces as cards, each opening its projects,
 * a page at a time with the server's total (`page` in the URL; the `email` stays).
 */
export function MemberWorkspacesPage({ params }: PageProps) {
  const { client } = useSession();
  const memberId = params.memberId ?? '';
  const email = stripControlSequences(useQuery().get('email') ?? '') || 'Member';
  const list = useListQuery(MEMBER_WORKSPACES_PAGE_SIZE);
  const { pageIndex, pageSize } = list;
  const workspaces = useResource(
    (signal) => client.members.workspaces(memberId, { pageIndex, pageSize }, { signal }),
    [client, memberId, pageIndex, pageSize],
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
      {workspaces.data && workspaces.data.total > pageSize ? (
        <ListPager list={list} total={workspaces.data.total} />
      ) : null}
    </>
  );
}
