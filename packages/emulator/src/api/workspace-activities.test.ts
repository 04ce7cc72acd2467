import { join } from 'node:path';
import { activityLogPageSchema, activitySchema } from '@skiff/sdk';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { DATABASE_FILE } from '../store/database.js';
import { api, signInAll, startTestEmulator, type TestEmulator } from '../test-support.js';
import { ABORT_TOO_EARLY_MESSAGE } from './workspace-settings.js';

let emulator: TestEmulator;
let owner: string;
let admin: string;
let dev: string;
let acmeId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  [owner, admin, dev] = await signInAll(
    emulator.origin,
    'owner@demo.skiff.dev',
    'admin@demo.skiff.dev',
    'dev@demo.skiff.dev',
  );
  acmeId = (await api(emulator.origin, owner, '/workspaces?search=Acme%20Production')).body.data[0]._id;
});
afterAll(() => emulator?.dispose());

/** A workspace task that stopped moving `idleMinutes` ago (written straight into the emulator's database). */
function stuckActivity(idleMinutes: number, createdBy: string | null = null): string {
  const db = new Database(join(emulator.dir, DATABASE_FILE));
  try {
    const id = newId();
    const at = new Date(Date.now() - idleMinutes * 60_000).toISOString();
    db.prepare(
      `INSERT INTO activities (id, action, status, workspace_id, created_by, created_at, updated_at, version, expected_lines, line_count, data)
       VALUES (?, 'CREATE_NAMESPACE', 'IN_PROGRESS', ?, ?, ?, ?, 1, 18, 1, '{}')`,
    ).run(id, acmeId, createdBy, at, at);
    db.prepare('INSERT INTO activity_logs (activity_id, seq, message) VALUES (?, 0, ?)').run(
      id,
      `${at} Creating namespace...`,
    );
    return id;
  } finally {
    db.close();
  }
}

const abort = (token: string, id: string, ws = acmeId) =>
  api(emulator.origin, token, `/workspaces/${ws}/activities/${id}/close-log`, { method: 'POST', body: '{}' });
const logs = (token: string, id: string, ws = acmeId) =>
  api(emulator.origin, token, `/workspaces/${ws}/activities/${id}/logs`);

describe('workspace activities (spec 001 /activities)', () => {
  it('Given a task idle for 10 minutes, When Abort Process is used by a workspace admin, Then it ends ERROR with a closing line', async () => {
    const id = stuckActivity(10);
    const aborted = await abort(admin, id);
    expect(aborted.status).toBe(200);
    expect(activitySchema.parse(aborted.body).status).toBe('ERROR');
    const page = activityLogPageSchema.parse((await logs(admin, id)).body);
    expect(page.taskStatus).toBe('ERROR');
    expect(page.lines.map((l) => l.message.slice(25))).toEqual([
      'Creating namespace...',
      'Task aborted by admin@demo.skiff.dev.',
    ]);
    expect((await abort(admin, id)).status).toBe(400);
  });

  it('Given a task updated 2 minutes ago, When aborted, Then 400: only after 5 minutes without update', async () => {
    const id = stuckActivity(2);
    const refused = await abort(owner, id);
    expect([refused.status, refused.body.message]).toEqual([400, ABORT_TOO_EARLY_MESSAGE]);
  });

  it('Given a developer who did not start the task, When aborting, Then 403; an unknown activity is 404', async () => {
    const id = stuckActivity(30);
    const refused = await abort(dev, id);
    expect([refused.status, refused.body.message]).toEqual([403, 'Sorry, you are not authorized to access this page.']);
    expect((await logs(dev, newId())).status).toBe(404);
    const other = (await api(emulator.origin, owner, '/workspaces?search=Globex')).body.data[0]._id;
    expect((await logs(owner, id, other)).status).toBe(404);
  });
});

describe('a workspace created records its creation (spec 001 section 3, spec 003 section 4)', () => {
  it('Given a new workspace, When the activities are read, Then the newest is its CREATE_NAMESPACE SUCCESS, with no log', async () => {
    const acme = (await api(emulator.origin, owner, `/workspaces/${acmeId}`)).body;
    const created = await api(emulator.origin, owner, '/workspaces', {
      method: 'POST',
      body: JSON.stringify({ name: 'Recorded Workspace', environmentId: acme.environment._id }),
    });
    expect(created.status).toBe(201);
    const newest = activitySchema.parse((await api(emulator.origin, owner, '/activities?pageSize=1')).body.data[0]);
    expect(newest).toMatchObject({ action: 'CREATE_NAMESPACE', status: 'SUCCESS', workspace: created.body._id });
    const log = (await api(emulator.origin, owner, `/activities/${newest._id}/logs`)).body;
    expect([log.data, log.task.status]).toEqual([[], 'SUCCESS']);
  });
});
