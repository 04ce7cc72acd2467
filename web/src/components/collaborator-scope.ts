import {
  canChangeMember,
  type MemberFormContext,
  type MemberTarget,
  memberCalls,
  memberFormErrors,
  memberMessages,
  memberRequest,
  memberRoleChoiceLabel,
  memberRoleLabel,
  type SkiffClient,
} from '@skiff/sdk';
import type { CollaboratorScope } from './collaborators.js';

/**
 * A workspace's or project's collaborators for `Collaborators`, all from the SDK's members form model: its calls,
 * the roles offered (default first), who may be changed, the email and role rules and the outcome messages.
 */
export function collaboratorScopeOf(
  client: SkiffClient,
  target: MemberTarget,
  form: MemberFormContext,
): CollaboratorScope {
  const calls = memberCalls(client, target);
  const messages = memberMessages(form.scope);
  return {
    key: JSON.stringify(target),
    members: async (signal) => ({ items: await calls.list({ signal }) }),
    roleLabel: (role) => memberRoleLabel(form.scope, role),
    roles: form.roles.map((role) => ({ value: role, label: memberRoleChoiceLabel(form.scope, role) })),
    defaultRole: form.defaultRole ?? '',
    canChange: (member) => canChangeMember(form, member),
    changeRole: (memberId, role) => calls.changeRole?.(memberId, role) ?? Promise.resolve(),
    removeMember: (memberId) => calls.remove(memberId),
    removedMessage: messages.removed,
    removeFailedMessage: messages.removeFailed,
    invitations: async (signal) => ({ items: (await calls.invitations?.({ signal })) ?? [] }),
    inviteErrors: (email, role) => memberFormErrors({ email, role }, form),
    invite: (email, role) => calls.invite(memberRequest({ email, role }, form)),
    removeInvitation: (inviteId) => calls.removeInvitation?.(inviteId) ?? Promise.resolve(),
  };
}
