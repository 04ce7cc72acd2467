import { DEMO_OWNER, DEMO_PASSWORD_FOR_TESTS, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginError } from '../transport/errors.js';
import { ProfileStore } from './profile-store.js';
import { loginWithPassword, NotSignedInError, openSession } from './session.js';

let emulator: TestEmulator;
beforeAll(async () => {
  // Tokens that live 30 s are always within the 60 s refresh margin, so every call refreshes first.
  emulator = await startTestEmulator({ tokenTtlSeconds: 30 });
});
afterAll(() => emulator?.close());

describe('sessions from stored profiles', () => {
  it('Given a password sign-in, When a call is made with short-lived tokens, Then the token is refreshed and saved', async () => {
    const store = new ProfileStore(`${emulator.configDir}/refresh`);
    const saved = await loginWithPassword({
      store,
      profile: 'local',
      origin: emulator.origin,
      email: 'OWNER@demo.skiff.dev',
      password: DEMO_PASSWORD_FOR_TESTS,
    });
    expect(saved.email).toBe(DEMO_OWNER);
    const session = openSession({ store, profile: 'local', env: {} });
    expect((await session.client.users.profile()).email).toBe(DEMO_OWNER);
    expect(store.get('local')?.tokens?.idToken).not.toBe(saved.tokens?.idToken);
  });

  it('Given a wrong password, When signing in, Then the spec message is raised and the stored profile is unchanged', async () => {
    const store = new ProfileStore(`${emulator.configDir}/wrong`);
    store.save('local', { origin: 'http://kept.example' });
    const error = await loginWithPassword({
      store,
      profile: 'local',
      origin: emulator.origin,
      email: DEMO_OWNER,
      password: 'nope',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error.message).toBe('Incorrect username or password.');
    expect(store.get('local')).toEqual({ origin: 'http://kept.example' });
  });

  it('Given no credentials, When a session is opened, Then NotSignedInError says how to sign in', () => {
    const store = new ProfileStore(`${emulator.configDir}/none`);
    expect(() => openSession({ store, profile: 'ci', env: {} })).toThrow(NotSignedInError);
    expect(() => openSession({ store, profile: 'ci', env: {} })).toThrow(/skiff auth login/);
  });

  it('Given SKIFF_TOKEN and SKIFF_ORIGIN, Then they win over the profile and the source is env', async () => {
    const store = new ProfileStore(`${emulator.configDir}/env`);
    const token = await emulator.tokenFor(DEMO_OWNER);
    const session = openSession({ store, env: { SKIFF_TOKEN: token, SKIFF_ORIGIN: emulator.origin } });
    expect(session.source).toBe('env');
    expect((await session.client.users.profile()).email).toBe(DEMO_OWNER);
  });
});
