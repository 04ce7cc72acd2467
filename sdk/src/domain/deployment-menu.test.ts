import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_MENU, isDeploymentMenuItemEnabled, runningTaskOf } from './deployment-menu.js';

describe('the tag screens rules', () => {
  it('Given the spec 002 section 2.3 side menu, then its labels are in the spec order', () => {
    expect(DEPLOYMENT_MENU.map((item) => item.label)).toEqual([
      'Overview',
      'Activities',
      'Backups',
      'Configuration',
      'Custom Domains',
      'Logs',
      'Security',
      'Danger Zone',
    ]);
  });

  it('Given a tag never deployed, then Backups and Custom Domains are disabled and the rest enabled; once running all are', () => {
    const fresh = { status: null, replicas: 0, environment: null, lastActivity: null };
    const running = { status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1, environment: 'e1', lastActivity: null };
    const disabled = DEPLOYMENT_MENU.filter((item) => !isDeploymentMenuItemEnabled(item.key, fresh)).map((i) => i.key);
    expect(disabled).toEqual(['backup', 'domains']);
    expect(DEPLOYMENT_MENU.every((item) => isDeploymentMenuItemEnabled(item.key, running))).toBe(true);
  });

  it('Given a last activity, then only a pending or running one is the task to follow', () => {
    expect(runningTaskOf({ lastActivity: { _id: 'a1', action: 'CREATE_DEPLOYMENT', status: 'IN_PROGRESS' } })).toEqual({
      id: 'a1',
      action: 'CREATE_DEPLOYMENT',
    });
    expect(
      runningTaskOf({ lastActivity: { _id: 'a1', action: 'CREATE_DEPLOYMENT', status: 'SUCCESS' } }),
    ).toBeUndefined();
    expect(runningTaskOf({ lastActivity: null })).toBeUndefined();
  });
});
