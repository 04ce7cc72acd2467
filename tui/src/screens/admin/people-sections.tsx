import type { Member } from '@skiff/sdk';
import {
  administratorTone,
  formatDate,
  instanceRoleLabel,
  isSingleSignOnMember,
  MEMBER_PAGE_SIZES,
} from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import type { ReadPage } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { idOf, SectionList } from './section-list.js';
import { toneColumn } from './tone-column.js';

/** A member's e-mail as the admin screens show it (their id when the platform has none). */
export const emailOf = (m: Member) => cleanLine(m.rawInfo?.email) || m._id;

function usePeopleColumns(width: number, administrators: boolean) {
  const role = 16;
  const count = 10;
  const created = 19;
  const { flex } = flexWidths(width, [role, count, created]);
  return useMemo<Column<Member>[]>(() => {
    const roleText = (m: Member) =>
      `${cleanLine(instanceRoleLabel(m.role))}${isSingleSignOnMember(m) ? ' · Single Sign-on' : ''}`;
    return [
      { header: 'E-mail', width: flex, text: emailOf },
      administrators
        ? toneColumn('Role', role, roleText, (m) => administratorTone(m.role))
        : { header: 'Role', width: role, text: roleText },
      { header: 'Workspaces', width: count, text: (m) => String(m.totalWorkspaces ?? 0) },
      { header: 'Created', width: created, secondary: true, text: (m) => formatDate(m.createdAt) },
    ];
  }, [flex, administrators]);
}

/**
 * Admin > Members (spec 003 section 2.12): Enter opens the member's workspaces, `a` creates a user (the password
 * rule), `x` deletes one.
 */
export function MembersSection(props: ScreenProps) {
  const { client } = useServices();
  const router = useRouter();
  const read: ReadPage<Member> = (page, signal) => client.members.list(page, { signal });
  return (
    <SectionList
      {...props}
      section="members"
      read={read}
      columns={usePeopleColumns(props.width, false)}
      keyOf={idOf}
      nameOf={emailOf}
      filterPlaceholder="Search members by e-mail"
      empty="No members."
      create="member"
      pageSizes={MEMBER_PAGE_SIZES}
      onOpen={(m) => router.open({ name: 'admin', section: 'members', member: { id: m._id, name: emailOf(m) } })}
      deletion={{
        question: (m) => `Delete the account of ${emailOf(m)}?`,
        run: (m) => client.members.delete(m._id),
        done: (m) => `The account of ${emailOf(m)} was deleted.`,
      }}
    />
  );
}

/**
 * Admin > Administrators (spec 003 section 2.12): the instance owner in red, other administrators in orange;
 * `x` takes the administrator role away (the instance owner's cannot be).
 */
export function AdministratorsSection(props: ScreenProps) {
  const { client } = useServices();
  const read: ReadPage<Member> = (page, signal) => client.administrators.list(page, { signal });
  return (
    <SectionList
      {...props}
      section="administrators"
      read={read}
      columns={usePeopleColumns(props.width, true)}
      keyOf={idOf}
      nameOf={emailOf}
      filterPlaceholder="Search administrators by e-mail"
      empty="No administrators."
      pageSizes={MEMBER_PAGE_SIZES}
      deletion={{
        question: (m) => `Take the administrator role away from ${emailOf(m)}? The account stays, as a member.`,
        run: (m) => client.administrators.delete(m._id),
        done: (m) => `${emailOf(m)} is no longer an administrator.`,
      }}
    />
  );
}
