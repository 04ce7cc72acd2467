import { pushReactions, readPushMessage } from '@skiff/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator.js';
import { openDatabase } from '../store/database.js';
import { createStore } from '../store/index.js';
import {
  api,
  type Loose,
  openPush,
  type PushClient,
  signIn,
  startTestEmulator,
  type TestEmulator,
  waitFor,
} from '../test-support.js';

const OWNER = 'owner@demo.skiff.dev';
const isWarning = (m: Loose) => m.actionName === 'WARNING_EXPIRED_APP';

let emu: TestEmulator;
let owner: string;

beforeAll(async () => {
  emu = await startTestEmulator({ allowFaultHeaders: true, expiryCheckIntervalMs: 50 });
  owner = await signIn(emu.origin, OWNER);
});
afterAll(() => emu?.dispose());

async function pushFor(origin: string, token: string): Promise<PushClient> {
  const push = await openPush(origin, token);
  await waitFor(() => push.messages.some((m) => m.type === 'ready'));
  return push;
}

async function applications(origin: string, token: string): Promise<Loose[]> {
  return (await api(origin, token, '/applications?pageSize=10000')).body.data;
}

function sendWarning(origin: string, body: unknown) {
  return fetch(`${origin}/__emulator/push/expiry-warning`, { method: 'POST', body: JSON.stringify(body) });
}

describe('expiry warnings on the push channel (spec 003 section 4)', () => {
  it('Given a connected client, When the hook warns about an application, Then the SDK reads it as the browser notice', async () => {
    const push = await pushFor(emu.origin, owner);
    try {
      const app = (await applications(emu.origin, owner))[0];
      const res = await sendWarning(emu.origin, { applicationId: app._id });
      expect(res.status).toBe(200);
      expect((await res.json()).addressed).toBeGreaterThanOrEqual(1);
      const raw = await waitFor(() => push.messages.find(isWarning));
      expect(raw).toMatchObject({
        type: 'activity',
        status: 'WARNING',
        workspace: app.workspace,
        project: app.project,
        application: app._id,
      });
      const message = readPushMessage(JSON.stringify(raw));
      expect(message).toBeDefined();
      expect(pushReactions(message!)).toContainEqual({
        kind: 'expiry-warning',
        message: 'Your application is about to expire!',
        closeAfterMs: 5000,
      });
    } finally {
      push.close();
    }
  });

  it('Given bad hook input, Then 400 for a missing id and 404 for an unknown application', async () => {
    expect((await sendWarning(emu.origin, {})).status).toBe(400);
    expect((await sendWarning(emu.origin, { applicationId: '0123456789abcdef01234567' })).status).toBe(404);
  });

  it('Given an application expiring in 30 minutes, When the periodic check runs, Then only it is warned about', async () => {
    const first = await startTestEmulator({ expiryCheckIntervalMs: 50 });
    const token = await signIn(first.origin, OWNER);
    const expiring = (await applications(first.origin, token)).filter((a) => a.expiredTime);
    expect(expiring.length).toBeGreaterThan(1);
    await first.close();
    const soon = expiring[0];
    const { db } = openDatabase(first.dir);
    const store = createStore(db);
    const state = store.applications.state(soon._id)!;
    store.applications.updateState(soon._id, state, { expiredTime: new Date(Date.now() + 30 * 60_000).toISOString() });
    db.close();
    const second = await startEmulator({
      port: 0,
      dataDir: first.dir,
      expiryCheckIntervalMs: 50,
      allowFaultHeaders: true,
    });
    try {
      const push = await pushFor(second.origin, await signIn(second.origin, OWNER));
      await waitFor(() => push.messages.find(isWarning));
      // A hook warning about another application marks a later point in the stream of messages.
      expect((await sendWarning(second.origin, { applicationId: expiring[1]._id })).status).toBe(200);
      await waitFor(() => push.messages.find((m) => isWarning(m) && m.application === expiring[1]._id));
      const warned = push.messages.filter(isWarning).map((m) => m.application);
      expect(warned).toEqual([soon._id, expiring[1]._id]);
      push.close();
    } finally {
      await second.close();
      await first.dispose();
    }
  });
});
