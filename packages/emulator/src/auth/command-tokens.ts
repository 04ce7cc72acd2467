import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/index.js';
import type { User } from '../store/users.js';

/** Command access tokens start with this prefix, so the auth middleware tells them from JWTs at a glance. */
export const COMMAND_TOKEN_PREFIX = 'skf_';

export function hashCommandToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: the prefix and 40 random hex characters. Only its hash is stored. */
export function newCommandToken(): string {
  return `${COMMAND_TOKEN_PREFIX}${randomBytes(20).toString('hex')}`;
}

/** The user of a command access token that exists, is not revoked and has not expired; otherwise undefined. */
export function userOfCommandToken(store: Store, token: string, now = new Date()): User | undefined {
  if (!token.startsWith(COMMAND_TOKEN_PREFIX)) return undefined;
  const record = store.records.findByKey('command-token', hashCommandToken(token));
  if (!record?.ownerId) return undefined;
  const expiresAt = record.data.expiresAt;
  if (typeof expiresAt === 'string' && Date.parse(expiresAt) <= now.getTime()) return undefined;
  const user = store.users.findById(record.ownerId);
  return user?.confirmed ? user : undefined;
}
