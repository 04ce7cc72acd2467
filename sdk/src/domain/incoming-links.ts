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

/** Spec 003 sections 2.5 and 8: the git-host credential landing pages. */
export const CREDENTIAL_SAVE_FAILED_MESSAGE = 'Error updating user';
export const CREDENTIAL_CALLBACK_PROVIDERS = ['gitlab', 'drupalcode', 'github', 'bitbucket'] as const;
export type CredentialCallbackProvider = (typeof CREDENTIAL_CALLBACK_PROVIDERS)[number];
/**
 * Set in localStorage once credentials are saved, so the window that opened the OAuth flow hears (storage event)
 * that a repository host is linked. It holds the provider's name only, never a credential.
 */
export const LINKED_REPOSITORY_FLAG = 'skiff.linkedRepository';

export interface QueryCredentials {
  accessToken: string;
  refreshToken?: string;
  createdAt?: number;
  username?: string;
  id?: string;
}

/** The credentials a git host's redirect carries in the query; undefined without an access token. */
export function credentialsOfQuery(query: URLSearchParams): QueryCredentials | undefined {
  const accessToken = query.get('accessToken')?.trim();
  if (!accessToken) return undefined;
  const credentials: QueryCredentials = { accessToken };
  const refreshToken = query.get('refreshToken')?.trim();
  const createdAt = Number(query.get('createdAt') ?? Number.NaN);
  const username = query.get('username')?.trim();
  const id = query.get('id')?.trim();
  if (refreshToken) credentials.refreshToken = refreshToken;
  if (Number.isFinite(createdAt)) credentials.createdAt = createdAt;
  if (username) credentials.username = username;
  if (id) credentials.id = id;
  return credentials;
}

/** Spec 003 section 2.4: the legacy token invite page. */
export const LEGACY_INVITE_TITLE = 'Invite To Workspace';
/** A legacy token invite always grants DEVELOPER (spec 003 section 6). */
export const LEGACY_INVITE_ROLE = 'DEVELOPER';
/** Where the invite link's token waits (localStorage) until /inviteByLink reads it; cleared when leaving that page. */
export const LEGACY_INVITE_TOKEN_KEY = 'skiff.inviteToken';
