import { describe, expect, it } from 'vitest';
import {
  administratorTone,
  clusterDeletionConfirmationError,
  clusterLastActivity,
  clusterStatusTone,
  instanceRoleLabel,
  isSingleSignOnMember,
} from './admin-rules.js';

describe('admin screens (spec 003 sections 2.12 and 4)', () => {
  it('Given a cluster without a last activity, when shown, then it reads PENDING CREATE_ENVIRONMENT', () => {
    expect(clusterLastActivity(undefined)).toEqual({ status: 'PENDING', action: 'CREATE_ENVIRONMENT' });
    expect(clusterLastActivity({ status: 'SUCCESS', action: 'ACTIVATE_ENVIRONMENT' })).toEqual({
      status: 'SUCCESS',
      action: 'ACTIVATE_ENVIRONMENT',
    });
  });

  it('Given administrators and members, when shown, then the owner is red, admins orange, identities mean SSO', () => {
    expect(administratorTone('INSTANCE_OWNER')).toBe('error');
    expect(administratorTone('INSTANCE_ADMIN')).toBe('warning');
    expect(instanceRoleLabel('INSTANCE_OWNER')).toBe('Instance owner');
    expect(instanceRoleLabel('INSTANCE_ADMIN')).toBe('Administrator');
    expect(isSingleSignOnMember({ rawInfo: { identities: [{ provider: 'Google' }] } })).toBe(true);
    expect(isSingleSignOnMember({ rawInfo: { identities: [] } })).toBe(false);
    expect(isSingleSignOnMember({})).toBe(false);
  });

  it('Given cluster statuses, when tagged, then ACTIVE is success, ERROR error, ACTIVATING warning', () => {
    expect(clusterStatusTone('ACTIVE')).toBe('success');
    expect(clusterStatusTone('ERROR')).toBe('error');
    expect(clusterStatusTone('ACTIVATING')).toBe('warning');
    expect(clusterStatusTone('INACTIVE')).toBe('neutral');
  });

  it('Given a cluster name, when the typed confirmation differs, then the message names what to type', () => {
    expect(clusterDeletionConfirmationError('spare', 'spare-fra1-doks')).toBe(
      "Please type 'spare-fra1-doks' to confirm",
    );
    expect(clusterDeletionConfirmationError('spare-fra1-doks', 'spare-fra1-doks')).toBeUndefined();
  });
});
