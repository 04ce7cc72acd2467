import type { ProfileAnswer } from './answer-types.js';
import type { Db } from './database.js';
import { parseData } from './json.js';

export interface UserRow {
  id: string;
  sub: string;
  email: string;
  password_hash: string;
  role: string;
  confirmed: number;
  created_at: string;
  data: string;
}

export interface User {
  _id: string;
  sub: string;
  email: string;
  role: string;
  confirmed: boolean;
  passwordHash: string;
  createdAt: string;
  displayName: string;
  data: Record<string, unknown>;
}

export interface NewUser {
  id: string;
  sub: string;
  email: string;
  passwordHash: string;
  role: string;
  confirmed: boolean;
  createdAt: string;
  data?: Record<string, unknown>;
}

function toUser(row: UserRow): User {
  const data = parseData(row.data);
  return {
    _id: row.id,
    sub: row.sub,
    email: row.email,
    role: row.role,
    confirmed: row.confirmed === 1,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    displayName: typeof data.displayName === 'string' ? data.displayName : row.email.split('@')[0]!,
    data,
  };
}

const textOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' ? value : fallback;

/** The profile answer of `GET /api/v2/users/profile`: every field of the SDK's profile schema. */
export function profileView(user: User): ProfileAnswer {
  return {
    _id: user._id,
    sub: user.sub,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    state: textOr(user.data.state, 'FOCUSING'),
    avatarUrl: textOr(user.data.avatarUrl, null),
    isCreatedByAdmin: user.data.isCreatedByAdmin === true,
    awsOrders: Array.isArray(user.data.awsOrders) ? user.data.awsOrders : [],
    // Git tokens are kept as {gitProvider, username, tokenHint, updatedAt}: the token itself is never stored.
    gitTokens: Array.isArray(user.data.gitTokens) ? (user.data.gitTokens as ProfileAnswer['gitTokens']) : [],
    linkedProviders: Object.keys((user.data.secrets ?? {}) as object),
    // The role ARN of the last AWS stack callback (GET /clouds/aws/cloud-formation/callback), for the account form.
    lastCreatedArnRole: textOr(user.data.lastCreatedArnRole, null),
    createdAt: user.createdAt,
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(db: Db) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const bySub = db.prepare<[string], UserRow>('SELECT * FROM users WHERE sub = ?');
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO users (id, sub, email, password_hash, role, confirmed, created_at, data)
     VALUES (@id, @sub, @email, @passwordHash, @role, @confirmed, @createdAt, @data)`,
  );
  const admins = db.prepare<[], { id: string }>(
    "SELECT id FROM users WHERE role IN ('INSTANCE_OWNER', 'INSTANCE_ADMIN')",
  );
  return {
    findByEmail(email: string): User | undefined {
      const row = byEmail.get(email.toLowerCase());
      return row && toUser(row);
    },
    findBySub(sub: string): User | undefined {
      const row = bySub.get(sub);
      return row && toUser(row);
    },
    findById(id: string): User | undefined {
      const row = byId.get(id);
      return row && toUser(row);
    },
    insert(user: NewUser): void {
      insert.run({
        ...user,
        email: user.email.toLowerCase(),
        confirmed: user.confirmed ? 1 : 0,
        data: JSON.stringify(user.data ?? {}),
      });
    },
    /** Ids of instance owners and admins, who see every workspace. */
    adminIds(): string[] {
      return admins.all().map((r) => r.id);
    },
  };
}
