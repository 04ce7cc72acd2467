import type { Collaborator, Invitation } from '@skiff/sdk';
import { Text } from 'ink';
import type { Theme } from '../../app/theme.js';
import type { Column } from '../../components/data-table.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';

/** A line of a members list: a collaborator, or (for those who manage them) a pending invitation. */
export type CollaboratorRow = { kind: 'member'; member: Collaborator } | { kind: 'invitation'; invitation: Invitation };

/** The members first, then the pending invitations. */
export function collaboratorRows(members: Collaborator[], invitations: Invitation[]): CollaboratorRow[] {
  return [
    ...members.map((member) => ({ kind: 'member' as const, member })),
    ...invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
  ];
}

export const rowEmail = (row: CollaboratorRow) =>
  cleanLine(row.kind === 'member' ? (row.member.rawInfo?.email ?? row.member.email) : row.invitation.email) || '-';

export const rowName = (row: CollaboratorRow) =>
  cleanLine(row.kind === 'member' ? row.member.displayName : row.invitation.name) || '-';

/** Name, email, role (as `roleLabel` words it) and Member/Invited, fitted to `width`. */
export function collaboratorColumns(
  width: number,
  roleLabel: (role: string | null | undefined) => string,
  theme: Theme,
): Column<CollaboratorRow>[] {
  const name = 24;
  const role = 14;
  const status = 8;
  const { flex } = flexWidths(width, [name, role, status]);
  const statusOf = (r: CollaboratorRow) => (r.kind === 'member' ? 'Member' : 'Invited');
  return [
    { header: 'Name', width: name, text: rowName },
    { header: 'Email', width: flex, text: rowEmail },
    {
      header: 'Role',
      width: role,
      text: (r) => cleanLine(roleLabel(r.kind === 'member' ? r.member.role : r.invitation.role)),
    },
    {
      header: 'Status',
      width: status,
      text: statusOf,
      render: (r) => <Text color={r.kind === 'member' ? theme.text.secondary : theme.tone.warning}>{statusOf(r)}</Text>,
    },
  ];
}
