import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginProvider } from '../auth/login-provider.js';
import { SkiffClient } from '../client.js';
import {
  COMMAND_TOKEN_NOTE_REQUIRED,
  CONFIRM_PASSWORD_MISMATCH,
  PROFILE_NAME_REQUIRED,
} from '../domain/account-rules.js';
import { uploadedFilePath } from '../domain/images.js';
import { undiciHttpClient } from '../node/undici-http.js';
import { createdCommandTokenSchema, gitRepositorySchema } from '../schemas/account.js';
import { profileSchema } from '../schemas/user.js';
import { AuthenticationError, NotFoundError, ValidationError } from '../transport/errors.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
const http = undiciHttpClient();

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  owner = await emulator.clientFor(DEMO_OWNER);
  dev = await emulator.clientFor(DEMO_DEV);
});
afterAll(() => emulator?.close());

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields;
};

describe('Account: profile, password, sign-out', () => {
  it('Given a new display name, When the profile is updated, Then the profile shows it and parses', async () => {
    const updated = await dev.account.updateProfile({ displayName: 'Dana D.', state: 'BUSY' });
    expect(profileSchema.safeParse(updated).success).toBe(true);
    expect(updated).toMatchObject({ displayName: 'Dana D.', state: 'BUSY', email: DEMO_DEV });
    expect((await dev.users.profile()).displayName).toBe('Dana D.');
  });

  it('Given an empty name, When the profile is updated, Then 400 says "Please input your name!"', async () => {
    expect(await fieldsOf(dev.account.updateProfile({ displayName: '  ' }))).toEqual([PROFILE_NAME_REQUIRED]);
  });

  it('Given a mismatched confirmation, When the password changes, Then the spec message comes back', async () => {
    const fields = await fieldsOf(
      dev.account.changePassword({ password: 'Newpass!234', confirmPassword: 'Other!234' }),
    );
    expect(fields).toEqual([CONFIRM_PASSWORD_MISMATCH]);
    const tooLong = await fieldsOf(
      dev.account.changePassword({ password: `Aa1!${'x'.repeat(15)}`, confirmPassword: `Aa1!${'x'.repeat(15)}` }),
    );
    expect(tooLong[0]).toMatch(/8-18 characters/);
  });

  it('Given a valid new password of 18 characters, When changed, Then sign-in works with it only', async () => {
    const password = 'Abcdefgh!123456789';
    const client = await emulator.clientFor('member@demo.skiff.dev');
    expect(await client.account.changePassword({ password, confirmPassword: password })).toMatchObject({
      success: true,
    });
    const provider = new LoginProvider({ endpoint: `${emulator.origin}/cognito/`, clientId: 'skiff-emulator', http });
    await expect(provider.signIn('member@demo.skiff.dev', password)).resolves.toHaveProperty('idToken');
    await expect(emulator.tokenFor('member@demo.skiff.dev')).rejects.toThrow();
  });

  it('Given a signed-in session, When logged out, Then its refresh token stops working', async () => {
    const provider = new LoginProvider({ endpoint: `${emulator.origin}/cognito/`, clientId: 'skiff-emulator', http });
    const tokens = await provider.signIn(DEMO_DEV, 'Skiff!demo1');
    const client = new SkiffClient({ origin: emulator.origin, http, token: tokens.idToken });
    await expect(provider.refresh(tokens.refreshToken!)).resolves.toHaveProperty('idToken');
    expect(await client.account.logout()).toMatchObject({ success: true });
    await expect(provider.refresh(tokens.refreshToken!)).rejects.toThrow();
  });
});

describe('Account: git tokens, linked hosts, repositories', () => {
  it('Given a GitLab token, When saved and removed, Then only a hint is shown and removing twice is 404', async () => {
    const tokens = await dev.account.updateGitToken({
      gitProvider: 'GITLAB',
      username: 'dana',
      tokenValue: 'glpat-secret-9876',
    });
    expect(tokens).toEqual([expect.objectContaining({ gitProvider: 'GITLAB', username: 'dana', tokenHint: '…9876' })]);
    expect(JSON.stringify(await dev.users.profile())).not.toContain('glpat-secret');
    expect(await dev.account.removeGitToken('GITLAB')).toEqual([]);
    await expect(dev.account.removeGitToken('GITLAB')).rejects.toBeInstanceOf(NotFoundError);
    expect(await fieldsOf(dev.account.updateGitToken({ gitProvider: 'GITHUB', username: '', tokenValue: '' }))).toEqual(
      ['username should not be empty', 'tokenValue should not be empty'],
    );
  });

  it('Given GitLab OAuth credentials, When saved as secrets, Then the profile lists gitlab as linked', async () => {
    const profile = await dev.account.updateSecrets({
      gitlab: { accessToken: 'a', refreshToken: 'r', username: 'dana' },
    });
    expect(profile.linkedProviders).toEqual(['gitlab']);
  });

  it('Given the demo projects, When repositories are browsed, Then owners, repositories and branches appear', async () => {
    const owners = await owner.account.gitOwners({ gitProvider: 'GITHUB' });
    expect(owners.map((o) => o.login)).toContain('acme');
    const repos = await owner.account.repositories({ gitProvider: 'GITHUB', owner: 'acme' });
    const storefront = repos.find((r) => r.name === 'storefront');
    expect(storefront && gitRepositorySchema.safeParse(storefront).success).toBe(true);
    const one = await owner.account.repository('acme/storefront', { gitProvider: 'GITHUB' });
    expect(one.fullName).toBe('acme/storefront');
    const branches = await owner.account.branches('storefront', String(one.id), {
      gitProvider: 'GITHUB',
      owner: 'acme',
    });
    expect(branches.map((b) => b.name)).toEqual(expect.arrayContaining(['main', 'staging', 'feature-login']));
    await expect(owner.account.repository('no-such-repo')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('Command access tokens', () => {
  it('Given a note and 7 days, When created, Then the full token is shown once, works as a bearer, and stops when revoked', async () => {
    const created = await dev.commandAccessTokens.create({ note: 'ci', expiration: 7 });
    expect(createdCommandTokenSchema.safeParse(created).success).toBe(true);
    expect(created.token.startsWith(created.prefixToken!)).toBe(true);
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt!)) / 86_400_000;
    expect(days).toBe(7);
    const listed = await dev.commandAccessTokens.list();
    expect(listed.items.map((t) => t.note)).toEqual(['ci']);
    expect(JSON.stringify(listed.items)).not.toContain(created.token);

    const script = new SkiffClient({ origin: emulator.origin, http, token: created.token });
    expect((await script.users.profile()).email).toBe(DEMO_DEV);
    await dev.commandAccessTokens.delete(created._id);
    await expect(script.users.profile()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(dev.commandAccessTokens.delete(created._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('Given no note or a lifetime not offered, When created, Then 400 lists both messages', async () => {
    const fields = await fieldsOf(dev.commandAccessTokens.create({ note: '', expiration: 3 as never }));
    expect(fields).toEqual([
      COMMAND_TOKEN_NOTE_REQUIRED,
      'expiration must be one of the following values: 7, 30, 60, 90, 365, null',
    ]);
  });

  it('Given no expiration chosen, When created, Then it lasts the default 30 days; null means it never expires', async () => {
    const byDefault = await dev.commandAccessTokens.create({ note: 'default' });
    expect(byDefault.expiration).toBe(30);
    const forever = await dev.commandAccessTokens.create({ note: 'forever', expiration: null });
    expect(forever.expiresAt ?? null).toBeNull();
  });
});

describe('OAuth linking and file upload', () => {
  it('Given a provider, When the linking URL is opened, Then the emulator redirects to the callback page with credentials', async () => {
    const url = owner.oauth.gitlab('xyz');
    expect(url).toBe(`${emulator.origin}/auth/gitlab?state=xyz`);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, emulator.origin);
    expect(location.pathname).toBe('/gitlab-callback');
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('accessToken')).toMatch(/^emu_gitlab_/);
  });

  it('Given a small PNG, When uploaded as an image, Then a fileId comes back; a wrong tag is a 400', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });
    const uploaded = await dev.files.upload(png, 'avatar.png');
    expect(uploaded).toMatchObject({ name: 'avatar.png', contentType: 'image/png', size: 7 });
    expect(uploaded.fileId).toMatch(/^[0-9a-f]{24}$/);
    const fields = await fieldsOf(dev.files.upload(png, 'avatar.png', { tag: 'video' as 'image' }));
    expect(fields).toEqual(['tag must be one of the following values: image']);
    const text = new Blob(['hello'], { type: 'text/plain' });
    expect(await fieldsOf(dev.files.upload(text, 'a.txt'))).toEqual(['file must be an image']);
  });

  it('Given an uploaded image, When its address is read without a token, Then the same bytes come back, sandboxed', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);
    const uploaded = await dev.files.upload(new Blob([bytes], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${emulator.origin}${uploadedFilePath(uploaded.fileId)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${emulator.origin}${uploadedFilePath('0123456789abcdef01234567')}`)).status).toBe(404);
  });
});
