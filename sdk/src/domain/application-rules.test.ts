import { describe, expect, it } from 'vitest';
import {
  allowedStorageOptions,
  backupOverallStatus,
  backupRequestError,
  basicAuthErrors,
  branchConfirmationError,
  canActOnBackup,
  configurationErrors,
  customDomainError,
} from './application-rules.js';
import {
  canDeleteApplication,
  toolTokenExpiredMessage,
  toolTokenRemainingMs,
  vpsDisplayedStatus,
} from './application-tools.js';

const part = (status: string) => ({ status });

describe('backup overall status (spec 002 section 4, both readings)', () => {
  it('Given the application screen, When all present parts errored, Then ERROR; one error among successes is SUCCESS', () => {
    expect(backupOverallStatus({ databaseActivity: part('ERROR'), filesActivity: part('ERROR') })).toBe('ERROR');
    expect(backupOverallStatus({ databaseActivity: part('ERROR'), filesActivity: part('SUCCESS') })).toBe('SUCCESS');
  });
  it('Given the application screen, When any part is pending or in progress, Then PENDING and no delete/download', () => {
    const backup = { databaseActivity: part('SUCCESS'), sourcecodeActivity: part('IN_PROGRESS') };
    expect(backupOverallStatus(backup)).toBe('PENDING');
    expect(canActOnBackup(backup)).toBe(false);
  });
  it('Given the deployment screen, When any source is ERROR, Then ERROR; all SUCCESS, SUCCESS; else PENDING', () => {
    expect(backupOverallStatus({ databaseActivity: part('ERROR'), filesActivity: part('SUCCESS') }, 'deployment')).toBe(
      'ERROR',
    );
    expect(backupOverallStatus({ databaseActivity: part('SUCCESS') }, 'deployment')).toBe('SUCCESS');
    expect(backupOverallStatus({ databaseActivity: part('PENDING') }, 'deployment')).toBe('PENDING');
  });
});

describe('backup requests (spec 002 section 5)', () => {
  it('Given no type chosen, Then "Please select at least one backup type."', () => {
    expect(backupRequestError({})).toBe('Please select at least one backup type.');
  });
  it('Given five manual backups, When a sixth is asked, Then the limit message', () => {
    expect(backupRequestError({ database: true }, 5)).toBe(
      'Your app is only manually backed up to five versions. Please delete the oldest backup to do it again!',
    );
    expect(backupRequestError({ database: true }, 4)).toBeUndefined();
  });
});

describe('custom domain, danger zone and basic auth (spec 002 section 5)', () => {
  it('Given an empty or malformed domain, Then "Please input domain!" or "Domain is invalid."', () => {
    expect(customDomainError('')).toBe('Please input domain!');
    expect(customDomainError('not a domain')).toBe('Domain is invalid.');
    expect(customDomainError('shop.example.com')).toBeUndefined();
  });
  it('Given the typed text, When it is not branch/{name}, Then "Value is not matching!"', () => {
    expect(branchConfirmationError('branch/main', 'main')).toBeUndefined();
    expect(branchConfirmationError('main', 'main')).toBe('Value is not matching!');
  });
  it('Given basic auth on, When the username has symbols or the password is empty, Then the messages', () => {
    expect(basicAuthErrors({ isEnableBasicAuth: true, authUsername: 'ad min', authPassword: '' })).toEqual({
      authUsername: 'Username is invalid',
      authPassword: 'Required',
    });
    expect(basicAuthErrors({ isEnableBasicAuth: false })).toEqual({});
  });
});

describe('configuration (spec 002 sections 5 and 9)', () => {
  it('Given max capacity below min, Then "Max capacity must be greater than min capacity!"', () => {
    expect(configurationErrors({ capacity: 'small_1', capacityLimit: 'micro' }).capacityLimit).toBe(
      'Max capacity must be greater than min capacity!',
    );
    expect(configurationErrors({ capacity: 'small_1', capacityLimit: 'small_1' })).toEqual({});
  });
  it('Given storage 20, Then smaller options are disabled and shrinking is refused', () => {
    expect(allowedStorageOptions(20)).toEqual([20, 50, 100]);
    expect(configurationErrors({ storage: 10 }, 20).storage).toBeDefined();
    expect(configurationErrors({ replicas: 11 }).replicas).toBe('replicas must be between 1 and 10');
  });
});

describe('tool tokens, VPS status and deletability (spec 002 section 4)', () => {
  it('Given a token created 3 hours ago, Then 1 hour remains; at 4 hours none', () => {
    const now = Date.parse('2026-01-01T04:00:00Z');
    expect(toolTokenRemainingMs({ createdAt: '2026-01-01T01:00:00Z' }, now)).toBe(3_600_000);
    expect(toolTokenRemainingMs({ createdAt: '2026-01-01T00:00:00Z' }, now)).toBe(0);
    expect(toolTokenExpiredMessage('PhpMyAdmin')).toBe('PhpMyAdmin token expired time');
  });
  it('Given VPS activities, Then In Progress, Ready, ACTIVE or ERROR', () => {
    expect(vpsDisplayedStatus({ status: 'ACTIVE', activities: [part('SUCCESS'), part('IN_PROGRESS')] })).toBe(
      'In Progress',
    );
    expect(vpsDisplayedStatus({ status: 'ACTIVE', activities: [part('SUCCESS')] })).toBe('Ready');
    expect(vpsDisplayedStatus({ status: 'ACTIVE', activities: [part('SUCCESS'), part('SUCCESS')] })).toBe('ACTIVE');
    expect(vpsDisplayedStatus({ status: 'ERROR', activities: [part('ERROR')] })).toBe('ERROR');
  });
  it('Given a branch, Then delete is allowed only when never deployed or after a successful undeploy', () => {
    expect(canDeleteApplication({ status: null })).toBe(true);
    const undeployed = { action: 'UNDEPLOY_APPLICATION', status: 'SUCCESS' };
    expect(canDeleteApplication({ status: 'UNDEPLOY_APPLICATION_SUCCESS', lastActivity: undeployed })).toBe(true);
    const deployed = { action: 'DEPLOY_APPLICATION', status: 'SUCCESS' };
    expect(canDeleteApplication({ status: 'DEPLOY_APPLICATION_SUCCESS', lastActivity: deployed })).toBe(false);
    expect(canDeleteApplication({ status: null, enableDeletionProtection: true })).toBe(false);
  });
});
