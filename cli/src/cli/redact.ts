/**
 * Redaction for diagnostics (`--verbose`, `SKIFF_DEBUG=1`): what a request log may show of a URL, headers and a
 * body without ever showing a token, a password, a key or a registry credential. When in doubt, a value is hidden.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are credentials or user secrets, in any casing: `password`, `REFRESH_TOKEN`, `privKey`... */
const SECRET_KEY =
  /pass(word)?|secret|token|auth|cookie|credential|priv(ate)?_?key|cert|signature|code_?verifier|^code$|^values$|api_?key|^key$/i;
/** A JWT (`xxx.yyy.zzz`) or any long opaque run that is not a 24-hex object id. */
const OPAQUE_SEGMENT = /^[\w-]{10,}\.[\w-]{10,}\.[\w-]+$|^(?![0-9a-f]{24}$)[\w~.%+=-]{32,}$/i;

/** True for a key whose value must never be shown. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A URL's path and query for a log line: query values of secret keys are hidden, and so are path segments that
 * look like tokens (JWTs, long opaque strings) or follow a `token` segment (`/workspaces/token/{inviteToken}`).
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return REDACTED;
  }
  const segments = parsed.pathname.split('/');
  const path = segments
    .map((segment, i) => {
      const previous = segments[i - 1] ?? '';
      return (i > 0 && isSecretKey(previous)) || OPAQUE_SEGMENT.test(segment) ? REDACTED : segment;
    })
    .join('/');
  const query = [...parsed.searchParams]
    .map(([key, value]) => `${key}=${isSecretKey(key) || OPAQUE_SEGMENT.test(value) ? REDACTED : value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Request headers for a debug log: credential headers keep their name, lose their value. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, isSecretKey(key) ? REDACTED : value]));
}

/** A JSON value with every secret key's value (at any depth) hidden, and long opaque strings hidden too. */
export function redactValue(value: unknown, key = ''): unknown {
  if (key && isSecretKey(key)) return REDACTED;
  if (typeof value === 'string') return OPAQUE_SEGMENT.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value;
}

/** A request body for a debug log: JSON is shown redacted; anything else only by its size. */
export function redactBody(body: string | Uint8Array | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') return `(${body.byteLength} bytes)`;
  try {
    return JSON.stringify(redactValue(JSON.parse(body)));
  } catch {
    return `(${Buffer.byteLength(body)} bytes)`;
  }
}

/**
 * An invitation as the CLI prints it, without its `token`: whoever holds the token can accept the invitation, so it
 * is a credential. The spec's panel shows the inviter an invitation's email, role and status, never its token; the
 * CLI accepts and rejects by the invitation's id or target and reads the token from the server itself.
 */
export function shownInvitation<T extends object>(invitation: T): Omit<T, 'token'> {
  const { token: _token, ...shown } = invitation as T & { token?: unknown };
  return shown;
}
