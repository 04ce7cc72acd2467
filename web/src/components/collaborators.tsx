import type { Collaborator, Invitation } from '@skiff/sdk';
import {
  INVITATION_REMOVE_FAILED_MESSAGE,
  INVITATION_REMOVED_MESSAGE,
  INVITE_FAILED_MESSAGE,
  INVITE_SUCCESS_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmButton } from '../pages/admin/confirm-button.js';
import { ErrorAlert } from './error-alert.js';
import { Feedback } from './feedback.js';
import { Field, TextField } from './field.js';
import { useResource } from './use-resource.js';
import { useSubmit } from './use-submit.js';

/** A role offered in the role selects: the value sent, the label shown. */
export interface RoleChoice<Role extends string = string> {
  value: Role;
  label: string;
}

/**
 * Where the collaborators live (a workspace or a project) and the rules of that place, all from the SDK: the calls,
 * the roles offered, who may be changed, and the removal's spec messages.
 */
export interface CollaboratorScope<Role extends string = string> {
  /** Changes when the place changes, so the lists load again. */
  key: string;
  members(signal: AbortSignal): Promise<{ items: readonly Collaborator[] }>;
  roleLabel(role: string | null | undefined): string;
  /** Offered to invitees and in the role change; `defaultRole` is preselected in the invite form. */
  roles: readonly RoleChoice<Role>[];
  defaultRole: Role;
  /** The owner and oneself are never changed (the SDK's rule of the place). */
  canChange(member: Collaborator): boolean;
  changeRole(memberId: string, role: Role): Promise<unknown>;
  removeMember(memberId: string): Promise<unknown>;
  removedMessage: string;
  removeFailedMessage: string;
  invitations(signal: AbortSignal): Promise<{ items: readonly Invitation[] }>;
  /** The invite form's messages by field (the SDK's members form: 'Email is require!', 'Invalid email', ...). */
  inviteErrors(email: string, role: Role): Record<string, string>;
  invite(email: string, role: Role): Promise<unknown>;
  removeInvitation(inviteId: string): Promise<unknown>;
}

const emailOf = (member: Collaborator) => member.rawInfo?.email ?? member.email ?? '';

/**
 * The collaborators of a workspace or project with their roles; for a `manager` also the role change, removal with
 * confirmation, the pending invitations (removable) and the invite form (spec 001 and 002 sections 5, 6 and 8).
 */
export function Collaborators<Role extends string>(props: { scope: CollaboratorScope<Role>; manager: boolean }) {
  const { scope, manager } = props;
  const members = useResource((signal) => scope.members(signal), [scope.key]);
  const outcome = useSubmit();
  const changeRole = (member: Collaborator, role: Role) =>
    outcome.run(async () => {
      await scope.changeRole(member._id, role);
      members.reload();
      return `${emailOf(member)} is now ${scope.roleLabel(role)}.`;
    });
  const removed = (message?: string) => {
    void outcome.run(async () => message);
    members.reload();
  };

  return (
    <>
      <ErrorAlert error={members.error} />
      <Feedback submission={outcome} />
      <ul className="rows" aria-label="Collaborators" aria-busy={members.loading}>
        {(members.data?.items ?? []).map((member) => {
          const email = emailOf(member);
          return (
            <li key={member._id} className="row">
              <span>
                <strong>{member.displayName ?? email}</strong> <span className="muted">{email}</span>
              </span>
              {manager && scope.canChange(member) ? (
                <span>
                  <RoleSelect
                    label={`Role of ${email}`}
                    choices={scope.roles}
                    value={member.role?.toUpperCase() ?? ''}
                    disabled={outcome.busy}
                    onChange={(role) => void changeRole(member, role)}
                  />{' '}
                  <ConfirmButton
                    label={`Remove ${email}`}
                    text="Remove"
                    question={`Remove the collaborator ${email}?`}
                    failure={scope.removeFailedMessage}
                    run={async () => {
                      await scope.removeMember(member._id);
                      return scope.removedMessage;
                    }}
                    onDone={removed}
                  />
                </span>
              ) : (
                <span className="tag">{scope.roleLabel(member.role)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {manager ? <Invitations scope={scope} /> : null}
    </>
  );
}

function RoleSelect<Role extends string>(props: {
  id?: string;
  label?: string;
  choices: readonly RoleChoice<Role>[];
  value: string;
  disabled?: boolean;
  onChange(role: Role): void;
}) {
  // The chosen option's own value, so the role keeps its type without a cast.
  const choose = (value: string) => {
    const choice = props.choices.find((c) => c.value === value);
    if (choice) props.onChange(choice.value);
  };
  return (
    <select
      id={props.id}
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => choose(e.target.value)}
    >
      {props.choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function Invitations<Role extends string>({ scope }: { scope: CollaboratorScope<Role> }) {
  const id = useId();
  const invitations = useResource((signal) => scope.invitations(signal), [scope.key]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(scope.defaultRole);
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const removal = useSubmit();

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const errors = scope.inviteErrors(email, role);
    const error = errors.email ?? errors.role;
    setFieldError(error);
    if (error) return;
    const sent = await submission.run(async () => {
      await scope.invite(email, role);
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
              <span className="tag">{scope.roleLabel(invitation.role)}</span>{' '}
              <span className="muted">{invitation.inviteStatus ?? ''}</span>{' '}
              <ConfirmButton
                label={`Remove the invitation of ${invitation.email ?? ''}`}
                text="Remove"
                question={`Remove the invitation of ${invitation.email ?? ''}?`}
                failure={INVITATION_REMOVE_FAILED_MESSAGE}
                run={async () => {
                  await scope.removeInvitation(invitation._id ?? '');
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
          <RoleSelect<Role> id={`${id}-role`} choices={scope.roles} value={role} onChange={setRole} />
        </Field>
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={submission.busy}>
          Invite
        </button>
      </form>
    </section>
  );
}
