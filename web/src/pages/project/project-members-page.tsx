import {
  COLLABORATOR_REMOVE_FAILED_MESSAGE,
  COLLABORATOR_REMOVED_MESSAGE,
  type Collaborator,
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
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { type ProjectContext, ProjectFrame, useProjectContext } from './project-tabs.js';

const emailOf = (member: Collaborator) => member.rawInfo?.email ?? member.email ?? '';

/**
 * A project's Members tab (spec 002 sections 2.7, 5, 6 and 8): the collaborators with their roles; project admins
 * also change a role (Maintainer or Developer), remove a collaborator (never the owner or themself), see the pending
 * invitations (removable) and invite by email (Maintainer by default).
 */
export function ProjectMembersPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId, workspace, project } = context;
  const { client } = useSession();
  const user = usePermissionUser();
  const members = useResource(
    (signal) => client.projectSettings.members(workspaceId, projectId, { pageSize: 100 }, { signal }),
    [client, workspaceId, projectId],
  );
  const outcome = useSubmit();
  const admin = user && workspace.data && project.data ? isProjectOwner(user, workspace.data, project.data) : false;
  const done = (message?: string) => {
    void outcome.run(async () => message);
    members.reload();
  };
  const changeRole = (member: Collaborator, role: ProjectInviteRole) =>
    outcome.run(async () => {
      await client.projectSettings.updateMember(workspaceId, projectId, member._id, role);
      members.reload();
      return `${emailOf(member)} is now ${projectRoleLabel(role)}.`;
    });

  return (
    <ProjectFrame context={context} current="members">
      <h2>Members</h2>
      <ErrorAlert error={members.error} />
      <Feedback submission={outcome} />
      <ul className="rows" aria-label="Collaborators" aria-busy={members.loading}>
        {(members.data?.items ?? []).map((member) => {
          const email = emailOf(member);
          const changeable = admin && user ? canChangeProjectCollaborator(user, member) : false;
          return (
            <li key={member._id} className="row">
              <span>
                <strong>{member.displayName ?? email}</strong> <span className="muted">{email}</span>
              </span>
              {changeable ? (
                <span>
                  <RoleSelect
                    label={`Role of ${email}`}
                    value={member.role?.toUpperCase() ?? ''}
                    disabled={outcome.busy}
                    onChange={(role) => void changeRole(member, role)}
                  />{' '}
                  <ConfirmButton
                    label={`Remove ${email}`}
                    question={`Remove the collaborator ${email}?`}
                    failure={COLLABORATOR_REMOVE_FAILED_MESSAGE}
                    run={async () => {
                      await client.projectSettings.removeMember(workspaceId, projectId, member._id);
                      return COLLABORATOR_REMOVED_MESSAGE;
                    }}
                    onDone={done}
                  />
                </span>
              ) : (
                <span className="tag">{projectRoleLabel(member.role)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {admin ? <ProjectInvitations context={context} /> : null}
    </ProjectFrame>
  );
}

function RoleSelect(props: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange(role: ProjectInviteRole): void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as ProjectInviteRole)}
    >
      {PROJECT_INVITE_ROLES.map((role) => (
        <option key={role} value={role}>
          {projectRoleLabel(role)}
        </option>
      ))}
    </select>
  );
}

function ProjectInvitations({ context }: { context: ProjectContext }) {
  const { workspaceId, projectId } = context;
  const { client } = useSession();
  const id = useId();
  const invitations = useResource(
    (signal) => client.invitations.listForProject(workspaceId, projectId, { signal }),
    [client, workspaceId, projectId],
  );
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectInviteRole>(DEFAULT_PROJECT_INVITE_ROLE);
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const removal = useSubmit();

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailFieldError(email);
    setFieldError(error);
    if (error) return;
    const sent = await submission.run(async () => {
      await client.invitations.inviteToProject(workspaceId, projectId, { email: email.trim().toLowerCase(), role });
      return INVITE_SUCCESS_MESSAGE;
    }, INVITE_FAILED_MESSAGE);
    if (sent) {
      setEmail('');
      invitations.reload();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invitations</h2>
      <ErrorAlert error={invitations.error} />
      <Feedback submission={removal} />
      {invitations.data && invitations.data.items.length === 0 ? <p>No pending invitations.</p> : null}
      <ul className="rows" aria-label="Pending invitations" aria-busy={invitations.loading}>
        {(invitations.data?.items ?? []).map((invitation) => (
          <li key={invitation._id ?? invitation.email} className="row">
            <span>{invitation.email}</span>
            <span>
              <span className="tag">{projectRoleLabel(invitation.role)}</span>{' '}
              <ConfirmButton
                label={`Remove the invitation of ${invitation.email ?? ''}`}
                question={`Remove the invitation of ${invitation.email ?? ''}?`}
                failure={INVITATION_REMOVE_FAILED_MESSAGE}
                run={async () => {
                  await client.invitations.deleteFromProject(workspaceId, projectId, invitation._id ?? '');
                  return INVITATION_REMOVED_MESSAGE;
                }}
                onDone={(message) => {
                  void removal.run(async () => message);
                  invitations.reload();
                }}
              />
            </span>
          </li>
        ))}
      </ul>
      <form className="form narrow card" onSubmit={invite} noValidate aria-labelledby={`${id}-form`}>
        <h3 id={`${id}-form`}>Invite a collaborator</h3>
        <TextField id={`${id}-email`} label="Email" error={fieldError} value={email} onChange={setEmail} type="email" />
        <Field id={`${id}-role`} label="Role">
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as ProjectInviteRole)}>
            {PROJECT_INVITE_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {projectRoleLabel(choice)}
              </option>
            ))}
          </select>
        </Field>
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={submission.busy}>
          Invite
        </button>
      </form>
    </section>
  );
}
