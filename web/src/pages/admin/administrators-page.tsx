import type { Member } from '@skiff/sdk';
import {
  administratorTone,
  formatDate,
  instanceRoleLabel,
  isSingleSignOnMember,
  MEMBER_PAGE_SIZES,
} from '@skiff/sdk/domain';
import { Tag } from '../../components/state-tag.js';
import { Link } from '../../router/link.js';
import { useSession } from '../../session/session-context.js';
import { AdminList } from './admin-list.js';
import { ConfirmButton } from './confirm-button.js';
import { type Column, text } from './data-table.js';
import { memberWorkspacesPath } from './member-workspaces-page.js';
import { MembersTabs } from './members-tabs.js';

/** /members/administrators (spec 003 section 2.12): the instance owner in red, administrators in orange. */
export function AdministratorsPage() {
  const { client } = useSession();
  const columns = (done: (message?: string) => void): readonly Column<Member>[] => [
    {
      header: 'Email',
      cell: (m) => <Link to={memberWorkspacesPath(m._id, m.rawInfo?.email)}>{text(m.rawInfo?.email)}</Link>,
    },
    { header: 'Name', cell: (m) => text(m.displayName) },
    { header: 'Role', cell: (m) => <Tag tone={administratorTone(m.role)}>{instanceRoleLabel(m.role)}</Tag> },
    { header: 'Sign-in', cell: (m) => (isSingleSignOnMember(m) ? 'Single Sign-on' : 'Password') },
    { header: 'Created', cell: (m) => formatDate(m.createdAt) },
    {
      header: 'Action',
      cell: (m) =>
        m.role === 'INSTANCE_OWNER' ? null : (
          <ConfirmButton
            label={`Remove ${text(m.rawInfo?.email)}`}
            question={`Remove the administrator role of ${text(m.rawInfo?.email)}?`}
            run={async () => {
              await client.administrators.delete(m._id);
              return `${text(m.rawInfo?.email)} is no longer an administrator.`;
            }}
            onDone={done}
          />
        ),
    },
  ];
  return (
    <>
      <MembersTabs current="/members/administrators" />
      <AdminList
        caption="Administrators"
        sizes={MEMBER_PAGE_SIZES}
        search={{ label: 'Search administrators', placeholder: 'Search by email' }}
        load={(params, signal) => client.administrators.list(params, { signal })}
        columns={columns}
        rowKey={(m) => m._id}
      />
    </>
  );
}
