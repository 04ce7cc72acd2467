import type { PageParams } from '../pagination.js';
import {
  type Ack,
  ackSchema,
  type Invitation,
  type InviteLink,
  type InviteTokenView,
  type InviteVerify,
  invitationSchema,
  inviteLinkSchema,
  inviteTokenViewSchema,
  inviteVerifySchema,
} from '../schemas/collaboration.js';
import { type Workspace, workspaceSchema } from '../schemas/workspace.js';
import type { Parser } from '../transport/transport.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface InviteBody {
  email: string;
  /** WORKSPACE_ADMIN or DEVELOPER (default) for a workspace; PROJECT_* roles for a project. */
  role?: string;
}

/** The verify call's answer: the invitation, or (308) the workspace the user already belongs to. */
export type VerifyResult =
  | { kind: 'invitation'; invitation: InviteVerify }
  | { kind: 'redirect'; workspaceId: string; projectId?: string };

const refId = (ref: unknown): string | undefined =>
  typeof ref === 'string' ? ref : ((ref as { _id?: string } | null | undefined)?._id ?? undefined);

/** Invitations, invite links and ownership transfer (`/v2/workspaces/{w}/...` and `/v2/invitations`). */
export class Invitations extends Resource {
  /** Pending invitations of a workspace (collaborator managers only). */
  listForWorkspace(workspaceId: string, options?: CallOptions) {
    return this.paged(`/workspaces/${seg(workspaceId)}/invitations`, invitationSchema, {}, options);
  }

  /** Invites a collaborator by email ('Invite collaborator successfully!'). */
  inviteToWorkspace(workspaceId: string, body: InviteBody, options?: CallOptions): Promise<Invitation> {
    const path = `/workspaces/${seg(workspaceId)}/invitations`;
    return this.transport.json('POST', path, invitationSchema, {
      ...options,
      body: { workspace: workspaceId, ...body },
    });
  }

  /** Removes a pending workspace invitation. */
  deleteFromWorkspace(workspaceId: string, inviteId: string, options?: CallOptions): Promise<Ack> {
    const path = `/workspaces/${seg(workspaceId)}/invitations/${seg(inviteId)}`;
    return this.transport.json('DELETE', path, ackSchema, options);
  }

  /** Pending invitations of a project. */
  listForProject(workspaceId: string, projectId: string, options?: CallOptions) {
    const path = `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/invitations`;
    return this.paged(path, invitationSchema, {}, options);
  }

  /** Invites a collaborator to a project. */
  inviteToProject(
    workspaceId: string,
    projectId: string,
    body: InviteBody,
    options?: CallOptions,
  ): Promise<Invitation> {
    const path = `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/invitations`;
    return this.transport.json('POST', path, invitationSchema, { ...options, body });
  }

  /** Removes a pending project invitation. */
  deleteFromProject(workspaceId: string, projectId: string, inviteId: string, options?: CallOptions): Promise<Ack> {
    const path = `/workspaces/${seg(workspaceId)}/projects/${seg(projectId)}/invitations/${seg(inviteId)}`;
    return this.transport.json('DELETE', path, ackSchema, options);
  }

  /** The workspace's shareable invite link (made on first read). */
  getInviteLink(workspaceId: string, options?: CallOptions): Promise<InviteLink> {
    return this.transport.json('GET', `/workspaces/${seg(workspaceId)}/invite-link`, inviteLinkSchema, options);
  }

  /** Disables the invite link. */
  deleteInviteLink(workspaceId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/workspaces/${seg(workspaceId)}/invite-link`, ackSchema, options);
  }

  /** Replaces the invite link's token (the old link stops working). */
  refreshInviteLink(workspaceId: string, options?: CallOptions): Promise<InviteLink> {
    const path = `/workspaces/${seg(workspaceId)}/refresh-token`;
    return this.transport.json('PATCH', path, inviteLinkSchema, options);
  }

  /** Looks an invite-link token up (query form). */
  searchToken(token: string, options?: CallOptions): Promise<InviteTokenView> {
    return this.transport.json('GET', '/workspaces/token/list', inviteTokenViewSchema, {
      ...options,
      query: { token },
    });
  }

  /** Looks an invite-link token up (path form). */
  tokenDetail(token: string, options?: CallOptions): Promise<InviteTokenView> {
    return this.transport.json('GET', `/workspaces/token/${seg(token)}`, inviteTokenViewSchema, options);
  }

  /** Joins a workspace through its invite link. */
  joinByToken(token: string, options?: CallOptions): Promise<Workspace> {
    return this.transport.json('POST', `/workspaces/token/${seg(token)}`, workspaceSchema, options);
  }

  /** Starts transferring the workspace to another user ('Transfer successfully!'). */
  transfer(workspaceId: string, email: string, options?: CallOptions): Promise<Invitation> {
    const path = `/workspaces/${seg(workspaceId)}/transfer`;
    return this.transport.json('POST', path, invitationSchema, { ...options, body: { email } });
  }

  /** Revokes a transfer in progress ('Revoke transfer successfully!'). */
  revokeTransfer(workspaceId: string, options?: CallOptions): Promise<Workspace> {
    const path = `/workspaces/${seg(workspaceId)}/transfer`;
    return this.transport.json('PATCH', path, workspaceSchema, options);
  }

  /** The signed-in user's pending invitations (listed above the workspace list). */
  listMine(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/invitations', invitationSchema, { ...params }, options);
  }

  /** Pending invitations of one user (the user themself or an instance admin). */
  listOfUser(userId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/invitations/${seg(userId)}/invitations`, invitationSchema, { ...params }, options);
  }

  /** Checks an invitation token; a 308 answer means the user is already in the workspace. */
  async verify(token: string, options?: CallOptions): Promise<VerifyResult> {
    const { status, body } = await this.transport.raw('GET', '/invitations/verify', { ...options, query: { token } });
    const parsed = inviteVerifySchema.parse(body);
    const workspaceId = refId(parsed.workspace);
    if (status === 308 && workspaceId) {
      const projectId = refId(parsed.project);
      return projectId ? { kind: 'redirect', workspaceId, projectId } : { kind: 'redirect', workspaceId };
    }
    return { kind: 'invitation', invitation: parsed };
  }

  /** Accepts an invitation (invalid or expired: 'Oops! That workspace request is invalid. ...'). */
  accept(token: string, options?: CallOptions): Promise<Invitation> {
    return this.transport.json('PATCH', '/invitations/verify', invitationSchema, { ...options, body: { token } });
  }

  /** Rejects (deletes) an invitation. */
  reject(token: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', '/invitations/verify', ackSchema, { ...options, body: { token } });
  }

  /** Accepts a workspace transfer: the user becomes its owner. */
  acceptTransfer(inviteId: string, token: string, options?: CallOptions): Promise<Workspace> {
    return this.answerTransfer(inviteId, { token, inviteStatus: 'ACCEPTED' }, workspaceSchema, options);
  }

  /** Declines a workspace transfer: it ends, and the workspace stays with its owner. */
  declineTransfer(inviteId: string, token: string, options?: CallOptions): Promise<Invitation> {
    return this.answerTransfer(inviteId, { token, inviteStatus: 'DECLINED' }, invitationSchema, options);
  }

  private answerTransfer<T>(
    inviteId: string,
    body: { token: string; inviteStatus: 'ACCEPTED' | 'DECLINED' },
    schema: Parser<T>,
    options?: CallOptions,
  ): Promise<T> {
    return this.transport.json('PATCH', `/invitations/${seg(inviteId)}/verify-transfer`, schema, { ...options, body });
  }
}
