import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { MANUAL_BACKUP_LIMIT_MESSAGE } from '../domain/application-rules.js';
import { resolveApplicationRef } from '../flows/resolve-ref.js';
import { applicationSchema } from '../schemas/application.js';
import { backupFileSchema, backupSchema } from '../schemas/application-extras.js';
import { ValidationError } from '../transport/errors.js';
import type { ApplicationIds } from './applications.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let dev: SkiffClient;
let site: ApplicationIds;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  dev = await emulator.clientFor(DEMO_DEV);
  site = await resolveApplicationRef(owner, 'Acme Production/marketing-site/main');
  // Spec 002 section 6: daily backups need the workspace's enabledDailyBackup (off by default).
  await owner.workspaces.update(site.workspaceId, { name: 'Acme Production', enabledDailyBackup: true });
}, 30_000);
afterAll(() => emulator?.close());

async function settled(client: SkiffClient, ids: ApplicationIds, backupId: string) {
  const backup = await waitFor(
    async () => {
      const page = await client.applications.backups.list(ids);
      const backup = page.items.find((b) => b._id === backupId);
      return backup && backup.status !== 'PENDING' ? backup : undefined;
    },
    'the backup to settle',
    30_000,
  );
  if (!backup) throw new Error('unreachable: waitFor returns a value');
  return backup;
}

describe('application backups against a real emulator', () => {
  it('Given a running app, When a manual backup of database and files is made, Then it lists as SUCCESS and downloads real bytes', async () => {
    const created = await owner.applications.backups.create(site, { database: true, files: true });
    expect(backupSchema.safeParse(created).success).toBe(true);
    expect(created.type).toBe('MANUAL');
    expect(created.activityId).toMatch(/^[0-9a-f]{24}$/);
    // A part the backup did not take is not set (answered as null, as every unset field of a whole entity).
    expect(created.sourcecodeFile ?? null).toBeNull();
    const done = await settled(owner, site, created._id);
    expect(done.status).toBe('SUCCESS');
    expect(done.databaseActivity?.status).toBe('SUCCESS');
    const page = await owner.applications.backups.list(site);
    expect(page.total).toBeGreaterThanOrEqual(1);

    const fileId = done.databaseFile!._id;
    const detail = await owner.applications.backups.file(site, done._id, fileId);
    expect(detail.downloadURL).toBeUndefined();
    const withUrl = await owner.applications.backups.file(site, done._id, fileId, { downloadURL: true });
    expect(backupFileSchema.safeParse(withUrl).success).toBe(true);
    const response = await fetch(withUrl.downloadURL!);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('CREATE TABLE');
    expect(Buffer.byteLength(text)).toBe(detail.size);
    const forged = await fetch(withUrl.downloadURL!.replace(/token=.*/, 'token=wrong'));
    expect(forged.status).toBe(404);
  }, 60_000);

  it('Given every part unticked, When a backup is asked, Then 400 with the spec message', async () => {
    // A body naming no part takes the spec's default parts (the verified client sends only {"type":"MANUAL"}).
    const unticked = { database: false, files: false, source: false };
    const none = await owner.applications.backups.create(site, unticked).catch((e) => e);
    expect(none).toBeInstanceOf(ValidationError);
    expect(none.message).toBe('Please select at least one backup type.');
    const lamp = await resolveApplicationRef(owner, 'Acme Production/legacy-lamp/main');
    const refused = await owner.applications.backups.create(lamp, { database: true }).catch((e) => e);
    expect(refused.message).toBe('LAMP Application is unsupported the backup feature!');
  });

  it('Given five manual backups, When a sixth is made, Then the limit message; after deleting one it works again', async () => {
    const ids = await resolveApplicationRef(owner, 'Acme Production/marketing-site/main');
    let existing = (await owner.applications.backups.list(ids)).items.filter((b) => b.type === 'MANUAL');
    while (existing.length < 5) {
      const b = await owner.applications.backups.create(ids, { source: true });
      await settled(owner, ids, b._id);
      existing = (await owner.applications.backups.list(ids)).items.filter((x) => x.type === 'MANUAL');
    }
    const sixth = await owner.applications.backups.create(ids, { source: true }).catch((e) => e);
    expect(sixth).toBeInstanceOf(ValidationError);
    expect(sixth.message).toBe(MANUAL_BACKUP_LIMIT_MESSAGE);
    const oldest = existing.at(-1)!;
    await owner.applications.backups.delete(ids, oldest._id);
    const after = await owner.applications.backups.list(ids);
    expect(after.items.some((b) => b._id === oldest._id)).toBe(false);
    const again = await owner.applications.backups.create(ids, { source: true });
    await settled(owner, ids, again._id);
  }, 120_000);

  it('Given a successful backup, When restored, Then a RESTORE_BACKUP activity runs to SUCCESS', async () => {
    const backup = (await owner.applications.backups.list(site)).items.find((b) => b.status === 'SUCCESS')!;
    const result = await owner.applications.backups.restore(site, backup._id);
    const activity = await waitFor(
      async () => {
        const a = await owner.activities.get(result.activityId!);
        return a.status === 'SUCCESS' ? a : undefined;
      },
      'the restore',
      30_000,
    );
    expect(activity?.action).toBe('RESTORE_BACKUP');
  }, 60_000);

  it('Given the schedule form, When enabled without a timezone or with one, Then the message or the saved schedule', async () => {
    const missing = await owner.applications.backups
      .schedule(site, { enabledDailyBackup: true, database: true })
      .catch((e) => e);
    expect(missing.message).toBe('Please input your timezone!');
    const app = await dev.applications.backups.schedule(
      await resolveApplicationRef(dev, 'Acme Production/storefront/main'),
      {
        enabledDailyBackup: true,
        database: true,
        timezoneDailyBackup: 1,
        backupRetentionTime: 7,
      },
    );
    expect(applicationSchema.safeParse(app).success).toBe(true);
    expect(app).toMatchObject({ enabledDailyBackup: true, timezoneDailyBackup: 1, backupRetentionTime: 7 });
  });

  it('Given an unknown backup, When deleted, Then 404', async () => {
    const error = await owner.applications.backups.delete(site, '0123456789abcdef01234567').catch((e) => e);
    expect(error.status).toBe(404);
  });
});
