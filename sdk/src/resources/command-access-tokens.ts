import type { CommandTokenExpiration } from '../domain/account-rules.js';
import type { PageParams } from '../pagination.js';
import { type CreatedCommandToken, commandTokenSchema, createdCommandTokenSchema } from '../schemas/account.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { type CallOptions, Resource, seg } from './resource.js';

const PATH = '/users/command-access-token';

/** Command access tokens: long-lived bearer tokens for scripts and CI (`/v2/users/command-access-token`). */
export class CommandAccessTokens extends Resource {
  /** The user's tokens (never the tokens themselves, only their first characters). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged(PATH, commandTokenSchema, { ...params }, options);
  }

  /** Creates a token; `expiration` in days (7, 30, 60, 90, 365) or null for none. The answer holds the token, once. */
  create(
    body: { note: string; expiration?: CommandTokenExpiration },
    options?: CallOptions,
  ): Promise<CreatedCommandToken> {
    return this.transport.json('POST', PATH, createdCommandTokenSchema, { ...options, body });
  }

  /** Revokes a token: it stops working at once. */
  delete(id: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `${PATH}/${seg(id)}`, deletedSchema, options);
  }
}
