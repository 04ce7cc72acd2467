import { join } from 'node:path';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { abortStuckTask, TaskNotStuckError } from './abort-stuck-task.js';
import { resolveApplicationRef } from './resolve-ref.js';
import { runApplicationAction } from './run-application-action.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let acmeId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  owner = await emulator.clientFor(DEMO_OWNER);
  acmeId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
});
afterAll(() => emulator?.close());

/**
 * A workspace task that stopped moving `idleMinutes` ago. Nothing in the API makes a task hang, so it is written
 * straight into the emulator's database (file and table as in the emulator's own close-log test).
 */
function stuckActivity(idleMinutes: number): string {
  const db = new Database(join(emulator.dataDir, 'emulator.db'));
  try {
    const id = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const at = new Date(Date.now() - idleMinutes * 60_000).toISOString();
    db.prepare(
      `INSERT INTO activities (id, action, status, workspace_id, created_by, created_at, updated_at, version, expected_lines, line_count, data)
       VALUES (?, 'CREATE_NAMESPACE', 'IN_PROGRESS', ?, NULL, ?, ?, 1, 18, 1, '{}')`,
    ).run(id, acmeId, at, at);
    db.prepare('INSERT INTO activity_logs (activity_id, seq, message) VALUES (?, 0, ?)').run(id, `${at} Creating...`);
    return id;
  } finally {
    db.close();
  }
}

describe('abortStuckTask against a real emulator', () => {
  it('Given a task idle for 10 minutes, When aborted, Then the final activity is ERROR and the log says who', async () => {
    const id = stuckActivity(10);
    const aborted = await abortStuckTask(owner, acmeId, id);
    expect(aborted).toMatchObject({ _id: id, status: 'ERROR' });
    const page = await owner.activities.logs(id);
    expect(page.lines.at(-1)?.message).toMatch(/Task aborted by owner@demo\.skiff\.dev\.$/);
  });

  it('Given a task updated 2 minutes ago, When aborted, Then TaskNotStuckError and the task goes on', async () => {
    const id = stuckActivity(2);
    const error = await abortStuckTask(owner, acmeId, id).catch((e) => e);
    expect(error).toBeInstanceOf(TaskNotStuckError);
    expect(error.reason).toBe('recently-updated');
    expect(error.message).toBe(
      `The task ${id} was updated less than 5 minutes ago: it can be aborted only after 5 minutes without update.`,
    );
    expect((await owner.activities.get(id)).status).toBe('IN_PROGRESS');
  });

  it('Given a task that has ended, When aborted, Then TaskNotStuckError names its status', async () => {
    const ids = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
    const done = await runApplicationAction(owner, ids, 'pause', { timeoutMs: 30_000, pollIntervalMs: 50 });
    const error = await abortStuckTask(owner, acmeId, done.activityId, { now: () => Date.now() + 3_600_000 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(TaskNotStuckError);
    expect([error.reason, error.message]).toEqual([
      'finished',
      `The task ${done.activityId} is SUCCESS: only a pending or running task can be aborted.`,
    ]);
  });
});
