import {
  canManageCollaborators,
  emailFieldError,
  INVITE_FAILED_MESSAGE,
  INVITE_ROLE_CHOICES,
  INVITE_SUCCESS_MESSAGE,
  workspaceRoleLabel,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../components/error-alert.js';
import { Feedback } from '../components/feedback.js';
import { Field, TextField } from '../components/field.js';
import { useResource } from '../components/use-resource.js';
import { useSubmit } from '../components/use-submit.js';
import { WorkspaceTabHeading } from '../components/workspace-tab-heading.js';
import type { PageProps } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';

/**
 * A workspace's Members tab (spec 001 sections 2, 5, 6 and 8): the collaborators; for collaborator managers also the
 * pending invitations and the invite form (email, Developer or Administrator).
 */
export function WorkspaceMembersPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const user = usePermissionUser();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const members = useResource(
    (signal) => client.workspaceMembers.list(workspaceId, { pageSize: 100 }, { signal }),
    [client, workspaceId],
  );
  const manager = user && workspace.data ? canManageCollaborators(user, workspace.data) : false;
  return (
    <>
      <WorkspaceTabHeading workspaceId={workspaceId} workspace={workspace.data} tab="Members" />
      <ErrorAlert error={workspace.error ?? members.error} />
      <ul className="rows" aria-label="Collaborators" aria-busy={members.loading}>
        {(members.data?.items ?? []).map((member) => (
          <li key={member._id} className="row">
            <span>
              <strong>{member.displayName ?? member.rawInfo?.email}</strong>{' '}
              <span className="muted">{member.rawInfo?.email ?? member.email}</span>
            </span>
            <span className="tag">{workspaceRoleLabel(member.role)}</span>
          </li>
        ))}
      </ul>
      {manager ? <Invitations workspaceId={workspaceId} /> : null}
    </>
  );
}

function Invitations({ workspaceId }: { workspaceId: string }) {
  const { client } = useSession();
  const id = useId();
  const invitations = useResource(
    (signal) => client.invitations.listForWorkspace(workspaceId, { signal }),
    [client, workspaceId],
  );
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>(INVITE_ROLE_CHOICES[0].role);
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailFieldError(email);
    setFieldError(error);
    if (error) return;
    const sent = await submission.run(async () => {
      await client.invitations.inviteToWorkspace(workspaceId, { email: email.trim().toLowerCase(), role });
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
      {invitations.data && invitations.data.items.length === 0 ? <p>No pending invitations.</p> : null}
      <ul className="rows" aria-label="Pending invitations" aria-busy={invitations.loading}>
        {(invitations.data?.items ?? []).map((invitation) => (
          <li key={invitation._id ?? invitation.email} className="row">
            <span>{invitation.email}</span>
            <span>
              <span className="tag">{workspaceRoleLabel(invitation.role)}</span>{' '}
              <span className="muted">{invitation.inviteStatus ?? ''}</span>
            </span>
          </li>
        ))}
      </ul>
      <form className="form narrow card" onSubmit={invite} noValidate aria-labelledby={`${id}-form`}>
        <h3 id={`${id}-form`}>Invite a collaborator</h3>
        <TextField id={`${id}-email`} label="Email" error={fieldError} value={email} onChange={setEmail} type="email" />
        <Field id={`${id}-role`} label="Role">
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value)}>
            {INVITE_ROLE_CHOICES.map((choice) => (
              <option key={choice.role} value={choice.role}>
                {choice.label}
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
