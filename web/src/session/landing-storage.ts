/**
 * What the landing routes keep for later, in this tab's sessionStorage (like the session, gone with the tab):
 * the marketplace token (spec 003 section 2) the profile call sends back, and the address /callback returns to.
 */
const MARKETPLACE_TOKEN_KEY = 'skiff.mpToken';
const CALLBACK_URL_KEY = 'skiff.callbackUrl';

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
