/** Spec 000 section 7 and spec 003 sections 2.2 and 2.16: the browser session's timings and the footer's versions. */

/** After a single sign-on, user access is polled this often until the platform knows the user. */
export const SSO_ACCESS_POLL_INTERVAL_MS = 500;
/** The footer's API version when the health check gives none. */
const API_VERSION_FALLBACK = 'latest';

/** The API version the footer shows: the health check's, else 'latest'. */
export function apiVersionLabel(health: { version?: string | null } | null | undefined): string {
  return health?.version?.trim() || API_VERSION_FALLBACK;
}
