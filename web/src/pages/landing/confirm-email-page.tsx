import { useEffect, useState } from 'react';
import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';
import { storeChangeEmailToken } from '../../session/landing-storage.js';
import { useSession } from '../../session/session-context.js';
import { InvalidLink } from './invalid-link.js';

const ACCOUNT = '/account/profile';

/**
 * /confirm-email?token= (spec 000 section 2, public: the link comes by e-mail): the query is stored as a change-email
 * token, in this tab's sessionStorage, and taken out of the address bar at once. The spec says no more, and neither
 * the contract nor the login provider has a call that confirms an e-mail change, so nothing is sent: the page says
 * the link was received and leads to the account. Without a token it is the invalid-link page.
 */
export function ConfirmEmailPage() {
  const { session } = useSession();
  const [query] = useState(() => window.location.search.slice(1));
  const valid = Boolean(new URLSearchParams(query).get('token'));
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    if (valid) storeChangeEmailToken(query);
  }, [query, valid]);

  if (!valid) return <InvalidLink title="Confirm email" />;
  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title="Confirm email" />
      <p role="status">Your e-mail change link was received.</p>
      <Link to={session ? ACCOUNT : `/login?next=${encodeURIComponent(ACCOUNT)}`}>
        {session ? 'Go to your account' : 'Log in to your account'}
      </Link>
    </section>
  );
}
