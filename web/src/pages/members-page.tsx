import { formatDate } from '@skiff/sdk';
import { ErrorAlert } from '../components/error-alert.js';
import { useListQuery } from '../components/list-query.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { useResource } from '../components/use-resource.js';
import { useSession } from '../session/session-context.js';

const PAGE_SIZE = 12;

/** /members (spec 000 section 2, admin only; the guard in app.tsx shows 403 to others): the instance members. */
export function MembersPage() {
  const { client } = useSession();
  const { pageIndex, pageSize, set } = useListQuery(PAGE_SIZE);
  const members = useResource(
    (signal) => client.members.list({ pageIndex, pageSize }, { signal }),
    [client, pageIndex, pageSize],
  );
  return (
    <>
      <PageHeading title="Members" />
      <ErrorAlert error={members.error} />
      <ul className="rows" aria-label="Members" aria-busy={members.loading}>
        {members.data?.items.map((member) => (
          <li key={member._id} className="row">
            <span>
              <strong>{member.displayName ?? member.rawInfo?.email}</strong>{' '}
              <span className="muted">{member.rawInfo?.email}</span>
            </span>
            <span className="muted">
              {member.totalWorkspaces ?? 0} workspaces · since {formatDate(member.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {members.data ? (
        <Pager
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={members.data.total}
          onChange={(p) => set({ pageIndex: p })}
        />
      ) : null}
    </>
  );
}
