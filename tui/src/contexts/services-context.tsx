import type { PushClient, SkiffClient, Workspace } from '@skiff/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { Prefetch } from '../app/warm-start.js';
import type { ListWindow } from '../screens/shared/collect.js';
import type { PushStateSource } from '../services/push-state.js';

/** What the screens talk to: the API client, the push channel (optional), and who is signed in where. */
export interface Services {
  client: SkiffClient;
  push?: PushClient;
  profile: string;
  origin: string;
  /** The push channel's state (live or reconnecting), when known. */
  pushState?: PushStateSource;
  /** The clock for time rules (abort after 5 minutes); tests move it. */
  now: () => number;
  /** Home's workspaces, asked for while the TUI loaded (see warm-start.ts). */
  home?: Prefetch<ListWindow<Workspace>>;
  /**
   * Checks the signed-in account's current password at its login provider (the SDK's `Session.checkPassword`),
   * as the spec's change-password form requires; refuses a wrong one with the platform's message.
   */
  checkPassword?: (password: string) => Promise<void>;
}

const ServicesContext = createContext<Services | undefined>(undefined);

export function ServicesProvider({ value, children }: { value: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

/** The services of the running app; throws outside the App, where there are none. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <App>.');
  return services;
}
