/**
 * Lower items of issue 19 against a real emulator: huge paging values (F-8), control characters in a sign-up
 * email (F-10), and a push socket whose command token is revoked (F-11).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, cognito, openPush, signIn, startTestEmulator, type TestEmulator, waitFor } from './test-support.js';

let emu: TestEmulator;
let owner: string;
beforeAll(async () => {
  emu = await startTestEmulator({ allowFaultHeaders: true });
  owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
});
afterAll(() => emu?.dispose());

it('Given pageIndex=1e20 (or past 2^53), When any list is asked, Then an empty page, not 500', async () => {
  const workspace = (await api(emu.origin, owner, '/workspaces')).body.data[0]._id;
  const lists = ['/workspaces', '/activities', '/notifications', `/workspaces/${workspace}/projects`, '/applications'];
  for (const list of lists) {
    for (const paging of ['pageIndex=100000000000000000000', 'pageIndex=9007199254740993&pageSize=10000']) {
      const res = await api(emu.origin, owner, `${list}?${paging}`);
      expect(res.status, `${list}?${paging}`).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.totalItem).toBeGreaterThan(0);
    }
  }
});

it('Given an email with NUL, ESC, BEL or a bidi override, When signing up, Then it is refused as invalid', async () => {
  for (const email of [
    'dev@demo.skiff.dev\u0000',
    'x\u001b]0;PWNED\u0007@b.example',
    'a\u202e@b.example',
    'a\u200b@b.example',
  ]) {
    const res = await cognito(emu.origin, 'SignUp', {
      ClientId: 'skiff-emulator',
      Username: email,
      Password: 'Newbie!pass1',
    });
    expect(res.status, JSON.stringify(email)).toBe(400);
    expect(res.body).toMatchObject({ __type: 'InvalidParameterException', message: 'Invalid email address format.' });
  }
});

it('Given a push socket opened with a command token, When the token is revoked, Then the socket is closed and gets nothing more', async () => {
  const created = await api(emu.origin, owner, '/users/command-access-token', {
    method: 'POST',
    body: JSON.stringify({ note: 'push-revoke', expiration: 7 }),
  });
  expect(created.status).toBe(201);
  const push = await openPush(emu.origin, created.body.token);
  await waitFor(() => push.messages.some((m) => m.type === 'ready'));
  const revoked = await api(emu.origin, owner, `/users/command-access-token/${created.body._id}`, { method: 'DELETE' });
  expect(revoked.status).toBe(200);
  // News sent before the revocation (a task of an earlier test ending on the shared world) may still be in the list.
  const beforeRevocation = push.messages.length;
  const app = (await api(emu.origin, owner, '/applications?pageSize=1')).body.data[0];
  const hook = await fetch(`${emu.origin}/__emulator/push/expiry-warning`, {
    method: 'POST',
    body: JSON.stringify({ applicationId: app._id }),
  });
  expect(hook.status).toBe(200);
  expect((await push.closed).code).toBe(4401);
  expect(push.messages.slice(beforeRevocation)).toEqual([]);
});
