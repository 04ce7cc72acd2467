import { decodeMaybeBase64, THIRD_PARTY_LOGIN_REQUIRED_MESSAGE, thirdPartyDestination } from '@skiff/sdk/domain';
import { PageHeading } from '../components/page-heading.js';
import { useLocation, useQuery } from '../router/history.js';
import { Link } from '../router/link.js';
import { useSession } from '../session/session-context.js';

/**
 * `/authorize?redirectUrl=&state=`: the third-party authorisation page (spec 003 section 2.6, hardened by issue 6).
 * It hands the access token to another site, so it names the destination host plainly, acts only on the user's
 * click, and refuses any destination that is not HTTPS (plain HTTP only to this computer).
 */
export function AuthorizePage() {
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const query = useQuery();
  const redirectUrl = query.get('redirectUrl');
  const state = query.get('state');

  if (!session) {
    return (
      <div className="result-page">
        <PageHeading title="Authorise another site">Authorise another site</PageHeading>
        <p>{THIRD_PARTY_LOGIN_REQUIRED_MESSAGE}</p>
        <Link to={`/login?next=${encodeURIComponent(pathname + search)}`}>Log in or sign up</Link>
      </div>
    );
  }

  const destination = thirdPartyDestination(redirectUrl, session.accessToken, state ? decodeMaybeBase64(state) : state);
  return (
    <section className="result-page" aria-labelledby="page-heading">
      <PageHeading title="Authorise another site" />
      {destination.host ? (
        <p>
          Destination: <strong className="mono destination-host">{destination.host}</strong>
        </p>
      ) : null}
      {destination.ok ? (
        <>
          <p className="alert alert-info">
            This is an authentication outside skiff: <strong>{destination.host}</strong> will receive your access token
            and can act on the platform as you until it expires. Continue only if you trust this site.
          </p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => window.location.assign(destination.url)}>
              Continue to {destination.host}
            </button>
            <Link to="/workspaces">Cancel</Link>
          </div>
        </>
      ) : (
        <p role="alert" className="alert alert-error">
          {destination.reason}
        </p>
      )}
    </section>
  );
}
