import type { Db } from './database.js';

export type TokenStore = ReturnType<typeof createTokenStore>;

/** Refresh tokens (stored as hashes) and the settings table's JWT secret. */
export function createTokenStore(db: Db) {
  const getSetting = db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck();
  const putSetting = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)');
  const insertRefresh = db.prepare(
    'INSERT INTO refresh_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const findRefresh = db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM refresh_tokens WHERE token_hash = ? AND expires_at > ?',
  );
  return {
    setting(key: string): string | undefined {
      return getSetting.get(key);
    },
    putSetting(key: string, value: string): void {
      putSetting.run(key, value);
    },
    saveRefresh(tokenHash: string, userId: string, createdAt: string, expiresAt: string): void {
      insertRefresh.run(tokenHash, userId, createdAt, expiresAt);
    },
    refreshOwner(tokenHash: string, now: string): string | undefined {
      return findRefresh.get(tokenHash, now)?.user_id;
    },
  };
}
