import { createHash, randomBytes } from 'node:crypto';

/** A stable 24-hex id from a key, so the demo world has the same ids on every machine. */
export function stableId(key: string): string {
  return createHash('sha1').update(key).digest('hex').slice(0, 24);
}

/** A new 24-hex id shaped like a Mongo ObjectId: seconds since the epoch, then random bytes. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
