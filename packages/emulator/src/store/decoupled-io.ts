import type { Db } from './database.js';
import { parseData } from './json.js';

/**
 * Decoupled.io storage. Spaces are numbers owned by the Decoupled.io service (no table of their own); each
 * application is one environment (strategy) of a space for one user's email. Its state changes are immediate
 * (the contract answers the changed application, not an activity).
 */
export const DECOUPLED_IO_SQL = `
CREATE TABLE IF NOT EXISTS dio_applications (
  id TEXT PRIMARY KEY,
  space_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  strategy TEXT NOT NULL,
  status TEXT NOT NULL,
  is_active INTEGER NOT NULL,
  expired_time INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS dio_applications_space ON dio_applications (space_id, email, created_at);
`;

export interface DecoupledApp {
  id: string;
  spaceId: number;
  email: string;
  strategy: string;
  status: string;
  isActive: boolean;
  expiredTime: number;
  createdAt: string;
  data: Record<string, unknown>;
}

interface Row {
  id: string;
  space_id: number;
  email: string;
  strategy: string;
  status: string;
  is_active: number;
  expired_time: number;
  created_at: string;
  data: string;
}

const toApp = (r: Row): DecoupledApp => ({
  id: r.id,
  spaceId: r.space_id,
  email: r.email,
  strategy: r.strategy,
  status: r.status,
  isActive: r.is_active === 1,
  expiredTime: r.expired_time,
  createdAt: r.created_at,
  data: parseData(r.data),
});

export type DecoupledIoStore = ReturnType<typeof createDecoupledIoStore>;

export function createDecoupledIoStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO dio_applications (id, space_id, email, strategy, status, is_active, expired_time, created_at, data)
     VALUES (@id, @spaceId, @email, @strategy, @status, @isActive, @expiredTime, @createdAt, @data)`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM dio_applications WHERE id = ?');
  const FILTER = 'space_id = @spaceId AND lower(email) = lower(@email)';
  const page = db.prepare<[{ spaceId: number; email: string; limit: number; offset: number }], Row>(
    `SELECT * FROM dio_applications WHERE ${FILTER} ORDER BY created_at ASC, id LIMIT @limit OFFSET @offset`,
  );
  const count = db
    .prepare<[{ spaceId: number; email: string }], number>(`SELECT count(*) FROM dio_applications WHERE ${FILTER}`)
    .pluck();
  const liveStrategy = db
    .prepare<[{ spaceId: number; email: string; strategy: string }], string>(
      `SELECT id FROM dio_applications WHERE ${FILTER} AND strategy = @strategy
       AND status <> 'UNDEPLOY_APPLICATION_SUCCESS' LIMIT 1`,
    )
    .pluck();
  const update = db.prepare(
    'UPDATE dio_applications SET status = @status, is_active = @isActive, expired_time = @expiredTime WHERE id = @id',
  );
  // Auto-pause: a running application past its expiry is paused the next time anyone looks at its space.
  const pauseExpired = db.prepare(
    'UPDATE dio_applications SET is_active = 0 WHERE space_id = ? AND is_active = 1 AND expired_time < ?',
  );

  return {
    insert(app: DecoupledApp): void {
      insert.run({ ...app, isActive: app.isActive ? 1 : 0, data: JSON.stringify(app.data) });
    },
    get(id: string): DecoupledApp | undefined {
      const row = byId.get(id);
      return row && toApp(row);
    },
    list(spaceId: number, email: string, limit: number, offset: number): { items: DecoupledApp[]; total: number } {
      return {
        items: page.all({ spaceId, email, limit, offset }).map(toApp),
        total: count.get({ spaceId, email }) ?? 0,
      };
    },
    /** The id of the user's not-deactivated application of this strategy in the space, if any. */
    idOfStrategy(spaceId: number, email: string, strategy: string): string | undefined {
      return liveStrategy.get({ spaceId, email, strategy });
    },
    update(id: string, state: { status: string; isActive: boolean; expiredTime: number }): void {
      update.run({ id, status: state.status, isActive: state.isActive ? 1 : 0, expiredTime: state.expiredTime });
    },
    pauseExpired(spaceId: number, now: number): void {
      pauseExpired.run(spaceId, now);
    },
  };
}
