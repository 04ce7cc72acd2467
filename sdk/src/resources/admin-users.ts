import type { PageParams } from '../pagination.js';
import { type Member, memberSchema, roleChangeSchema } from '../schemas/administration.js';
import { type Deleted, deletedSchema } from '../schemas/environment.js';
import { workspaceSchema } from '../schemas/workspace.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** Instance members (admin pages): `/v2/users/members` and a member's workspaces. */
export class Members extends Resource {
  /** Lists members (users who are not instance administrators). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/users/members', memberSchema, { ...params }, options);
  }

  /** Creates a member; `username` is the e-mail (sent lowercased), the password 8-18 characters. */
  create(body: { username: string; password: string }, options?: CallOptions): Promise<Member> {
    const sent = { ...body, username: body.username.trim().toLowerCase() };
    return this.transport.json('POST', '/users/members', memberSchema, { ...options, body: sent });
  }

  /** Deletes a member's account. */
  delete(id: string, options?: CallOptions): Promise<Deleted> {
    return this.transport.json('DELETE', `/users/members/${seg(id)}`, deletedSchema, options);
  }

  /** The workspaces a user belongs to. */
  workspaces(userId: string, params: PageParams = {}, options?: CallOptions) {
    return this.paged(`/users/${seg(userId)}/workspaces`, workspaceSchema, { ...params }, options);
  }
}

/** Instance administrators (admin pages): `/v2/users/administrators`. */
export class Administrators extends Resource {
  /** Lists the instance owner and administrators. */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/users/administrators', memberSchema, { ...params }, options);
  }

  /** Takes the administrator role away (the account stays, as a member). */
  delete(id: string, options?: CallOptions) {
    return this.transport.json('DELETE', `/users/administrators/${seg(id)}`, roleChangeSchema, options);
  }
}
