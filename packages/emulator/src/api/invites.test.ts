import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInAll, startTestEmulator, type TestEmulator } from '../test-support.js';

let emulator: TestEmulator;
let owner: string;
let admin: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  [owner, admin] = await signInAll(emulator.origin, 'owner@demo.skiff.dev', 'admin@demo.skiff.dev');
});
afterAll(() => emulator?.dispose());

describe('PATCH /invitations/{id}/verify-transfer (spec 003 section 7)', () => {
  it('Given a transfer, When the answer is neither ACCEPTED nor DECLINED, Then 400 names the field and the transfer stays pending', async () => {
    const acme = (await api(emulator.origin, owner, '/workspaces?search=Acme%20Production')).body.data[0];
    const created = await api(emulator.origin, owner, '/workspaces', {
      method: 'POST',
      body: JSON.stringify({ name: 'Transfer answer', environmentId: acme.environment._id }),
    });
    const workspaceId = created.body._id;
    const invite = await api(emulator.origin, owner, `/workspaces/${workspaceId}/transfer`, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.skiff.dev' }),
    });
    const answer = (inviteStatus: string) =>
      api(emulator.origin, admin, `/invitations/${invite.body._id}/verify-transfer`, {
        method: 'PATCH',
        body: JSON.stringify({ token: invite.body.token, inviteStatus }),
      });

    const refused = await answer('MAYBE');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('inviteStatus must be ACCEPTED or DECLINED');
    expect((await api(emulator.origin, owner, `/workspaces/${workspaceId}`)).body.isTransfer).toBe(true);

    const declined = await answer('DECLINED');
    expect(declined.body.inviteStatus).toBe('DECLINED');
    expect((await api(emulator.origin, owner, `/workspaces/${workspaceId}`)).body.isTransfer).toBe(false);
  });
});
