import { useSyncExternalStore } from 'react';

/** The current path and query, as one string so React can compare snapshots cheaply. */
export interface Location {
  pathname: string;
  search: string;
}

const NAVIGATE_EVENT = 'popstate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => window.removeEventListener(NAVIGATE_EVENT, onChange);
}

function snapshot(): string {
  return window.location.pathname + window.location.search;
}

/** Goes to `to` (a path with an optional query) through the History API; `replace` keeps Back from returning. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // pushState fires nothing; tell every subscriber the same way Back and Forward do.
  window.dispatchEvent(new PopStateEvent(NAVIGATE_EVENT));
}

/** The current location; re-renders on navigation and on Back/Forward. */
export function useLocation(): Location {
  const current = useSyncExternalStore(subscribe, snapshot);
  const queryAt = current.indexOf('?');
  return queryAt < 0
    ? { pathname: current, search: '' }
    : { pathname: current.slice(0, queryAt), search: current.slice(queryAt) };
}

/** Reads the query of the current location. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}

/** Replaces one or more query parameters of the current path (empty values are dropped). */
export function withQuery(pathname: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
