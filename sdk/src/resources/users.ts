import { type Health, healthSchema, type Profile, profileSchema } from '../schemas/user.js';
import { type CallOptions, Resource } from './resource.js';

/** The signed-in user: `/v2/users`. */
export class Users extends Resource {
  /** The signed-in user's profile. */
  profile(options?: CallOptions): Promise<Profile> {
    return this.transport.json('GET', '/users/profile', profileSchema, options);
  }
}

/** Health: `/v2/healthz` (no sign-in needed). */
export class HealthChecks extends Resource {
  /** The API's health and version. */
  check(options?: CallOptions): Promise<Health> {
    return this.transport.json('GET', '/healthz', healthSchema, options);
  }
}
