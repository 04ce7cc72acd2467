import {
  type Collaborator,
  canChangeMember,
  type Invitation,
  loadMemberFormContext,
  type MemberFormContext,
  memberCalls,
  memberFormErrors,
  memberMessages,
  memberRequest,
  memberRoleChoiceLabel,
  memberRoleLabel,
  memberRoleOf,
  otherMemberRole,
} from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { command, shellWord } from '../../commands/cli-equivalent.js';
import type { Column } from '../../components/data-table.js';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { useInviteLink } from './use-invite-link.js';

/** A line of the tab: a collaborator, or (for those who manage them) a pending invitation. */
type Row = { kind: 'member'; member: Collaborator } | { kind: 'invitation'; invitation: Invitation };

interface MembersView {
  /** The SDK's members form for this workspace: who manages, the roles offered, who may be changed. */
  form: MemberFormContext;
}

export const WORKSPACE_VIEW_ONLY_MESSAGE = 'Only workspace owners and admins can invite, change roles or remove.';

const emailOf = (row: Row) =>
  cleanLine(row.kind === 'member' ? (row.member.rawInfo?.email ?? row.member.email) : row.invitation.email) || '-';

/** The text the `/` filter searches: the name and the email. */
const searchText = (r: Row) => `${r.kind === 'member' ? cleanLine(r.member.displayName) : ''}\n${emailOf(r)}`;

/** The `skiff members ...` and `skiff invitations ...` commands of the tab (cli/src/commands/members.ts). */
const inWorkspace = (workspace: Named) => ['--workspace', shellWord(workspace.name)];
const memberCommands = {
  invite: (w: Named, email: string, role: string) =>
    command('members', 'invite', shellWord(email), ...inWorkspace(w), '--role', role),
  role: (w: Named, email: string, role: string) =>
    command('members', 'role', shellWord(email), role, ...inWorkspace(w)),
  remove: (w: Named, email: string) => command('members', 'remove', shellWord(email), ...inWorkspace(w), '--yes'),
  cancel: (w: Named, email: string) => command('invitations', 'cancel', shellWord(email), ...inWorkspace(w), '--yes'),
};

/**
 * A workspace's Members tab (spec 001 /members), rendering the SDK's members form model: each collaborator's name,
 * email and role (OWNER, ADMINISTRATOR, DEVELOPER) and, for those who manage collaborators, the pending invitations:
 * `a` invites (email, then the offered roles, Developer by default), `o` switches a member to the other role, `x`
 * removes a member or an invitation after a question; the owner and the user themself cannot be changed. Managers
 * also show (`l`), replace (`N`) or disable (`X`) the workspace's invite link.
 */
export function MembersScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const forms = useActionForms(props.active);
  const { showInfo } = useNotice();
  const inviteLink = useInviteLink(workspace, forms);
  const target = useMemo(() => ({ workspaceId: workspace.id }), [workspace.id]);
  const calls = useMemo(() => memberCalls(client, target), [client, target]);
  const messages = memberMessages('workspace');
  // A window of the members with the server's real total (`/` asks the server when not all is loaded), and under
  // it, for those who manage them, the pending invitations (those matching the search, when there is one).
  const loaded = useServerPages(
    (page, signal) => client.workspaceMembers.list(workspace.id, page, { signal }),
    `members/${workspace.id}`,
    {
      around: async (members, { search, signal }): Promise<{ rows: Row[]; extra: MembersView }> => {
        const call = { signal };
        const form = await loadMemberFormContext(client, target, call);
        const invitations = form.canManage ? ((await calls.invitations?.(call)) ?? []) : [];
        const rows: Row[] = [
          ...members.map((member) => ({ kind: 'member' as const, member })),
          ...invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
        ];
        const wanted = search.trim().toLowerCase();
        const shown = rows.filter(
          (r) => r.kind === 'member' || !wanted || searchText(r).toLowerCase().includes(wanted),
        );
        return { rows: shown, extra: { form } };
      },
    },
  );
  const view = loaded.extra;
  const name = 24;
  const role = 14;
  const status = 8;
  const { flex } = flexWidths(props.width, [name, role, status]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        header: 'Name',
        width: name,
        text: (r) => (r.kind === 'member' ? cleanLine(r.member.displayName) : cleanLine(r.invitation.name)) || '-',
      },
      { header: 'Email', width: flex, text: emailOf },
      {
        header: 'Role',
        width: role,
        text: (r) => cleanLine(memberRoleLabel('workspace', r.kind === 'member' ? r.member.role : r.invitation.role)),
      },
      {
        header: 'Status',
        width: status,
        text: (r) => (r.kind === 'member' ? 'Member' : 'Invited'),
        render: (r) => (
          <Text color={r.kind === 'member' ? theme.text.secondary : theme.tone.warning}>
            {r.kind === 'member' ? 'Member' : 'Invited'}
          </Text>
        ),
      },
    ],
    [flex, theme],
  );
  /** A call whose failure is the spec's failure text followed by the server's. */
  const failing =
    <T,>(call: () => Promise<T>, failed: string) =>
    () =>
      call().catch((error: unknown) => {
        throw new Error(`${failed} ${errorMessage(error)}`);
      });
  const invite = (form: MemberFormContext) =>
    forms.prompt.ask({
      question: `Invite a collaborator to ${workspace.name}`,
      hint: 'Their email',
      validate: (text) => memberFormErrors({ email: text, role: form.defaultRole }, form).email,
      onSubmit: (typed) => {
        const email = typed.trim();
        forms.prompt.ask({
          question: `Role of ${email}`,
          hint: form.roles
            .map((role, i) => `${memberRoleChoiceLabel('workspace', role)}${i === 0 ? ' (Enter)' : ''}`)
            .join(' or '),
          validate: (text) => memberFormErrors({ email, role: memberRoleOf(form, text) }, form).role,
          onSubmit: (text) => {
            const request = memberRequest({ email, role: memberRoleOf(form, text) }, form);
            forms.run(
              memberCommands.invite(workspace, request.email, request.role ?? ''),
              failing(() => calls.invite(request), messages.inviteFailed),
              messages.invited,
              loaded.reload,
            );
          },
        });
      },
    });
  const changeRole = (form: MemberFormContext, member: Collaborator) => {
    const next = otherMemberRole(form, member.role);
    if (!next) return;
    const email = emailOf({ kind: 'member', member });
    forms.run(
      memberCommands.role(workspace, email, next),
      () => calls.changeRole?.(member._id, next) ?? Promise.resolve(),
      `${email} is now ${memberRoleLabel('workspace', next)}.`,
      loaded.reload,
    );
  };
  const remove = (row: Row) => {
    const email = emailOf(row);
    if (row.kind === 'invitation') {
      const id = row.invitation._id ?? '';
      forms.confirm.ask(`Remove the invitation of ${email}?`, () =>
        forms.run(
          memberCommands.cancel(workspace, email),
          failing(() => calls.removeInvitation?.(id) ?? Promise.resolve(), messages.invitationRemoveFailed),
          messages.invitationRemoved,
          loaded.reload,
        ),
      );
      return;
    }
    forms.confirm.ask(`Remove the collaborator ${email} from ${workspace.name}?`, () =>
      forms.run(
        memberCommands.remove(workspace, email),
        failing(() => calls.remove(row.member._id), messages.removeFailed),
        messages.removed,
        loaded.reload,
      ),
    );
  };
  const MINE: Command[] = [
    'addItem',
    'changeRole',
    'removeItem',
    'showInviteLink',
    'refreshInviteLink',
    'deleteInviteLink',
  ];
  const onCommand = (cmd: Command, selected: Row | undefined) => {
    if (!MINE.includes(cmd)) return false;
    if (!view) return true;
    const { form } = view;
    if (!form.canManage) showInfo(WORKSPACE_VIEW_ONLY_MESSAGE);
    else if (cmd === 'addItem') invite(form);
    else if (cmd === 'showInviteLink') inviteLink.show();
    else if (cmd === 'refreshInviteLink') inviteLink.refresh();
    else if (cmd === 'deleteInviteLink') inviteLink.disable();
    else if (!selected) return true;
    else if (selected.kind === 'member' && !canChangeMember(form, selected.member))
      showInfo(`${emailOf(selected)} cannot be changed or removed (the owner, or yourself).`);
    else if (cmd === 'removeItem') remove(selected);
    else if (selected.kind === 'member') changeRole(form, selected.member);
    return true;
  };
  return (
    <ListScreen
      {...props}
      title={`Members of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(r) => (r.kind === 'member' ? r.member._id : `invitation/${r.invitation._id}`)}
      searchText={searchText}
      filterPlaceholder="Search members by name or email"
      isStale={() => false}
      empty="No members."
      scopes={['projectItems', 'workspaceMembers']}
      onCommand={onCommand}
      detail={() =>
        forms.asking ? (
          <ActionForm forms={forms} />
        ) : view && !view.form.canManage ? (
          <Text color={theme.text.secondary}>{WORKSPACE_VIEW_ONLY_MESSAGE}</Text>
        ) : inviteLink.line ? (
          <Box>
            <Text wrap="truncate">{inviteLink.line}</Text>
          </Box>
        ) : null
      }
      detailRows={FORM_ROWS}
    />
  );
}
