import { describe, expect, it } from 'vitest';
import { profileNameError, USER_STATE_DEFAULT, USER_STATES } from './account-rules.js';
import {
  applicationRouteRedirectsToOverview,
  canViewApplication,
  isApplicationAdminLevel,
  isApplicationMenuItemEnabled,
  isApplicationMenuItemShown,
} from './application-menu.js';
import { notificationPreview } from './format.js';
import { isWorkspaceKindFilter, toggleWorkspaceKind, workspaceKindParams } from './workspace-kinds.js';

const running = { status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 2 };
const paused = { status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 0 };
const undeployed = { status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 };

describe('workspace kind filters (spec 000 section 2)', () => {
  it('Given a kind, when mapped, then exactly one list parameter is true', () => {
    expect(workspaceKindParams('regular')).toEqual({ isRegular: true });
    expect(workspaceKindParams('drupalForge')).toEqual({ isDrupalForge: true });
    expect(workspaceKindParams('personal')).toEqual({ isPersonal: true });
    expect(workspaceKindParams(undefined)).toEqual({});
  });
  it('Given a selected kind, when another or the same is ticked, then they exclude each other or clear', () => {
    expect(toggleWorkspaceKind('regular', 'personal')).toBe('personal');
    expect(toggleWorkspaceKind('personal', 'personal')).toBeUndefined();
    expect(isWorkspaceKindFilter('drupalForge')).toBe(true);
    expect(isWorkspaceKindFilter('other')).toBe(false);
  });
});

describe('notification preview', () => {
  it('Given a long message, when previewed, then it is cut at 180 characters with an ellipsis', () => {
    expect(notificationPreview('x'.repeat(200))).toBe(`${'x'.repeat(180)}…`);
    expect(notificationPreview('short')).toBe('short');
    expect(notificationPreview(undefined)).toBe('');
  });
});

describe('application menu (spec 002 section 2.2)', () => {
  it('Given LAMP or Node.js projects, when the menu is built, then Backups is hidden', () => {
    expect(isApplicationMenuItemShown('backup', 'lamp')).toBe(false);
    expect(isApplicationMenuItemShown('backup', 'nodejs')).toBe(false);
    expect(isApplicationMenuItemShown('backup', 'wordpress')).toBe(true);
    expect(isApplicationMenuItemShown('logs', 'lamp')).toBe(true);
  });
  it('Given a paused or undeployed application, when not admin-level, then most items are disabled', () => {
    expect(isApplicationMenuItemEnabled('logs', running, false)).toBe(true);
    expect(isApplicationMenuItemEnabled('logs', paused, false)).toBe(false);
    expect(isApplicationMenuItemEnabled('configuration', undeployed, false)).toBe(false);
    expect(isApplicationMenuItemEnabled('configuration', undeployed, true)).toBe(true);
    expect(isApplicationMenuItemEnabled('logs', paused, true)).toBe(false);
    expect(isApplicationMenuItemEnabled('overview', undeployed, false)).toBe(true);
  });
  it('Given guarded routes, when opened without rights on a stopped application, then they redirect to overview', () => {
    expect(applicationRouteRedirectsToOverview('backup', paused, false)).toBe(true);
    expect(applicationRouteRedirectsToOverview('backup', paused, true)).toBe(false);
    expect(applicationRouteRedirectsToOverview('backup', running, false)).toBe(false);
    expect(applicationRouteRedirectsToOverview('activities', paused, false)).toBe(false);
  });
  it('Given roles, when checked, then admin-level means project owner rights and view means membership', () => {
    const ws = { rbac: [{ user: 'd', role: 'DEVELOPER' }] };
    const project = { rbac: [{ user: 'd', role: 'project_developer' }] };
    const dev = { _id: 'd', role: 'MEMBER' };
    expect(isApplicationAdminLevel(dev, ws, project)).toBe(false);
    expect(canViewApplication(dev, ws, project)).toBe(true);
    expect(canViewApplication({ _id: 'x', role: 'MEMBER' }, ws, project)).toBe(false);
    expect(isApplicationAdminLevel({ _id: 'x', role: 'INSTANCE_ADMIN' }, ws, project)).toBe(true);
  });
});

describe('profile form (spec 000 section 4, spec 002 section 5)', () => {
  it('Given the profile form, when the name is blank, then "Please input your name!" shows; states start with FOCUSING', () => {
    expect(profileNameError('  ')).toBe('Please input your name!');
    expect(profileNameError('Dana')).toBeUndefined();
    expect(USER_STATES[0]).toBe(USER_STATE_DEFAULT);
  });
});
