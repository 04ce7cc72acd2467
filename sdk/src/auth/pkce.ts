/** PKCE (RFC 7636) for the hosted login page: verifier, S256 challenge and state. Isomorphic (WebCrypto). */

export interface PkcePair {
  /** Kept by the client until the code exchange; never sent to the authorize URL. */
  verifier: string;
  /** `BASE64URL(SHA-256(verifier))`. */
  challenge: string;
  method: 'S256';
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomBase64url(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** A random verifier of 43 characters (32 random bytes) from the unreserved alphabet. */
export function createCodeVerifier(): string {
  return randomBase64url(32);
}

/** The S256 challenge of a verifier. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A fresh verifier and its S256 challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = createCodeVerifier();
  return { verifier, challenge: await codeChallengeS256(verifier), method: 'S256' };
}

/** A random `state` value (128 bits) that ties a redirect to the request that started it. */
export function createState(): string {
  return randomBase64url(16);
}

export interface AuthorizeUrlOptions {
  /** The login provider's domain, e.g. `https://auth.example.com` (its hosted page is `{loginDomain}/login`). */
  loginDomain: string;
  clientId: string;
  redirectUri: string;
  state: string;
  challenge: string;
  scope?: string;
}

/** A page of the login provider's domain (the domain may end with a slash). */
function hostedPageUrl(loginDomain: string, page: string): URL {
  return new URL(`${loginDomain.replace(/\/+$/, '')}${page}`);
}

/** The hosted login page URL (`{loginDomain}/oauth2/authorize`) for the authorization code grant with PKCE. */
export function buildAuthorizeUrl(options: AuthorizeUrlOptions): string {
  const url = hostedPageUrl(options.loginDomain, '/oauth2/authorize');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  url.searchParams.set('code_challenge', options.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (options.scope) url.searchParams.set('scope', options.scope);
  return url.toString();
}

export interface ForgotPasswordUrlOptions {
  loginDomain: string;
  clientId: string;
  /** Where the provider sends the browser back once the password is reset. */
  redirectUri: string;
}

/** The hosted forgot-password page (`{loginDomain}/forgotPassword?client_id=...&redirect_uri=...`, as Cognito's). */
export function buildForgotPasswordUrl(options: ForgotPasswordUrlOptions): string {
  const url = hostedPageUrl(options.loginDomain, '/forgotPassword');
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  return url.toString();
}
