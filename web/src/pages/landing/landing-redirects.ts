/** The landing routes that store a value and move on (spec 003 section 2, spec 002 section 2). */

/** Spec 003 section 9: the marketplace and credential landing pages move on after 1 second. */
export const LANDING_REDIRECT_DELAY_MS = 1_000;
/** Spec 003 section 2: /marketplace-callback stores this query value; the profile call sends it back. */
export const MARKETPLACE_TOKEN_PARAM = 'mpToken';

/** Where a landing page may send the user: a path of this app (never another site), else `fallback`. */
export function appPathOr(candidate: string | null | undefined, fallback: string): string {
  const value = candidate ?? '';
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
