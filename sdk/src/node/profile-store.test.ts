import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProfileFileError, ProfileStore } from './profile-store.js';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'skiff-profiles-')), 'skiff');
const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh', expiresAt: 1 };

describe('ProfileStore', () => {
  it('Given a saved profile, Then the file is private to the user (0600 in a 0700 folder)', () => {
    const store = new ProfileStore(freshDir());
    store.save('local', { origin: 'http://127.0.0.1:4600', tokens });
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(store.dir).mode & 0o777).toBe(0o700);
    expect(store.get('local')?.tokens?.idToken).toBe('id');
  });

  it('Given two profiles, When one is removed, Then the other is kept', () => {
    const store = new ProfileStore(freshDir());
    store.save('a', { origin: 'http://a' });
    store.save('b', { origin: 'http://b' });
    expect(store.remove('a')).toBe(true);
    expect(store.remove('a')).toBe(false);
    expect(Object.keys(store.read().profiles)).toEqual(['b']);
  });

  it('Given a corrupt file, When read or saved, Then a clear error names it and the file is left untouched', () => {
    const store = new ProfileStore(freshDir());
    store.save('a', { origin: 'http://a' });
    writeFileSync(store.path, '{not json');
    expect(() => store.save('b', { origin: 'http://b' })).toThrow(ProfileFileError);
    expect(() => store.read()).toThrow(`${store.path} is not valid JSON`);
    expect(readFileSync(store.path, 'utf8')).toBe('{not json');
  });
});
