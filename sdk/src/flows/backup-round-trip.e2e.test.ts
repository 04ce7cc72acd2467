import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiffClient } from '../client.js';
import { fileSink, streamSink } from '../node/byte-sinks.js';
import type { Backup } from '../schemas/application-extras.js';
import { findBackup, partsOf } from './backup-parts.js';
import {
  type BackupDownloadProgress,
  BackupFailedError,
  backupRoundTrip,
  downloadBackupParts,
} from './backup-round-trip.js';
import { type ResolvedApplication, resolveApplicationRef } from './resolve-ref.js';
import type { TaskProgress } from './run-application-action.js';

let emulator: TestEmulator;
let owner: SkiffClient;
let site: ResolvedApplication;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 400 });
  owner = await emulator.clientFor(DEMO_OWNER);
  site = await resolveApplicationRef(owner, 'Acme Production/marketing-site/main');
});
afterAll(() => emulator?.close());

describe('backupRoundTrip against a real emulator', () => {
  it('Given database and files, When the round trip runs to files, Then each part is on disk with the size reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skiff-backup-flow-'));
    const created: Backup[] = [];
    const waiting: TaskProgress[] = [];
    const downloading: BackupDownloadProgress[] = [];
    const { backup, parts } = await backupRoundTrip(
      owner,
      site,
      { database: true, files: true },
      {
        timeoutMs: 30_000,
        pollIntervalMs: 50,
        onCreated: (b) => created.push(b),
        onProgress: (p) => waiting.push(p),
        download: { open: (_part, name) => fileSink(join(dir, name)), onProgress: (p) => downloading.push(p) },
      },
    );
    expect(created.map((b) => b._id)).toEqual([backup._id]);
    expect(backup.status).toBe('SUCCESS');
    expect(parts.map((p) => p.part)).toEqual(['database', 'files']);
    expect(waiting.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(part.bytes).toBeGreaterThan(0);
      expect(statSync(join(dir, part.name)).size).toBe(part.bytes);
      expect(downloading.filter((p) => p.part === part.part && p.done)).toEqual([
        expect.objectContaining({ name: part.name, bytes: part.bytes }),
      ]);
    }
    const database = parts.find((p) => p.part === 'database')!;
    expect(readFileSync(join(dir, database.name), 'utf8')).toMatch(/^-- skiff emulator backup database of /);
    expect(await findBackup(owner, site, backup._id)).toMatchObject({ _id: backup._id, status: 'SUCCESS' });
  });

  it('Given a finished backup, When one part is downloaded into a Node stream, Then the stream gets the same bytes', async () => {
    const { backup } = await backupRoundTrip(owner, site, { source: true }, { timeoutMs: 30_000, pollIntervalMs: 50 });
    expect(partsOf(backup).map((p) => p.part)).toEqual(['source']);
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const parts = await downloadBackupParts(owner, site, backup, {
      only: 'source',
      open: () => streamSink(stream),
    });
    expect(parts).toHaveLength(1);
    expect(stream.writableEnded).toBe(true);
    expect(Buffer.concat(chunks).length).toBe(parts[0]!.bytes);
  });

  it('Given a LAMP application, When the round trip starts, Then the server refuses and nothing is created', async () => {
    const lamp = await resolveApplicationRef(owner, 'Acme Production/legacy-lamp/main');
    const error = await backupRoundTrip(owner, lamp, { source: true }).catch((e) => e);
    expect(error).not.toBeInstanceOf(BackupFailedError);
    expect(error.message).toBe('LAMP Application is unsupported the backup feature!');
  });
});
