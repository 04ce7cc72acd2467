import {
  EXTEND_APPLICATION_TEXTS,
  EXTEND_CONTACT_SUPPORT,
  EXTEND_RESTART_COUNTDOWN_MS,
  extendApplicationText,
  formatCountdown,
} from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { PageHeading } from '../components/page-heading.js';
import { useResource } from '../components/use-resource.js';
import { useQuery } from '../router/history.js';
import { useSession } from '../session/session-context.js';

/** Where "Contact" leads (the spec shows a Contact link without its target; ours, easy to change). */
export const SUPPORT_CONTACT_URL = 'mailto:support@skiff.dev';

/**
 * `/extend-application?token=` (spec 003 section 2.14), no sign-in: asks the server to extend the application the
 * token names and shows the outcome; a paused one restarts, with about a minute's countdown before Visit enables.
 */
export function ExtendApplicationPage() {
  const { client } = useSession();
  const token = useQuery().get('token') ?? '';
  const result = useResource((signal) => client.applications.extendWithToken(token, { signal }), [client, token]);
  const state = result.data?.state;
  const restarting = state === 'restarting';
  const [left, setLeft] = useState(EXTEND_RESTART_COUNTDOWN_MS);
  useEffect(() => {
    if (!restarting) return;
    const ends = Date.now() + EXTEND_RESTART_COUNTDOWN_MS;
    const timer = setInterval(() => setLeft(Math.max(0, ends - Date.now())), 1000);
    return () => clearInterval(timer);
  }, [restarting]);

  const ready = state === 'ready' || (restarting && left === 0);
  const failed = result.error !== undefined || (state !== undefined && !ready && !restarting);
  const known = state ? (extendApplicationText(state) ?? EXTEND_APPLICATION_TEXTS.error) : undefined;
  const text = ready
    ? EXTEND_APPLICATION_TEXTS.ready
    : (known ?? (failed ? EXTEND_APPLICATION_TEXTS.error : undefined));
  const hostname = result.data?.hostname;
  return (
    <div className="result-page">
      <PageHeading title="Extend your application" />
      {result.loading ? <p className="loading">Loading…</p> : null}
      {text ? (
        <p role={failed ? 'alert' : 'status'} className={`alert ${failed ? 'alert-error' : 'alert-info'}`}>
          {text}
          {restarting && !ready ? <span className="mono"> {formatCountdown(left)}</span> : null}
        </p>
      ) : null}
      {failed ? (
        <p>
          {EXTEND_CONTACT_SUPPORT} <a href={SUPPORT_CONTACT_URL}>Contact</a>
        </p>
      ) : null}
      {(ready || restarting) && hostname ? (
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => window.open(`https://${hostname}`, '_blank', 'noopener')}
        >
          Visit Application
        </button>
      ) : null}
    </div>
  );
}
