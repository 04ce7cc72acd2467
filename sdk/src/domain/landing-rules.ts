/** Spec 003 sections 2.3, 4 and 8: the invitation and transfer landing pages. */

/** An invitation link that cannot be verified (the server's message replaces it when accepting fails). */
export const INVITE_REQUEST_INVALID_MESSAGE = 'Oops! That request is invalid. Did you copy the URL correctly?';

/** The page's title: "Transfer" for a workspace transfer, otherwise "Invitation". */
export function invitationTitle(inviteType: string | null | undefined): 'Transfer' | 'Invitation' {
  return inviteType === 'TRANSFER_WORKSPACE' ? 'Transfer' : 'Invitation';
}

/** The token, invite id and workspace id an invitation link carries; the token is required. */
export interface InvitationLink {
  token: string;
  inviteId?: string;
  workspaceId?: string;
}

export function invitationLinkOf(query: URLSearchParams): InvitationLink | undefined {
  const token = query.get('token')?.trim();
  if (!token) return undefined;
  const inviteId = query.get('inviteId')?.trim();
  const workspaceId = query.get('workspaceId')?.trim();
  return { token, ...(inviteId ? { inviteId } : {}), ...(workspaceId ? { workspaceId } : {}) };
}
