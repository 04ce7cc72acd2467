import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** An entity on the path, by id and the name shown in the breadcrumb. */
export interface Named {
  id: string;
  name: string;
}

/** The screens; each carries the path that leads to it. */
export type Route =
  | { name: 'workspaces' }
  | { name: 'projects'; workspace: Named }
  | { name: 'branches'; workspace: Named; project: Named }
  | { name: 'application'; workspace: Named; project: Named; application: Named }
  | { name: 'help' };

interface RouterApi {
  /** The stack of screens, the first is Home; the last one is shown. */
  stack: readonly Route[];
  current: Route;
  open(route: Route): void;
  /** Goes back one screen; does nothing on Home. */
  back(): void;
}

const RouterContext = createContext<RouterApi | undefined>(undefined);

export function RouterProvider({ initial, children }: { initial?: Route[]; children: ReactNode }) {
  const [stack, setStack] = useState<readonly Route[]>(initial?.length ? initial : [{ name: 'workspaces' }]);
  const open = useCallback((route: Route) => setStack((s) => [...s, route]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const value = useMemo(() => ({ stack, current: stack[stack.length - 1]!, open, back }), [stack, open, back]);
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
    case 'projects':
      return ['Home', route.workspace.name];
    case 'branches':
      return ['Home', route.workspace.name, route.project.name];
    case 'application':
      return ['Home', route.workspace.name, route.project.name, route.application.name];
    case 'help':
      return ['Help'];
    default: {
      const never: never = route;
      throw new Error(`Unknown route ${JSON.stringify(never)}`);
    }
  }
}
