import { join } from 'node:path';
import { ensurePrivateDir, ensurePrivateFile, narrowToPrivate } from '@skiff/sdk/node';
import Database from 'better-sqlite3';
import { APPLICATION_RECORDS_SQL } from './application-records.js';
import { COLLAB_SCHEMA_SQL } from './collab-schema.js';
import { DECOUPLED_IO_SQL } from './decoupled-io.js';
import { DEPLOYMENT_SCHEMA_SQL } from './deployments.js';
import { DRUPAL_FORGE_SQL } from './drupal-forge.js';
import { RECORDS_SCHEMA_SQL } from './records.js';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.js';
import { SECRET_MANAGER_SCHEMA_SQL } from './secret-managers.js';

export type Db = Database.Database;

export interface OpenedDatabase {
  db: Db;
  /** True when the tables were created by this open (a new database). */
  isNew: boolean;
}

export const DATABASE_FILE = 'emulator.db';

/** Opens (creating when missing) the database file in dataDir, or an in-memory one. */
export function openDatabase(dataDir: string | undefined): OpenedDatabase {
  let db: Db;
  if (dataDir) {
    // Private from the first byte: the folder 0700, the database 0600 before SQLite opens it (SQLite gives its WAL
    // and SHM files the database's mode); files of an older version are narrowed.
    ensurePrivateDir(dataDir);
    const file = join(dataDir, DATABASE_FILE);
    ensurePrivateFile(file);
    for (const suffix of ['-wal', '-shm']) narrowToPrivate(`${file}${suffix}`);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
  } else {
    db = new Database(':memory:');
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.pragma('busy_timeout = 5000');
  const hasSettings = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'").get();
  db.exec(SCHEMA_SQL);
  db.exec(DRUPAL_FORGE_SQL);
  db.exec(DECOUPLED_IO_SQL);
  db.exec(APPLICATION_RECORDS_SQL);
  db.exec(DEPLOYMENT_SCHEMA_SQL);
  db.exec(SECRET_MANAGER_SCHEMA_SQL);
  db.exec(RECORDS_SCHEMA_SQL);
  db.exec(COLLAB_SCHEMA_SQL);
  const version = db.prepare("SELECT value FROM settings WHERE key = 'schema_version'").pluck().get() as
    | string
    | undefined;
  if (version && Number(version) > SCHEMA_VERSION) {
    db.close();
    throw new Error(`The database was written by a newer emulator (schema ${version}); use a new data directory.`);
  }
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION));
  return { db, isNew: !hasSettings };
}
