/**
 * What the landing routes keep for later, in this tab's sessionStorage (like the session, gone with the tab):
 * the marketplace token (spec 003 section 2) the profile call sends back, the address /callback returns to, and the
 * change-email token of /confirm-email (spec 000 section 2).
 */
const MARKETPLACE_TOKEN_KEY = 'skiff.mpToken';
const CALLBACK_URL_KEY = 'skiff.callbackUrl';
const CHANGE_EMAIL_TOKEN_KEY = 'skiff.changeEmailToken';

export function storeMarketplaceToken(token: string): void {
  window.sessionStorage.setItem(MARKETPLACE_TOKEN_KEY, token);
}

export function storedMarketplaceToken(): string | null {
  return window.sessionStorage.getItem(MARKETPLACE_TOKEN_KEY);
}

/** The stored callback address, removed as it is read (it is used once). */
export function takeCallbackUrl(): string | null {
  const value = window.sessionStorage.getItem(CALLBACK_URL_KEY);
  window.sessionStorage.removeItem(CALLBACK_URL_KEY);
  return value;
}

/** Spec 000 section 2: /confirm-email stores its query (with the token) as a change-email token. */
export function storeChangeEmailToken(query: string): void {
  window.sessionStorage.setItem(CHANGE_EMAIL_TOKEN_KEY, query);
}
