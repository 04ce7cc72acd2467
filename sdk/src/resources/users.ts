import { type Health, healthSchema, type Profile, profileSchema } from '../schemas/user.js';
import { type CallOptions, Resource } from './resource.js';

/** The signed-in user: `/v2/users`. */
export class Users extends Resource {
  /** The signed-in user's profile; `marketplace.mpToken` (from /marketplace-callback) goes along as a query value. */
  profile(options?: CallOptions, marketplace?: { mpToken?: string | null }): Promise<Profile> {
    const query = marketplace?.mpToken ? { mpToken: marketplace.mpToken } : undefined;
    return this.transport.json('GET', '/users/profile', profileSchema, { ...options, query });
  }
}

/** Health: `/v2/healthz` (no sign-in needed). */
export class HealthChecks extends Resource {
  /** The API's health and version. */
  check(options?: CallOptions): Promise<Health> {
    return this.transport.json('GET', '/healthz', healthSchema, options);
  }
}
