import {
  type Collaborator,
  canChangeMember,
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
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { type CollaboratorRow, collaboratorColumns, collaboratorRows, rowEmail, rowName } from './collaborator-rows.js';
import { projectCommands } from './project-commands.js';

interface MembersView {
  /** The SDK's members form for this project: who manages (its admins, spec 002 section 6), the roles offered. */
  form: MemberFormContext;
}

const roleLabel = (role: string | null | undefined) => memberRoleLabel('project', role);

/** The text the `/` filter searches: the name and the email. */
const searchText = (r: CollaboratorRow) => `${rowName(r)}\n${rowEmail(r)}`;

export const VIEW_ONLY_MESSAGE = 'Only project admins can invite, change roles or remove collaborators.';

/**
 * A project's collaborators (spec 002 section 2.7) with Owner, Maintainer or Developer, and for project admins the
 * pending invitations below them, rendering the SDK's members form model (its rules, roles, request, calls and
 * messages, as the workspace Members tab and `skiff members ... --project`): `a` invites (email, then role:
 * Maintainer by default or Developer), `o` switches the selected member between Maintainer and Developer, `x`
 * removes a member or an invitation after a question. The owner and the user themself cannot be changed.
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
  const target = useMemo(() => ({ workspaceId: workspace.id, projectId: project.id }), [workspace.id, project.id]);
  const calls = useMemo(() => memberCalls(client, target), [client, target]);
  const messages = memberMessages('project');
  const loaded = useServerPages(
    (page, signal) => client.projectSettings.members(workspace.id, project.id, page, { signal }),
    `project-members/${workspace.id}/${project.id}`,
    {
      around: async (members, { search, signal }): Promise<{ rows: CollaboratorRow[]; extra: MembersView }> => {
        const call = { signal };
        const form = await loadMemberFormContext(client, target, call);
        const invitations = form.canManage ? ((await calls.invitations?.(call)) ?? []) : [];
        const wanted = search.trim().toLowerCase();
        const rows = collaboratorRows(members, invitations).filter(
          (r) => r.kind === 'member' || !wanted || searchText(r).toLowerCase().includes(wanted),
        );
        return { rows, extra: { form } };
      },
    },
  );
  const view = loaded.extra;
  const columns = useMemo(() => collaboratorColumns(props.width, roleLabel, theme), [props.width, theme]);

  const done = (text: string) => () => {
    showInfo(text);
    loaded.reload();
  };
  const failed = (text: string) => (error: unknown) => showError(`${text} ${errorMessage(error)}`);
  const invite = (form: MemberFormContext) =>
    prompt.ask({
      question: `Invite a collaborator to ${project.name}`,
      hint: 'Their email',
      validate: (text) => memberFormErrors({ email: text, role: form.defaultRole }, form).email,
      onSubmit: (typed) => {
        const email = typed.trim();
        prompt.ask({
          question: `Role of ${email}`,
          hint: form.roles
            .map((role, i) => `${memberRoleChoiceLabel('project', role)}${i === 0 ? ' (Enter)' : ''}`)
            .join(' or '),
          validate: (text) => memberFormErrors({ email, role: memberRoleOf(form, text) }, form).role,
          onSubmit: (text) => {
            const request = memberRequest({ email, role: memberRoleOf(form, text) }, form);
            showAction(projectCommands.invite(path, request.email, request.role ?? ''));
            calls.invite(request).then(done(messages.invited), failed(messages.inviteFailed));
          },
        });
      },
    });
  const changeRole = (form: MemberFormContext, member: Collaborator) => {
    const next = otherMemberRole(form, member.role);
    if (!next || !calls.changeRole) return;
    const email = rowEmail({ kind: 'member', member });
    showAction(projectCommands.changeRole(path, email, next));
    calls.changeRole(member._id, next).then(done(`${email} is now ${roleLabel(next)}.`), showError);
  };
  const remove = (row: CollaboratorRow) => {
    const email = rowEmail(row);
    if (row.kind === 'invitation') {
      const id = row.invitation._id ?? '';
      confirm.ask(`Remove the invitation of ${email}?`, () => {
        showAction(projectCommands.cancelInvitation(path, email));
        (calls.removeInvitation?.(id) ?? Promise.resolve()).then(
          done(messages.invitationRemoved),
          failed(messages.invitationRemoveFailed),
        );
      });
      return;
    }
    confirm.ask(`Remove the collaborator ${email} from ${project.name}?`, () => {
      showAction(projectCommands.removeMember(path, email));
      calls.remove(row.member._id).then(done(messages.removed), failed(messages.removeFailed));
    });
  };
  const onCommand = (command: Command, selected: CollaboratorRow | undefined) => {
    if (command !== 'addItem' && command !== 'changeRole' && command !== 'removeItem') return false;
    if (!view) return true;
    const { form } = view;
    if (!form.canManage) showInfo(VIEW_ONLY_MESSAGE);
    else if (command === 'addItem') invite(form);
    else if (!selected) return true;
    else if (selected.kind === 'member' && !canChangeMember(form, selected.member))
      showInfo(`${rowEmail(selected)} cannot be changed or removed (the owner, or yourself).`);
    else if (command === 'removeItem') remove(selected);
    else if (selected.kind === 'member') changeRole(form, selected.member);
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
        (view && !view.form.canManage ? <Text color={theme.text.secondary}>{VIEW_ONLY_MESSAGE}</Text> : null)
      }
      detailRows={QUESTION_ROWS}
    />
  );
}
