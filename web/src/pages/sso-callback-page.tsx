import { useEffect, useRef, useState } from 'react';
import { errorText } from '../components/error-alert.js';
import { navigate } from '../router/history.js';
import { useSession } from '../session/session-context.js';
import { sessionFromTokens } from '../session/session-store.js';
import { finishSingleSignOn, pollUserAccess, SSO_CALLBACK_PATH } from '../session/single-sign-on.js';
import { SigningIn } from './integrate-sso-page.js';

/**
 * `/sso-callback?code=&state=` (ours): the return from the hosted login page of the login page's single sign-on
 * button. The code leaves the address bar at once, is exchanged with this tab's PKCE verifier, then user access is
 * polled every 500 ms (spec 000 section 8) before the workspace list opens.
 */
export function SsoCallbackPage() {
  const { origin, signIn } = useSession();
  const [failure, setFailure] = useState<string>();
  const query = useRef(new URLSearchParams(window.location.search));

  useEffect(() => {
    window.history.replaceState(null, '', SSO_CALLBACK_PATH);
    let stopPolling: (() => void) | undefined;
    let left = false;
    finishSingleSignOn(origin, query.current).then(
      (tokens) => {
        if (left) return;
        stopPolling = pollUserAccess(
          origin,
          tokens.idToken,
          (email) => {
            signIn({ ...sessionFromTokens(tokens, ''), email });
            navigate('/workspaces', { replace: true });
          },
          (error) => setFailure(errorText(error)),
        );
      },
      (error: unknown) => {
        if (!left) setFailure(errorText(error));
      },
    );
    return () => {
      left = true;
      stopPolling?.();
    };
  }, [origin, signIn]);

  return <SigningIn failure={failure} />;
}
