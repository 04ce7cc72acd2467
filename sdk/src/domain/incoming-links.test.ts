import { describe, expect, it } from 'vitest';
import { credentialsOfQuery, invitationLinkOf, invitationTitle } from './incoming-links.js';

describe('invitation landing (spec 003 section 2.3)', () => {
  it('Given an invite type, when titled, then a workspace transfer is "Transfer" and the rest "Invitation"', () => {
    expect(invitationTitle('TRANSFER_WORKSPACE')).toBe('Transfer');
    expect(invitationTitle('PROJECT_COLLABORATOR')).toBe('Invitation');
    expect(invitationTitle(undefined)).toBe('Invitation');
  });

  it('Given a link query, when read, then the token is required and the ids are kept when present', () => {
    expect(invitationLinkOf(new URLSearchParams('inviteId=i1'))).toBeUndefined();
    expect(invitationLinkOf(new URLSearchParams('token=t1&inviteId=i1&workspaceId=w1'))).toEqual({
      token: 't1',
      inviteId: 'i1',
      workspaceId: 'w1',
    });
    expect(invitationLinkOf(new URLSearchParams('token=t1'))).toEqual({ token: 't1' });
  });

  it('Given a git host redirect, when read, then the access token is required and createdAt is a number', () => {
    expect(credentialsOfQuery(new URLSearchParams('username=u'))).toBeUndefined();
    expect(
      credentialsOfQuery(new URLSearchParams('accessToken=a1&refreshToken=r1&createdAt=1700000000&username=u&id=7')),
    ).toEqual({ accessToken: 'a1', refreshToken: 'r1', createdAt: 1700000000, username: 'u', id: '7' });
    expect(credentialsOfQuery(new URLSearchParams('accessToken=a1&createdAt=soon'))).toEqual({ accessToken: 'a1' });
  });
});
