import type { AssignableWorkspaceRole, Collaborator, Invitation } from '@skiff/sdk';
import {
  ASSIGNABLE_WORKSPACE_ROLES,
  canChangeCollaborator,
  canManageCollaborators,
  DEFAULT_INVITE_ROLE,
  emailFieldError,
  INVITATION_REMOVE_FAILED_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  INVITE_FAILED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE,
  WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
  workspaceRoleLabel,
} from '@skiff/sdk/domain';
import { Text } from 'ink';
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
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** A line of the tab: a collaborator, or (for those who manage them) a pending invitation. */
type Row = { kind: 'member'; member: Collaborator } | { kind: 'invitation'; invitation: Invitation };

interface MembersView {
  /** Spec 001 section 6: instance admins and workspace owners or admins manage; others see the list only. */
  canManage: boolean;
  userId: string;
}

/** Our wording for the role field (the spec gives the two choices, not a message). */
export const WORKSPACE_INVITE_ROLE_MESSAGE = 'Role must be Administrator or Developer';
export const WORKSPACE_VIEW_ONLY_MESSAGE = 'Only workspace owners and admins can invite, change roles or remove.';

const emailOf = (row: Row) =>
  cleanLine(row.kind === 'member' ? (row.member.rawInfo?.email ?? row.member.email) : row.invitation.email) || '-';

/** The text the `/` filter searches: the name and the email. */
const searchText = (r: Row) => `${r.kind === 'member' ? cleanLine(r.member.displayName) : ''}\n${emailOf(r)}`;

/** The role typed in the invite form: empty is the default (Developer), else the first letters of a label. */
function typedRole(text: string): AssignableWorkspaceRole | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return DEFAULT_INVITE_ROLE;
  return ASSIGNABLE_WORKSPACE_ROLES.find((role) => workspaceRoleLabel(role).toLowerCase().startsWith(typed));
}

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
 * A workspace's Members tab (spec 001 /members): each collaborator's name, email and role (OWNER, ADMINISTRATOR,
 * DEVELOPER) and, for those who manage collaborators, the pending invitations: `a` invites (email, then
 * Administrator or Developer, Developer by default), `o` switches a member between Administrator and Developer,
 * `x` removes a member or an invitation after a question. The owner and the user themself cannot be changed.
 */
export function MembersScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const forms = useActionForms(props.active);
  const { showInfo } = useNotice();
  // A window of the members with the server's real total (`/` asks the server when not all is loaded), and under
  // it, for those who manage them, the pending invitations (those matching the search, when there is one).
  const loaded = useServerPages(
    (page, signal) => client.workspaceMembers.list(workspace.id, page, { signal }),
    `members/${workspace.id}`,
    {
      around: async (members, { search, signal }): Promise<{ rows: Row[]; extra: MembersView }> => {
        const call = { signal };
        const [user, ws] = await Promise.all([client.users.profile(call), client.workspaces.get(workspace.id, call)]);
        const me = { _id: user._id ?? '', role: user.role };
        const canManage = Boolean(me._id) && canManageCollaborators(me, ws);
        const invitations = canManage ? await collect(client.invitations.listForWorkspace(workspace.id, call)) : [];
        const rows: Row[] = [
          ...members.map((member) => ({ kind: 'member' as const, member })),
          ...invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
        ];
        const wanted = search.trim().toLowerCase();
        const shown = rows.filter(
          (r) => r.kind === 'member' || !wanted || searchText(r).toLowerCase().includes(wanted),
        );
        return { rows: shown, extra: { canManage, userId: me._id } };
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
        text: (r) => cleanLine(workspaceRoleLabel(r.kind === 'member' ? r.member.role : r.invitation.role)),
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
  const invite = () =>
    forms.prompt.ask({
      question: `Invite a collaborator to ${workspace.name}`,
      hint: 'Their email',
      validate: emailFieldError,
      onSubmit: (typed) => {
        const email = typed.trim();
        forms.prompt.ask({
          question: `Role of ${email}`,
          hint: 'Developer (Enter) or Administrator',
          validate: (text) => (typedRole(text) ? undefined : WORKSPACE_INVITE_ROLE_MESSAGE),
          onSubmit: (text) => {
            const chosen = typedRole(text) ?? DEFAULT_INVITE_ROLE;
            forms.run(
              memberCommands.invite(workspace, email, chosen),
              failing(
                () => client.invitations.inviteToWorkspace(workspace.id, { email, role: chosen }),
                INVITE_FAILED_MESSAGE,
              ),
              INVITE_SUCCESS_MESSAGE,
              loaded.reload,
            );
          },
        });
      },
    });
  const changeRole = (member: Collaborator) => {
    const next: AssignableWorkspaceRole =
      member.role?.toUpperCase() === 'WORKSPACE_ADMIN' ? 'DEVELOPER' : 'WORKSPACE_ADMIN';
    const email = emailOf({ kind: 'member', member });
    forms.run(
      memberCommands.role(workspace, email, next),
      () => client.workspaceMembers.updateRole(workspace.id, member._id, next),
      `${email} is now ${workspaceRoleLabel(next)}.`,
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
          failing(() => client.invitations.deleteFromWorkspace(workspace.id, id), INVITATION_REMOVE_FAILED_MESSAGE),
          INVITATION_REMOVED_MESSAGE,
          loaded.reload,
        ),
      );
      return;
    }
    forms.confirm.ask(`Remove the collaborator ${email} from ${workspace.name}?`, () =>
      forms.run(
        memberCommands.remove(workspace, email),
        failing(
          () => client.workspaceMembers.remove(workspace.id, row.member._id),
          WORKSPACE_COLLABORATOR_REMOVE_FAILED_MESSAGE,
        ),
        WORKSPACE_COLLABORATOR_REMOVED_MESSAGE,
        loaded.reload,
      ),
    );
  };
  const onCommand = (cmd: Command, selected: Row | undefined) => {
    if (cmd !== 'addItem' && cmd !== 'changeRole' && cmd !== 'removeItem') return false;
    if (!view) return true;
    if (!view.canManage) showInfo(WORKSPACE_VIEW_ONLY_MESSAGE);
    else if (cmd === 'addItem') invite();
    else if (!selected) return true;
    else if (
      selected.kind === 'member' &&
      !canChangeCollaborator({ _id: view.userId }, { userId: selected.member._id, role: selected.member.role })
    )
      showInfo(`${emailOf(selected)} cannot be changed or removed (the owner, or yourself).`);
    else if (cmd === 'removeItem') remove(selected);
    else if (selected.kind === 'member') changeRole(selected.member);
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
      scopes={['projectItems']}
      onCommand={onCommand}
      detail={() =>
        forms.asking ? (
          <ActionForm forms={forms} />
        ) : view && !view.canManage ? (
          <Text color={theme.text.secondary}>{WORKSPACE_VIEW_ONLY_MESSAGE}</Text>
        ) : null
      }
      detailRows={FORM_ROWS}
    />
  );
}
