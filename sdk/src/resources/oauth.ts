import type { OAuthProvider } from '../domain/account-rules.js';
import { Resource } from './resource.js';

/**
 * Git-host linking (`/auth/{provider}` at the origin's root). The browser opens these URLs in a popup; the
 * platform answers with redirects, so the SDK builds the URLs rather than fetching them.
 */
export class OAuth extends Resource {
  /** The URL the browser opens to link a git host; `state` is passed through to the callback page. */
  authorizeUrl(provider: OAuthProvider, state?: string): string {
    return this.transport.url(`/auth/${provider}`, { state }, true);
  }

  /** GitHub's linking URL. */
  github(state?: string): string {
    return this.authorizeUrl('github', state);
  }

  /** GitLab's linking URL. */
  gitlab(state?: string): string {
    return this.authorizeUrl('gitlab', state);
  }

  /** Bitbucket's linking URL. */
  bitbucket(state?: string): string {
    return this.authorizeUrl('bitbucket', state);
  }

  /** Drupalcode's linking URL. */
  drupalcode(state?: string): string {
    return this.authorizeUrl('drupalcode', state);
  }
}
