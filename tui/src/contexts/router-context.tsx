import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { BindingScope } from '../keys/key-bindings.js';
import type { AdminRoute } from '../screens/admin/admin-routes.js';

/** An entity on the path, by id and the name shown in the breadcrumb. */
export interface Named {
  id: string;
  name: string;
}

/** The path to one application. */
export interface ApplicationPath {
  workspace: Named;
  project: Named;
  application: Named;
}

/**
 * The tabs of a workspace, in the spec's order (spec 001 section 2; `projects` is the workspace's first screen).
 * A tab hidden from the user or the workspace (VPS on TRIAL, DrupalForge, Settings) passes Tab on to the next one.
 */
export const WORKSPACE_TABS = [
  'projects',
  'workspaceApps',
  'deployments',
  'vps',
  'members',
  'workspaceDomains',
  'catalogs',
  'workspaceActivities',
  'workspaceHelp',
  'drupalForge',
  'workspaceSettings',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/** Whether a screen is one of a workspace's tabs. */
export function isWorkspaceTab(name: string): name is WorkspaceTab {
  return (WORKSPACE_TABS as readonly string[]).includes(name);
}

/** The account pages (spec 002 section 2.9), in their order; Tab goes round them. */
export const ACCOUNT_TABS = ['profile', 'gitTokens', 'commandTokens', 'organizations'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tabs of a project, in their order (`branches` is the project's first screen). */
export const PROJECT_TABS = [
  'branches',
  'tags',
  'secretManagers',
  'extensions',
  'projectMembers',
  'projectActivities',
  'projectSettings',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The sub-screens of an application below its overview. */
export type ApplicationSubScreen =
  | 'appActivities'
  | 'backups'
  | 'logs'
  | 'domains'
  | 'configuration'
  | 'security'
  | 'deployWizard'
  | 'exportSite'
  | 'appMembers'
  | 'appSettings';

/** The screens; each carries the path that leads to it. */
export type Route =
  | { name: 'workspaces' }
  | { name: 'allApps' }
  /** `inWorkspace`: where it was opened from (the breadcrumb, and Abort Process, which is asked of the workspace). */
  | { name: 'activityLog'; activity: Named; inWorkspace?: Named }
  | { name: WorkspaceTab; workspace: Named }
  | { name: 'branches'; workspace: Named; project: Named }
  | { name: 'projectWizard'; workspace: Named; origin: 'git' | 'template' | 'pantheon' }
  | { name: Exclude<ProjectTab, 'branches'>; workspace: Named; project: Named }
  | { name: 'secretManager'; workspace: Named; project: Named; manager: string }
  | { name: 'branchPicker'; workspace: Named; project: Named }
  /** A project's snapshots. */
  | { name: 'snapshots'; workspace: Named; project: Named }
  /** One tag (deployment) of a project, its launch wizard and its security. */
  | {
      name: 'tag' | 'tagDeployWizard' | 'tagSecurity' | 'tagConfiguration';
      workspace: Named;
      project: Named;
      tag: Named;
    }
  | ({ name: 'application' | ApplicationSubScreen } & ApplicationPath)
  /** The help; `scopes`: those of the screen it was opened over, whose sections it shows first. */
  | { name: 'help'; scopes?: readonly BindingScope[] }
  | { name: 'notifications' }
  | AdminRoute
  | { name: AccountTab };

interface RouterApi {
  /** The stack of screens, the first is Home; the last one is shown. */
  stack: readonly Route[];
  current: Route;
  open(route: Route): void;
  /** Swaps the shown screen for another (a tab change: Esc still goes to the screen below). */
  replace(route: Route): void;
  /** Goes back one screen; does nothing on Home. */
  back(): void;
  /** Back to Home (after the workspace on screen was deleted). */
  home(): void;
  /** Gives an entity a new name on every screen of the stack (breadcrumb, headers, prompts) after a rename. */
  rename(id: string, name: string): void;
  /**
   * The shown screen as of the last move, even before a re-render: keys read in one burst (Tab Tab Tab) each move
   * on from where the one before went.
   */
  latest(): Route;
  /** The direction of the last tab move (1 forward, -1 backward), so that a hidden tab is passed the same way. */
  tabDirection(): 1 | -1;
  /** Moves to another tab of the same screen (a replace) in a direction. */
  replaceTab(route: Route, direction: 1 | -1): void;
}

/** The keys of a route that name an entity on the path. */
const NAMED_KEYS = ['workspace', 'project', 'application', 'activity'] as const;

/** `route` with the entity `id` called `name` wherever it appears. */
function renamedRoute(route: Route, id: string, name: string): Route {
  let changed: Record<string, unknown> | undefined;
  for (const key of NAMED_KEYS) {
    const named = (route as Partial<Record<(typeof NAMED_KEYS)[number], Named>>)[key];
    if (named?.id === id && named.name !== name) {
      changed ??= { ...route };
      changed[key] = { ...named, name };
    }
  }
  return (changed as Route | undefined) ?? route;
}

const RouterContext = createContext<RouterApi | undefined>(undefined);

export function RouterProvider({ initial, children }: { initial?: Route[]; children: ReactNode }) {
  const [stack, setStack] = useState<readonly Route[]>(initial?.length ? initial : [{ name: 'workspaces' }]);
  // Every move is made on the latest stack, not on the one of the last render (see `latest`).
  const latestStack = useRef(stack);
  const direction = useRef<1 | -1>(1);
  const move = useCallback((change: (s: readonly Route[]) => readonly Route[]) => {
    latestStack.current = change(latestStack.current);
    setStack(latestStack.current);
  }, []);
  const open = useCallback((route: Route) => move((s) => [...s, route]), [move]);
  const back = useCallback(() => move((s) => (s.length > 1 ? s.slice(0, -1) : s)), [move]);
  const replace = useCallback((route: Route) => move((s) => [...s.slice(0, -1), route]), [move]);
  const home = useCallback(() => move((s) => s.slice(0, 1)), [move]);
  const rename = useCallback(
    (id: string, name: string) => move((s) => s.map((route) => renamedRoute(route, id, name))),
    [move],
  );
  const latest = useCallback(() => latestStack.current[latestStack.current.length - 1]!, []);
  const tabDirection = useCallback(() => direction.current, []);
  const replaceTab = useCallback(
    (route: Route, to: 1 | -1) => {
      direction.current = to;
      replace(route);
    },
    [replace],
  );
  const value = useMemo(
    () => ({
      stack,
      current: stack[stack.length - 1]!,
      open,
      replace,
      back,
      home,
      rename,
      latest,
      tabDirection,
      replaceTab,
    }),
    [stack, open, replace, back, home, rename, latest, tabDirection, replaceTab],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The stack router: `open` goes in, `back` comes out. */
export function useRouter(): RouterApi {
  const api = useContext(RouterContext);
  if (!api) throw new Error('useRouter must be used inside <App>.');
  return api;
}
