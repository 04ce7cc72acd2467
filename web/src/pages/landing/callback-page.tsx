import { takeCallbackUrl } from '../../session/landing-storage.js';
import { DelayedRedirect } from './delayed-redirect.js';
import { appPathOr } from './landing-redirects.js';

const destination = () => appPathOr(takeCallbackUrl(), '/');

/** /callback (spec 003 section 2): after 1 second, to the stored callback address (a path of this app) or to /. */
export function CallbackPage() {
  return <DelayedRedirect title="Signing in" to={destination} />;
}
