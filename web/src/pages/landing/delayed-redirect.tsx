import { useEffect } from 'react';
import { PageHeading } from '../../components/page-heading.js';
import { navigate } from '../../router/history.js';
import { LANDING_REDIRECT_DELAY_MS } from './landing-redirects.js';

/** A landing page's spinner; after the SDK's 1-second delay it replaces itself with `to()` (read when it moves). */
export function DelayedRedirect({ title, to }: { title: string; to(): string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to(), { replace: true }), LANDING_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [to]);
  return (
    <section className="card landing" aria-labelledby="page-heading">
      <PageHeading title={title} />
      <p className="loading" role="status">
        Loading…
      </p>
    </section>
  );
}
