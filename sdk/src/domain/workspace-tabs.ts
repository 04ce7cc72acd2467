/** The tabs of a workspace and who sees them (spec 001 section 2). */
import type { PermissionUser, WithRbac } from './permissions.js';
import type { Tone } from './states.js';
import { canEditWorkspaceSettings } from './workspace-rules.js';

/** The workspace's VPS tab: 12 a page, options 12, 24, 50 (spec 001 section 9). */
export const WORKSPACE_VPS_PAGE_SIZES = [12, 24, 50] as const;
/** Spec 001 section 8: what copy actions say. */
export const COPIED_MESSAGE = 'Copied to clipboard';
/** Spec 001 section 2: the helpdesk warns users not to put secrets in tickets (the wording is ours). */
export const HELPDESK_SECRETS_WARNING = 'Do not put passwords, tokens, keys or other secrets in a ticket.';
/** Where the helpdesk sends people (the spec shows no ticket calls; the address is ours, as the web's mailto link). */
export const SUPPORT_ADDRESS = 'support@skiff.dev';

/** Spec 001 section 2: what a workspace's pages show while its status is INACTIVE (with the activity timeline). */
export const WORKSPACE_UPDATING_MESSAGE = 'Updating workspace...';

/** Whether a workspace is being updated (its status INACTIVE, spec 001 section 2). */
export function isWorkspaceUpdating(workspace: object): boolean {
  const { status } = workspace as { status?: unknown };
  return typeof status === 'string' && status.toUpperCase() === 'INACTIVE';
}

export interface WorkspaceTab {
  /** The path under /workspaces/{w}/. */
  path: string;
  label: string;
}

export interface TabbedWorkspace extends WithRbac {
  plan?: string | null;
  isDrupalForge?: boolean | null;
}

const TABS: readonly (WorkspaceTab & { shown?(user: PermissionUser, workspace: TabbedWorkspace): boolean })[] = [
  { path: 'projects', label: 'Projects' },
  { path: 'applications', label: 'Applications' },
  { path: 'deployments', label: 'Deployments' },
  { path: 'vps', label: 'VPS', shown: (_, w) => !isTrialWorkspace(w) },
  { path: 'members', label: 'Members' },
  { path: 'custom-domains', label: 'Custom Domains' },
  { path: 'activities', label: 'Activities' },
  { path: 'help', label: 'Help' },
  {
    path: 'drupal-forge',
    label: 'DrupalForge',
    shown: (u, w) => w.isDrupalForge === true && canEditWorkspaceSettings(u, w),
  },
  { path: 'settings', label: 'Settings', shown: canEditWorkspaceSettings },
];

/** A TRIAL (demo) workspace: its VPS tab is hidden. */
export function isTrialWorkspace(workspace: { plan?: string | null }): boolean {
  return workspace.plan?.toUpperCase() === 'TRIAL';
}

/** The tabs `user` sees on `workspace`, in the spec's order (Deployments and Help, which the spec lists as routes, included). */
export function workspaceTabs(user: PermissionUser, workspace: TabbedWorkspace): WorkspaceTab[] {
  return TABS.filter((tab) => tab.shown?.(user, workspace) ?? true).map(({ path, label }) => ({ path, label }));
}

/** Whether `user` may open the tab at `path` of `workspace` (false for a hidden tab). */
export function canOpenWorkspaceTab(user: PermissionUser, workspace: TabbedWorkspace, path: string): boolean {
  return workspaceTabs(user, workspace).some((tab) => tab.path === path);
}

/** A VPS status (spec 001 section 4: ACTIVE, INACTIVE, ERROR) in the semantic tone the screens show it in. */
export function vpsStatusTone(status: string | null | undefined): Tone {
  const upper = status?.toUpperCase();
  return upper === 'ACTIVE' ? 'success' : upper === 'ERROR' ? 'error' : 'neutral';
}
