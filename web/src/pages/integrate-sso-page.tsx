import { isTokenExpired } from '@skiff/sdk';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../components/error-alert.js';
import { PageHeading } from '../components/page-heading.js';
import { navigate } from '../router/history.js';
import { useSession } from '../session/session-context.js';
import { sessionFromTokens } from '../session/session-store.js';
import { pollUserAccess } from '../session/single-sign-on.js';

/** Where to go after the single sign-on: a path of this app, else `/` (never another site). */
function appPath(redirectUrl: string | null): string {
  return redirectUrl?.startsWith('/') && !redirectUrl.startsWith('//') ? redirectUrl : '/';
}

/**
 * `/integrate-sso?idToken=&accessToken=&redirectUrl=` (spec 003 section 2.2): signs in with the given tokens once the
 * platform knows the user, polling user access every 500 ms. The tokens leave the address bar at once.
 */
export function IntegrateSsoPage() {
  const { origin, signIn } = useSession();
  const [failure, setFailure] = useState<string>();
  const query = useRef(new URLSearchParams(window.location.search));

  useEffect(() => {
    const idToken = query.current.get('idToken') ?? '';
    const accessToken = query.current.get('accessToken') ?? '';
    const destination = appPath(query.current.get('redirectUrl'));
    window.history.replaceState(null, '', '/integrate-sso');
    if (!idToken || !accessToken || isTokenExpired(idToken)) {
      setFailure('The sign-on link is incomplete or expired. Please log in again.');
      return;
    }
    return pollUserAccess(
      origin,
      idToken,
      (email) => {
        signIn({ ...sessionFromTokens({ idToken, accessToken }, ''), email });
        navigate(destination, { replace: true });
      },
      (error) => setFailure(errorText(error)),
    );
  }, [origin, signIn]);

  return <SigningIn failure={failure} />;
}

/** The page while a single sign-on completes: a status, or the failure's alert. */
export function SigningIn({ failure }: { failure: string | undefined }) {
  return (
    <div className="result-page">
      <PageHeading title="Signing in" />
      {failure ? (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </div>
  );
}
