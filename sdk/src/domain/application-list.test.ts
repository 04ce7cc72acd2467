import { describe, expect, it } from 'vitest';
import { matchesApplicationStatusFilter, sortByDeployedAt } from './application-list.js';
import { formatRelativeTime } from './format.js';
import { nextLogLineChoice } from './logs.js';
import { workspaceRoleLabel } from './permissions.js';

describe('list rules', () => {
  it('Given the log line choices, When cycled, Then 20, 100, 1000, 10000 and round again', () => {
    expect([20, 100, 1000, 10000, 7].map(nextLogLineChoice)).toEqual([100, 1000, 10000, 20, 20]);
  });

  it('Given applications, When filtered by status, Then Deployed, Paused and Undeployed are apart', () => {
    const running = { status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 2 };
    const paused = { status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 0 };
    const undeployed = { status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 };
    expect(matchesApplicationStatusFilter(running, 'Deployed')).toBe(true);
    expect(matchesApplicationStatusFilter(paused, 'Deployed')).toBe(false);
    expect(matchesApplicationStatusFilter(paused, 'Paused')).toBe(true);
    expect(matchesApplicationStatusFilter(undeployed, 'Undeployed')).toBe(true);
    expect(matchesApplicationStatusFilter({}, 'Undeployed')).toBe(true);
  });

  it('Given deployment dates, When sorted, Then by date either way with the never deployed last', () => {
    const items = [{ deployedAt: '2024-01-02T00:00:00Z' }, {}, { deployedAt: '2024-01-03T00:00:00Z' }];
    expect(sortByDeployedAt(items, 'desc').map((i) => i.deployedAt)).toEqual([
      '2024-01-03T00:00:00Z',
      '2024-01-02T00:00:00Z',
      undefined,
    ]);
    expect(sortByDeployedAt(items, 'asc')[0]?.deployedAt).toBe('2024-01-02T00:00:00Z');
  });

  it('Given past dates, When shown relative to now, Then in words', () => {
    const now = Date.parse('2024-01-10T00:00:00Z');
    expect(formatRelativeTime('2024-01-09T23:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2024-01-09T23:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2024-01-07T00:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeTime(null, now)).toBe('');
  });

  it('Given workspace roles, When labelled, Then as users know them', () => {
    expect(['WORKSPACE_OWNER', 'WORKSPACE_ADMIN', 'DEVELOPER'].map(workspaceRoleLabel)).toEqual([
      'OWNER',
      'ADMINISTRATOR',
      'DEVELOPER',
    ]);
  });
});
