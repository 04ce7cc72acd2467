import { describe, expect, it } from 'vitest';
import { administratorTone, clusterLastActivity, isSingleSignOnMember } from './admin-screen-rules.js';

describe('admin screens (spec 003 sections 2.12 and 4)', () => {
  it('Given a cluster without a last activity, when shown, then it reads PENDING CREATE_ENVIRONMENT', () => {
    expect(clusterLastActivity(undefined)).toEqual({ status: 'PENDING', action: 'CREATE_ENVIRONMENT' });
    expect(clusterLastActivity({ status: 'SUCCESS', action: 'ACTIVATE_ENVIRONMENT' })).toEqual({
      status: 'SUCCESS',
      action: 'ACTIVATE_ENVIRONMENT',
    });
  });

  it('Given administrators and members, when shown, then the owner is red, admins orange, identities mean SSO', () => {
    expect(administratorTone('INSTANCE_OWNER')).toBe('red');
    expect(administratorTone('INSTANCE_ADMIN')).toBe('orange');
    expect(isSingleSignOnMember({ rawInfo: { identities: [{ provider: 'Google' }] } })).toBe(true);
    expect(isSingleSignOnMember({ rawInfo: { identities: [] } })).toBe(false);
    expect(isSingleSignOnMember({})).toBe(false);
  });
});
