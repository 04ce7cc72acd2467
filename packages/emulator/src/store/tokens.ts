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
  const insertOrigin = db.prepare(
    'INSERT OR IGNORE INTO token_origins (origin_jti, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const dropExpiredOrigins = db.prepare('DELETE FROM token_origins WHERE expires_at <= ?');
  const isRevoked = db.prepare<[string], number>('SELECT revoked FROM token_origins WHERE origin_jti = ?').pluck();
  const revokeOrigin = db.prepare('UPDATE token_origins SET revoked = 1 WHERE origin_jti = ?');
  const deleteRefresh = db.prepare('DELETE FROM refresh_tokens WHERE token_hash = ?');
  const revokeOriginsOf = db.prepare('UPDATE token_origins SET revoked = 1 WHERE user_id = ?');
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
    /** Records a sign-in session (origin_jti) of a user, kept until its refresh token would expire. */
    saveOrigin(originJti: string, userId: string, expiresAt: string, now: string): void {
      dropExpiredOrigins.run(now);
      insertOrigin.run(originJti, userId, expiresAt);
    },
    /** True when the session's tokens were revoked (RevokeToken, GlobalSignOut). */
    originRevoked(originJti: string): boolean {
      return isRevoked.get(originJti) === 1;
    },
    deleteRefresh(tokenHash: string): void {
      deleteRefresh.run(tokenHash);
    },
    revokeOrigin(originJti: string): void {
      revokeOrigin.run(originJti);
    },
    /** Revokes every session of a user. */
    revokeOriginsOf(userId: string): void {
      revokeOriginsOf.run(userId);
    },
  };
}
