import type { PageParams } from '../pagination.js';
import {
  type Ack,
  ackSchema,
  type Team,
  type TeamMember,
  teamMemberSchema,
  teamRepoSchema,
  teamSchema,
} from '../schemas/collaboration.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface TeamBody {
  name?: string;
  description?: string;
  /** Spec 002 section 3: an organization's contact email and logo image (a URL). */
  email?: string;
  logoImage?: string;
  /** Spec 002 section 3: the organization's colour (default `#fff`). */
  color?: string;
  gitProvider?: 'GITHUB' | 'GITLAB' | 'BITBUCKET' | 'DRUPALCODE';
  repositories?: { name: string; url?: string }[];
}

/** Teams: `/v2/teams` (a group of users sharing git repositories; its creator is the OWNER). */
export class Teams extends Resource {
  /** Lists the user's teams (admins: all). */
  list(params: PageParams = {}, options?: CallOptions) {
    return this.paged('/teams', teamSchema, { ...params }, options);
  }

  /** One team. */
  get(teamId: string, options?: CallOptions): Promise<Team> {
    return this.transport.json('GET', `/teams/${seg(teamId)}`, teamSchema, options);
  }

  /** Creates a team with the user as its owner. */
  create(body: TeamBody & { name: string }, options?: CallOptions): Promise<Team> {
    return this.transport.json('POST', '/teams', teamSchema, { ...options, body });
  }

  /** Updates a team (owner or admin). */
  update(teamId: string, body: TeamBody, options?: CallOptions): Promise<Team> {
    return this.transport.json('PATCH', `/teams/${seg(teamId)}`, teamSchema, { ...options, body });
  }

  /** Deletes a team (owner or admin). */
  delete(teamId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/teams/${seg(teamId)}`, ackSchema, options);
  }

  /** The team's git repositories. */
  repos(teamId: string, options?: CallOptions) {
    return this.paged(`/teams/${seg(teamId)}/repos`, teamRepoSchema, {}, options);
  }

  /** The team's members. */
  members(teamId: string, options?: CallOptions) {
    return this.paged(`/teams/${seg(teamId)}/members`, teamMemberSchema, {}, options);
  }

  /** Adds a user (by email) to the team. */
  addMember(
    teamId: string,
    body: { email: string; role?: 'OWNER' | 'MEMBER' },
    options?: CallOptions,
  ): Promise<TeamMember> {
    return this.transport.json('POST', `/teams/${seg(teamId)}/members`, teamMemberSchema, { ...options, body });
  }

  /** Removes a member (never the owner). */
  removeMember(teamId: string, memberId: string, options?: CallOptions): Promise<Ack> {
    return this.transport.json('DELETE', `/teams/${seg(teamId)}/members/${seg(memberId)}`, ackSchema, options);
  }
}
