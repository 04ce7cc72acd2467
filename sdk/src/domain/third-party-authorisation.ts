/**
 * Spec 003 section 2.6, the third-party authorisation page, hardened (issue 6): the page sends the user's access
 * token to another site, so the destination must be shown plainly and must be HTTPS (loopback excepted, for local
 * tools). Also the base64 reading of its query values.
 */

/** Shown when the user is not signed in. */
export const THIRD_PARTY_LOGIN_REQUIRED_MESSAGE = 'Please login or signup to continue';
/** Our wording: the refusal of a destination that is not HTTPS (nor loopback) or not a URL at all. */
export const THIRD_PARTY_INSECURE_MESSAGE =
  'This site asks for your access token over an unencrypted connection. Only https:// destinations (or this computer) can receive it.';
export const THIRD_PARTY_INVALID_MESSAGE = 'The destination address is missing or not a valid URL.';

/** Where the token would go, or why it may not. */
export type ThirdPartyDestination =
  | { ok: true; host: string; url: string }
  | { ok: false; host?: string; reason: string };

/** Whether a hostname is this computer: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A query value that may be base64 (spec 003 section 2.6): decoded when it matches the pattern and is text. */
export function decodeMaybeBase64(value: string): string {
  if (!/^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(value)) return value;
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /^[\x20-\x7e]+$/.test(text) ? text : value;
  } catch {
    return value;
  }
}

/**
 * The destination of the authorisation: `redirectUrl` (https:// prefixed when it lacks a scheme, as the spec says)
 * with `accessToken` and `state` appended. Refused unless HTTPS, or HTTP to a loopback host.
 */
export function thirdPartyDestination(
  redirectUrl: string | null | undefined,
  accessToken: string,
  state: string | null | undefined,
): ThirdPartyDestination {
  const raw = (redirectUrl ?? '').trim();
  if (!raw) return { ok: false, reason: THIRD_PARTY_INVALID_MESSAGE };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return { ok: false, reason: THIRD_PARTY_INVALID_MESSAGE };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || !url.hostname) return { ok: false, host: url.host || undefined, reason: THIRD_PARTY_INSECURE_MESSAGE };
  url.searchParams.set('accessToken', accessToken);
  if (state) url.searchParams.set('state', state);
  return { ok: true, host: url.host, url: url.toString() };
}
