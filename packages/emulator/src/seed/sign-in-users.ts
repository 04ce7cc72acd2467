import { makeSrpVerifier } from '@skiff/sdk/cognito';
import { POOL_NAME, passwordRecord } from '../auth/user-pool.js';
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';
import { DEMO_PASSWORD, SIGN_IN_DEMO_USERS } from './demo-users.js';

/**
 * The demo users' password records, made once per process: they depend only on the user and the published demo
 * password, and the test suite starts an emulator per test file in one worker process (scrypt and an SRP verifier per
 * user were ~100 ms of the ~170 ms of CPU an emulator's start cost). A real emulator starts once: nothing changes.
 */
const madeOnce = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let made = madeOnce.get(key) as Promise<T> | undefined;
  if (made === undefined) {
    made = make();
    madeOnce.set(key, made);
  }
  return made;
}

/** The users of SIGN_IN_DEMO_USERS (new password required, TOTP MFA, SMS MFA), members of no workspace. */
export async function seedSignInUsers(store: Store, now: number): Promise<void> {
  const records = await Promise.all(
    SIGN_IN_DEMO_USERS.map((user) => {
      const sub = stableId(`sub:${user.email}`);
      return once(`record:${sub}:${user.password}`, () => passwordRecord(sub, user.password));
    }),
  );
  store.transaction(() => {
    SIGN_IN_DEMO_USERS.forEach((user, i) => {
      store.users.insert({
        id: stableId(`user:${user.email}`),
        sub: stableId(`sub:${user.email}`),
        email: user.email,
        passwordHash: records[i]!.passwordHash,
        role: 'MEMBER',
        confirmed: true,
        createdAt: new Date(now - 10 * 86_400_000).toISOString(),
        data: {
          displayName: user.email.split('@')[0],
          state: 'FOCUSING',
          isCreatedByAdmin: true,
          srp: records[i]!.srp,
          ...(user.forceChangePassword ? { forceChangePassword: true } : {}),
          ...(user.mfa ? { mfa: user.mfa } : {}),
        },
      });
    });
  });
}

/** Gives every seeded user that has none an SRP verifier of the demo password (the demo world's users share it). */
export async function addDemoSrpVerifiers(store: Store): Promise<void> {
  const users = store.db
    .prepare<[], { id: string; sub: string; data: string }>('SELECT id, sub, data FROM users')
    .all()
    .filter((row) => !(JSON.parse(row.data) as { srp?: unknown }).srp);
  const verifiers = await Promise.all(
    users.map((row) => once(`srp:${row.sub}`, () => makeSrpVerifier(POOL_NAME, row.sub, DEMO_PASSWORD))),
  );
  store.transaction(() => {
    users.forEach((row, i) => {
      store.userAdmin.patchData(row.id, { srp: verifiers[i] });
    });
  });
}
