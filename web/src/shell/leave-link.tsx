import { ORIGINATING_HOST_KEY } from '../session/session-store.js';

/** A host name (with an optional port): what an originating-host marker must be to become a link. */
const HOST_NAME =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

/** The originating host stored on arrival from a partner site, when it is a host name. */
function originatingHost(): string | undefined {
  try {
    const host = window.localStorage.getItem(ORIGINATING_HOST_KEY)?.trim();
    return host && HOST_NAME.test(host) ? host : undefined;
  } catch {
    return undefined; // storage refused (a blocked or cross-site frame): no marker
  }
}

/**
 * Spec 000 section 1: the right-hand menu's 'Leave {from-host}' entry, only when an originating-host marker is
 * stored. It goes back to that host over HTTPS (our choice: the spec does not say where it leads).
 */
export function LeaveLink() {
  const host = originatingHost();
  if (!host) return null;
  return <a href={`https://${host}/`}>{`Leave ${host}`}</a>;
}
