import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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

/** The tabs of a workspace, in their order (`projects` is the workspace's first screen). */
export const WORKSPACE_TABS = ['projects', 'workspaceApps', 'members', 'workspaceActivities'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/** The account pages (spec 002 section 2.9), in their order; Tab goes round them. */
export const ACCOUNT_TABS = ['profile', 'gitTokens', 'commandTokens', 'organizations'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The sub-screens of an application below its overview. */
export type ApplicationSubScreen =
  | 'appActivities'
  | 'backups'
  | 'logs'
  | 'domains'
  | 'configuration'
  | 'security'
  | 'deployWizard';

/** The screens; each carries the path that leads to it. */
export type Route =
  | { name: 'workspaces' }
  | { name: 'allApps' }
  | { name: 'activityLog'; activity: Named }
  | { name: WorkspaceTab; workspace: Named }
  | { name: 'branches'; workspace: Named; project: Named }
  | { name: 'tags' | 'projectMembers'; workspace: Named; project: Named }
  | ({ name: 'application' | ApplicationSubScreen } & ApplicationPath)
  | { name: 'help' }
  | { name: 'notifications' }
  | { name: AccountTab };

/** Screens shown over the others (their breadcrumb is the screen below plus their own name). */
export const OVERLAY_TITLES: Readonly<Partial<Record<Route['name'], string>>> = {
  help: 'Help',
  notifications: 'Notifications',
};

const TITLES: Readonly<Record<Exclude<Route['name'], 'workspaces' | 'branches' | 'application'>, string>> = {
  allApps: 'All applications',
  activityLog: 'Log',
  projects: 'Projects',
  workspaceApps: 'Applications',
  members: 'Members',
  workspaceActivities: 'Activities',
  tags: 'Tags',
  projectMembers: 'Members',
  appActivities: 'Activities',
  backups: 'Backups',
  logs: 'Logs',
  domains: 'Custom domains',
  configuration: 'Configuration',
  security: 'Security',
  deployWizard: 'Deploy',
  help: 'Help',
  notifications: 'Notifications',
  profile: 'Profile',
  gitTokens: 'Git tokens',
  commandTokens: 'Command access tokens',
  organizations: 'Organizations',
};

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
}

const RouterContext = createContext<RouterApi | undefined>(undefined);

export function RouterProvider({ initial, children }: { initial?: Route[]; children: ReactNode }) {
  const [stack, setStack] = useState<readonly Route[]>(initial?.length ? initial : [{ name: 'workspaces' }]);
  const open = useCallback((route: Route) => setStack((s) => [...s, route]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const replace = useCallback((route: Route) => setStack((s) => [...s.slice(0, -1), route]), []);
  const home = useCallback(() => setStack((s) => s.slice(0, 1)), []);
  const value = useMemo(
    () => ({ stack, current: stack[stack.length - 1]!, open, replace, back, home }),
    [stack, open, replace, back, home],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The stack router: `open` goes in, `back` comes out. */
export function useRouter(): RouterApi {
  const api = useContext(RouterContext);
  if (!api) throw new Error('useRouter must be used inside <App>.');
  return api;
}

/** The names of the path to a route, for the breadcrumb (Home first). */
export function breadcrumbOf(route: Route): string[] {
  switch (route.name) {
    case 'workspaces':
      return ['Home'];
    case 'allApps':
      return ['Home', TITLES.allApps];
    case 'activityLog':
      return ['Home', `${TITLES.activityLog} of ${route.activity.name}`];
    case 'projects':
      return ['Home', route.workspace.name];
    case 'workspaceApps':
    case 'members':
    case 'workspaceActivities':
      return ['Home', route.workspace.name, TITLES[route.name]];
    case 'branches':
      return ['Home', route.workspace.name, route.project.name];
    case 'tags':
    case 'projectMembers':
      return ['Home', route.workspace.name, route.project.name, TITLES[route.name]];
    case 'application':
      return ['Home', route.workspace.name, route.project.name, route.application.name];
    case 'appActivities':
    case 'backups':
    case 'logs':
    case 'domains':
    case 'configuration':
    case 'security':
    case 'deployWizard':
      return ['Home', route.workspace.name, route.project.name, route.application.name, TITLES[route.name]];
    case 'help':
    case 'notifications':
      return [TITLES[route.name]];
    case 'profile':
    case 'gitTokens':
    case 'commandTokens':
    case 'organizations':
      return ['Home', 'Account', TITLES[route.name]];
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}
