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
  /** The tab's key (the web app serves it at /workspaces/{w}/{key}). */
  key: string;
  label: string;
}

export interface TabbedWorkspace extends WithRbac {
  plan?: string | null;
  isDrupalForge?: boolean | null;
}

const TABS: readonly (WorkspaceTab & { shown?(user: PermissionUser, workspace: TabbedWorkspace): boolean })[] = [
  { key: 'projects', label: 'Projects' },
  { key: 'applications', label: 'Applications' },
  { key: 'deployments', label: 'Deployments' },
  { key: 'vps', label: 'VPS', shown: (_, w) => !isTrialWorkspace(w) },
  { key: 'members', label: 'Members' },
  { key: 'custom-domains', label: 'Custom Domains' },
  { key: 'activities', label: 'Activities' },
  { key: 'help', label: 'Help' },
  {
    key: 'drupal-forge',
    label: 'DrupalForge',
    shown: (u, w) => w.isDrupalForge === true && canEditWorkspaceSettings(u, w),
  },
  { key: 'settings', label: 'Settings', shown: canEditWorkspaceSettings },
];

/** A TRIAL (demo) workspace: its VPS tab is hidden. */
export function isTrialWorkspace(workspace: { plan?: string | null }): boolean {
  return workspace.plan?.toUpperCase() === 'TRIAL';
}

/** The tabs `user` sees on `workspace`, in the spec's order (Deployments and Help, which the spec lists as routes, included). */
export function workspaceTabs(user: PermissionUser, workspace: TabbedWorkspace): WorkspaceTab[] {
  return TABS.filter((tab) => tab.shown?.(user, workspace) ?? true).map(({ key, label }) => ({ key, label }));
}

/** Whether `user` may open the tab `key` of `workspace` (false for a hidden tab). */
export function canOpenWorkspaceTab(user: PermissionUser, workspace: TabbedWorkspace, key: string): boolean {
  return workspaceTabs(user, workspace).some((tab) => tab.key === key);
}

/** A VPS status (spec 001 section 4: ACTIVE, INACTIVE, ERROR) in the semantic tone the screens show it in. */
export function vpsStatusTone(status: string | null | undefined): Tone {
  const upper = status?.toUpperCase();
  return upper === 'ACTIVE' ? 'success' : upper === 'ERROR' ? 'error' : 'neutral';
}
