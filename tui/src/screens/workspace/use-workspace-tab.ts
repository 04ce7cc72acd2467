import type { Workspace } from '@skiff/sdk';
import { canOpenWorkspaceTab, type PermissionUser } from '@skiff/sdk/domain';
import { useCallback, useEffect } from 'react';
import { navigate } from '../../app/navigation.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';

/** A workspace tab's frame: the workspace as the server sends it (flags, plan, rbac) and who looks at it. */
export interface WorkspaceTabView {
  workspace: Workspace;
  user: PermissionUser;
  /** The user's own email (a transfer cannot go to it). */
  email: string;
}

/** The tabs the spec hides from some users or workspaces (spec 001 section 2), by their SDK key, and why. */
const HIDDEN_BECAUSE: Readonly<Record<string, string>> = {
  vps: 'The VPS tab is hidden for TRIAL workspaces.',
  'drupal-forge': 'The DrupalForge tab is for the owners and admins of Drupal Forge workspaces.',
  settings: 'The Settings tab is for the workspace owner and instance admins.',
};

/**
 * Loads what a workspace tab needs to know first: the workspace and the user. Input: the workspace, the tab's SDK
 * key (`vps`, `settings`, ... as `canOpenWorkspaceTab` names them) and whether the screen is shown. A tab hidden
 * from this user or workspace gives way to the next tab (so Tab passes over it) and the footer says why.
 * Output: the loaded view, `hidden`, and `reload`.
 */
export function useWorkspaceTab(workspace: Named, tab: string, active: boolean) {
  const { client } = useServices();
  const router = useRouter();
  const { showInfo } = useNotice();
  const load = useCallback(
    async (signal: AbortSignal): Promise<WorkspaceTabView> => {
      const [found, profile] = await Promise.all([
        client.workspaces.get(workspace.id, { signal }),
        client.users.profile({ signal }),
      ]);
      return { workspace: found, user: { _id: profile._id ?? '', role: profile.role }, email: profile.email ?? '' };
    },
    [client, workspace.id],
  );
  const loaded = useLoader(load, `workspace-tab/${workspace.id}/${tab}`);
  const hidden = loaded.data ? !canOpenWorkspaceTab(loaded.data.user, loaded.data.workspace, tab) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves on once, when the tab turns out hidden
  useEffect(() => {
    if (!hidden || !active) return;
    const next = navigate(router.latest(), router.tabDirection() < 0 ? 'previousTab' : 'nextTab');
    if (!next) return;
    router.replace(next.to);
    showInfo(HIDDEN_BECAUSE[tab] ?? 'This tab is hidden for this workspace.', true);
  }, [hidden, active]);
  return { ...loaded, hidden };
}
