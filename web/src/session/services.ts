import { discoverLoginSettings, fetchHttpClient, LoginProvider, SkiffClient } from '@skiff/sdk';
import type { SessionStore } from './session-store.js';

/** The app's long-lived objects, made once at start-up by `createServices` and shared through React context. */
export interface AppServices {
  origin: string;
  sessions: SessionStore;
  /** Calls the API with the current session's id token. */
  client: SkiffClient;
  /** The origin's login provider; its client id is discovered once and the answer reused. */
  loginProvider(): Promise<LoginProvider>;
}

export function createServices(origin: string, sessions: SessionStore): AppServices {
  const http = fetchHttpClient();
  let provider: Promise<LoginProvider> | undefined;
  return {
    origin,
    sessions,
    client: new SkiffClient({ origin, http, token: () => sessions.get()?.idToken }),
    loginProvider() {
      // With the pool id the provider signs in with SRP (the password never leaves the browser), as Cognito's
      // hosted pages and Amplify do; without it, or when the app client refuses SRP, with USER_PASSWORD_AUTH.
      provider ??= discoverLoginSettings(origin, http).then(
        ({ clientId, userPoolId }) =>
          new LoginProvider({ endpoint: `${origin}/cognito/`, clientId, http, ...(userPoolId ? { userPoolId } : {}) }),
      );
      // a failed discovery is retried on the next attempt instead of being cached
      provider.catch(() => {
        provider = undefined;
      });
      return provider;
    },
  };
}
