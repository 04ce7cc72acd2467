import * as z from 'zod';
import type { GitProvider } from '../domain/account-rules.js';
import {
  type GitBranch,
  type GitOwner,
  type GitRepository,
  type GitToken,
  gitBranchSchema,
  gitOwnerSchema,
  gitRepositorySchema,
  gitTokensSchema,
  type Success,
  successSchema,
} from '../schemas/account.js';
import { type Profile, profileSchema } from '../schemas/user.js';
import { type CallOptions, Resource, seg } from './resource.js';

export interface ProfileUpdate {
  displayName: string;
  avatarUrl?: string | null;
  state?: string;
}

/** Credentials a git host hands back after OAuth (spec 003 section 3: user secrets). */
export interface GitHostCredentials {
  accessToken: string;
  refreshToken?: string;
  createdAt?: number;
  username?: string;
  id?: string | number;
}

export interface GitQuery {
  gitProvider?: GitProvider;
  owner?: string;
  search?: string;
}

/** A list answer `{data}` or a bare array, read as an array. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.looseObject({ data: z.array(item) }).transform((b) => b.data)]);

/** The signed-in user's own account: profile, password, sign-out, git tokens and linked git hosts. */
export class Account extends Resource {
  /** Updates the display name (required), avatar and state. */
  updateProfile(body: ProfileUpdate, options?: CallOptions): Promise<Profile> {
    return this.withProfile(options, async (current) => {
      // The contract's UpdateProfileDTO requires avatarUrl: without a new one, the current one is sent back.
      const avatarUrl = body.avatarUrl !== undefined ? body.avatarUrl : (current.avatarUrl ?? '');
      return this.transport.json('PATCH', '/users', profileSchema, { ...options, body: { ...body, avatarUrl } });
    });
  }

  /** Runs `send` with the signed-in user's profile, read first. */
  private async withProfile<T>(options: CallOptions | undefined, send: (profile: Profile) => Promise<T>): Promise<T> {
    return send(await this.transport.json('GET', '/users/profile', profileSchema, options));
  }

  /** Signs out on the server: the refresh tokens stop working. */
  logout(options?: CallOptions): Promise<Success> {
    return this.transport.json('PATCH', '/users/logout', successSchema, options);
  }

  /** Changes the password (8-18 characters, confirmed). */
  changePassword(body: { password: string; confirmPassword: string; username?: string }, options?: CallOptions) {
    if (body.username)
      return this.transport.json('POST', '/users/change-password', successSchema, { ...options, body });
    // The contract's CognitoUserChangePasswordDTO requires username (the sign-in name: the account's e-mail).
    return this.withProfile(options, (profile) =>
      this.transport.json('POST', '/users/change-password', successSchema, {
        ...options,
        body: { ...body, username: String(profile.email ?? '') },
      }),
    );
  }

  /** Saves a git host's username and personal token; answers the token list (hints only). */
  async updateGitToken(
    body: { gitProvider: GitProvider; username: string; tokenValue: string },
    options?: CallOptions,
  ): Promise<GitToken[]> {
    return (await this.transport.json('PATCH', '/users/gitToken', gitTokensSchema, { ...options, body })).gitTokens;
  }

  /** Removes a git host's personal token. */
  async removeGitToken(gitProvider: GitProvider, options?: CallOptions): Promise<GitToken[]> {
    const body = { gitProvider };
    return (await this.transport.json('DELETE', '/users/gitToken', gitTokensSchema, { ...options, body })).gitTokens;
  }

  /** Saves OAuth credentials of linked git hosts (github, gitlab, bitbucket, drupalcode). */
  updateSecrets(
    body: Partial<Record<'github' | 'gitlab' | 'bitbucket' | 'drupalcode', GitHostCredentials>>,
    options?: CallOptions,
  ): Promise<Profile> {
    return this.transport.json('PATCH', '/users/secrets', profileSchema, { ...options, body });
  }

  /** Git owners (users and organisations) the user can pick a repository from. */
  gitOwners(query: GitQuery = {}, options?: CallOptions): Promise<GitOwner[]> {
    return this.transport.json('GET', '/users/git-owners', listOf(gitOwnerSchema), { ...options, query: { ...query } });
  }

  /** Repositories of a git owner. */
  repositories(query: GitQuery = {}, options?: CallOptions): Promise<GitRepository[]> {
    const parser = listOf(gitRepositorySchema);
    return this.transport.json('GET', '/users/repositories', parser, { ...options, query: { ...query } });
  }

  /** One repository by name (`owner` in the query, or `owner/name`). */
  repository(repoName: string, query: GitQuery = {}, options?: CallOptions): Promise<GitRepository> {
    const path = `/users/repositories/${seg(repoName)}`;
    return this.transport.json('GET', path, gitRepositorySchema, { ...options, query: { ...query } });
  }

  /** Branches of a repository. */
  branches(repoName: string, repoId: string, query: GitQuery = {}, options?: CallOptions): Promise<GitBranch[]> {
    const path = `/users/repositories/${seg(repoName)}/${seg(repoId)}/branches`;
    return this.transport.json('GET', path, listOf(gitBranchSchema), { ...options, query: { ...query } });
  }
}
