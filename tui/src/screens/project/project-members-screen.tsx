import type { Collaborator } from '@skiff/sdk';
import {
  COLLABORATOR_REMOVE_FAILED_MESSAGE,
  COLLABORATOR_REMOVED_MESSAGE,
  canChangeProjectCollaborator,
  DEFAULT_PROJECT_INVITE_ROLE,
  emailFieldError,
  INVITATION_REMOVE_FAILED_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  INVITE_FAILED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
  isProjectOwner,
  PROJECT_INVITE_ROLES,
  type ProjectInviteRole,
  projectRoleLabel,
} from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useMemo } from 'react';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { QUESTION_ROWS, useQuestions } from '../../hooks/use-questions.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { collect } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import {
  type CollaboratorRow,
  collaboratorColumns,
  collaboratorRows,
  rowEmail,
  rowName,
  typedRole,
} from './collaborator-rows.js';
import { projectCommands } from './project-commands.js';

interface MembersView {
  /** Project admins invite, change roles and remove (spec 002 section 6); others see the list only. */
  canManage: boolean;
  userId: string;
}

/** Our wording for the role field (the spec gives the two choices, not a message). */
export const INVITE_ROLE_MESSAGE = 'Role must be Maintainer or Developer';
const roleOf = (text: string) => typedRole(text, PROJECT_INVITE_ROLES, projectRoleLabel, DEFAULT_PROJECT_INVITE_ROLE);

/** The text the `/` filter searches: the name and the email. */
const searchText = (r: CollaboratorRow) => `${rowName(r)}\n${rowEmail(r)}`;

export const VIEW_ONLY_MESSAGE = 'Only project admins can invite, change roles or remove collaborators.';

/**
 * A project's collaborators (spec 002 section 2.7) with Owner, Maintainer or Developer, and for project admins the
 * pending invitations below them: `a` invites (email, then role: Maintainer by default or Developer), `o` switches
 * the selected member between Maintainer and Developer, `x` removes a member or an invitation after a question.
 * The owner and the user themself cannot be changed.
 */
export function ProjectMembersScreen({
  workspace,
  project,
  ...props
}: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const theme = useTheme();
  const questions = useQuestions(props.active);
  const { confirm, prompt } = questions;
  const path = { workspace, project };
  // A window of the collaborators with the server's real total (`/` asks the server when not all is loaded), and
  // under it, for project admins, the pending invitations (those matching the search, when there is one).
  const loaded = useServerPages(
    (page, signal) => client.projectSettings.members(workspace.id, project.id, page, { signal }),
    `project-members/${workspace.id}/${project.id}`,
    {
      around: async (members, { search, signal }): Promise<{ rows: CollaboratorRow[]; extra: MembersView }> => {
        const call = { signal };
        const [user, ws, pr] = await Promise.all([
          client.users.profile(call),
          client.workspaces.get(workspace.id, call),
          client.projects.get(workspace.id, project.id, call),
        ]);
        const me = { _id: user._id ?? '', role: user.role };
        const canManage = Boolean(me._id) && isProjectOwner(me, ws, pr);
        const invitations = canManage
          ? await collect(client.invitations.listForProject(workspace.id, project.id, call))
          : [];
        const wanted = search.trim().toLowerCase();
        const rows = collaboratorRows(members, invitations).filter(
          (r) => r.kind === 'member' || !wanted || searchText(r).toLowerCase().includes(wanted),
        );
        return { rows, extra: { canManage, userId: me._id } };
      },
    },
  );
  const view = loaded.extra;
  const columns = useMemo(() => collaboratorColumns(props.width, projectRoleLabel, theme), [props.width, theme]);

  const done = (text: string) => () => {
    showInfo(text);
    loaded.reload();
  };
  const failed = (text: string) => (error: unknown) => showError(`${text} ${errorMessage(error)}`);
  const invite = () =>
    prompt.ask({
      question: `Invite a collaborator to ${project.name}`,
      hint: 'Their email',
      validate: emailFieldError,
      onSubmit: (typed) => {
        const email = typed.trim();
        prompt.ask({
          question: `Role of ${email}`,
          hint: 'Maintainer (Enter) or Developer',
          validate: (text) => (roleOf(text) ? undefined : INVITE_ROLE_MESSAGE),
          onSubmit: (text) => {
            const chosen = roleOf(text) ?? DEFAULT_PROJECT_INVITE_ROLE;
            showAction(projectCommands.invite(path, email, chosen));
            client.invitations
              .inviteToProject(workspace.id, project.id, { email, role: chosen })
              .then(done(INVITE_SUCCESS_MESSAGE), failed(INVITE_FAILED_MESSAGE));
          },
        });
      },
    });
  const changeRole = (member: Collaborator) => {
    const next: ProjectInviteRole =
      member.role?.toUpperCase() === 'PROJECT_MAINTAINER' ? 'PROJECT_DEVELOPER' : 'PROJECT_MAINTAINER';
    const email = rowEmail({ kind: 'member', member });
    showAction(projectCommands.changeRole(path, email, next));
    client.projectSettings
      .updateMember(workspace.id, project.id, member._id, next)
      .then(done(`${email} is now ${projectRoleLabel(next)}.`), showError);
  };
  const remove = (row: CollaboratorRow) => {
    const email = rowEmail(row);
    if (row.kind === 'invitation') {
      const id = row.invitation._id ?? '';
      confirm.ask(`Remove the invitation of ${email}?`, () => {
        showAction(projectCommands.cancelInvitation(path, email));
        client.invitations
          .deleteFromProject(workspace.id, project.id, id)
          .then(done(INVITATION_REMOVED_MESSAGE), failed(INVITATION_REMOVE_FAILED_MESSAGE));
      });
      return;
    }
    confirm.ask(`Remove the collaborator ${email} from ${project.name}?`, () => {
      showAction(projectCommands.removeMember(path, email));
      client.projectSettings
        .removeMember(workspace.id, project.id, row.member._id)
        .then(done(COLLABORATOR_REMOVED_MESSAGE), failed(COLLABORATOR_REMOVE_FAILED_MESSAGE));
    });
  };
  const onCommand = (command: Command, selected: CollaboratorRow | undefined) => {
    if (command !== 'addItem' && command !== 'changeRole' && command !== 'removeItem') return false;
    if (!view) return true;
    if (!view.canManage) showInfo(VIEW_ONLY_MESSAGE);
    else if (command === 'addItem') invite();
    else if (!selected) return true;
    else if (selected.kind === 'member' && !canChangeProjectCollaborator({ _id: view.userId }, selected.member))
      showInfo(`${rowEmail(selected)} cannot be changed or removed (the owner, or yourself).`);
    else if (command === 'removeItem') remove(selected);
    else if (selected.kind === 'member') changeRole(selected.member);
    else showInfo('An invitation keeps its role: remove it and invite again.');
    return true;
  };

  return (
    <ListScreen
      {...props}
      title={`Members of ${project.name}`}
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
        questions.shown ??
        (view && !view.canManage ? <Text color={theme.text.secondary}>{VIEW_ONLY_MESSAGE}</Text> : null)
      }
      detailRows={QUESTION_ROWS}
    />
  );
}
