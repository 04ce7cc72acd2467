import type { PushClient, SkiffClient, Workspace } from '@skiff/sdk';
import { useMemo } from 'react';
import { KeyLayersProvider } from '../contexts/key-layers-context.js';
import { NoticeProvider } from '../contexts/notice-context.js';
import { type Route, RouterProvider } from '../contexts/router-context.js';
import { ServicesProvider } from '../contexts/services-context.js';
import { StatusCommandProvider } from '../contexts/status-command-context.js';
import { ThemeProvider } from '../contexts/theme-context.js';
import { UnreadProvider } from '../contexts/unread-context.js';
import { AdminAccessProvider } from '../screens/admin/admin-access.js';
import type { ListWindow } from '../screens/shared/collect.js';
import type { PushStateSource } from '../services/push-state.js';
import { Shell } from './shell.js';
import { createTheme, type Theme } from './theme.js';
import type { Prefetch } from './warm-start.js';

export interface AppProps {
  client: SkiffClient;
  /** The push channel; without it screens still work and reload on `r`. */
  push?: PushClient;
  /** The push channel's state for the header's live / reconnecting indicator. */
  pushState?: PushStateSource;
  /** The profile name and origin shown in the header. */
  profile: string;
  origin: string;
  /** Defaults to the theme of the process environment (NO_COLOR). */
  theme?: Theme;
  /** Start on this stack of screens instead of Home. */
  initialRoutes?: Route[];
  /** The clock of the time rules; defaults to `Date.now`. */
  now?: () => number;
  /** Home's workspaces, asked for while the TUI loaded, for the first frame. */
  home?: Prefetch<ListWindow<Workspace>>;
  /** Checks the current password before a password change (see Services). */
  checkPassword?: (password: string) => Promise<void>;
}

/** The root of the TUI: every provider, then the shell (header, current screen, footer). */
export function App({
  client,
  push,
  pushState,
  profile,
  origin,
  theme,
  initialRoutes,
  now = Date.now,
  home,
  checkPassword,
}: AppProps) {
  const services = useMemo(
    () => ({ client, push, pushState, profile, origin, now, home, checkPassword }),
    [client, push, pushState, profile, origin, now, home, checkPassword],
  );
  const appTheme = useMemo(() => theme ?? createTheme(), [theme]);
  return (
    <ThemeProvider theme={appTheme}>
      <ServicesProvider value={services}>
        <NoticeProvider>
          <UnreadProvider>
            <RouterProvider initial={initialRoutes}>
              <StatusCommandProvider>
                <KeyLayersProvider>
                  <AdminAccessProvider>
                    <Shell />
                  </AdminAccessProvider>
                </KeyLayersProvider>
              </StatusCommandProvider>
            </RouterProvider>
          </UnreadProvider>
        </NoticeProvider>
      </ServicesProvider>
    </ThemeProvider>
  );
}
