import {
  type BackupScheduleRecord,
  backupPartKeys,
  findBackup,
  partsOf,
  resolveApplicationRef,
  resolveDeploymentRef,
} from '@skiff/sdk';
import { BACKUP_RETENTION_LABELS, deploymentBadge, formatDate, formatUtcOffset } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { printDetails, yesNo } from '../cli/details.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { allItems } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';

/**
 * `get` commands that read back one thing the other surfaces show (spec 002 sections 2.3 and 2.8): a backup with
 * its parts, a tag, and an application's security, HTTPS and daily-backup settings.
 */

/** `skiff backups get REF BACKUP_ID`: one backup, and each part's file (name, size, status). */
export async function getBackup(ctx: Context, ref: string, backupId: string): Promise<number> {
  const { client } = cliSession(ctx);
  const ids = await resolveApplicationRef(client, ref);
  const backup = await findBackup(client, ids, backupId, ctx.signal);
  if (!backup) {
    throw new CliError(
      `No backup ${backupId} in this application.`,
      EXIT.notFound,
      `List them with: skiff backups list '${ref}'`,
    );
  }
  const parts = await Promise.all(
    partsOf(backup).map(async (part) => ({
      ...part,
      file: await client.applications.backups.file(ids, backup._id, part.fileId, {}, { signal: ctx.signal }),
    })),
  );
  if (ctx.json) {
    ctx.out.json({ ...backup, parts: parts.map(({ part, fileId, status, file }) => ({ part, fileId, status, file })) });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['ID', backup._id],
    ['Type', backup.type],
    ['Status', backup.status],
    ['Created', formatDate(backup.createdAt)],
    ...parts.map(({ part, status, file }) => {
      const size = typeof file.size === 'number' ? `${file.size} bytes` : undefined;
      return [`Part ${part}`, [file.name, size, status ?? file.status].filter(Boolean).join(', ')] as const;
    }),
  ]);
  return EXIT.ok;
}

/** `skiff tags get REF`: one tag with its state, image, hostname and settings. */
export async function getTag(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const found = await resolveDeploymentRef(client, ref);
  const tag = await client.deployments.get(found, { signal: ctx.signal });
  const badge = deploymentBadge(tag);
  if (ctx.json) {
    ctx.out.json({ ...tag, displayedState: badge.label });
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Tag', tag.name],
    ['ID', tag._id],
    ['State', badge.label],
    ['Image', tag.containerImage],
    ['Hostname', tag.hostname],
    ['Replicas', tag.replicas],
    ['Group type', tag.groupType],
    ['App root', tag.appRoot],
    ['Web root', tag.webRoot],
    [
      'Basic auth',
      tag.isEnableBasicAuth ? `on (${tag.authUsername ?? 'user not shown'})` : yesNo(tag.isEnableBasicAuth),
    ],
    ['File permission', tag.filePermissionLevel],
    ['Force HTTPS', yesNo(tag.secureConnection)],
    ['Daily backup', dailyBackupText(tag, 'deployment')],
    ['Deletion protection', yesNo(tag.enableDeletionProtection)],
    ['Deployed', formatDate(tag.deployedAt)],
  ]);
  return EXIT.ok;
}

/**
 * The daily backup as `apps get` and `tags get` read it back: `off`, or `on, UTC+2 (database, files), kept 2 weeks`
 * (the parts a tag backs up: its database only).
 */
export function dailyBackupText(
  record: BackupScheduleRecord,
  kind: 'application' | 'deployment' = 'application',
): string | undefined {
  if (record.enabledDailyBackup === undefined || record.enabledDailyBackup === null) return undefined;
  if (!record.enabledDailyBackup) return 'off';
  // A tag's record names no parts (spec 002 section 3): its daily backup is of its database.
  const parts = kind === 'deployment' ? ['database'] : backupPartKeys(kind).filter((p) => record.backupOptions?.[p]);
  const zone = typeof record.timezoneDailyBackup === 'number' ? formatUtcOffset(record.timezoneDailyBackup) : undefined;
  const days = record.backupRetentionTime;
  const kept = typeof days === 'number' ? `kept ${BACKUP_RETENTION_LABELS[days] ?? `${days} days`}` : undefined;
  return ['on', [zone, parts.length ? `(${parts.join(', ')})` : undefined].filter(Boolean).join(' '), kept]
    .filter(Boolean)
    .join(', ');
}

/** `skiff tags backups REF`: a tag's backups (spec 002 section 2.3: a tag's Backup tab). */
export async function listTagBackups(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const items = await allItems(client.deploymentBackups.list(tag, { pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'ID', shrinkable: false },
      { header: 'TYPE', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
    ],
    (b) => [b._id, b.type ?? '', b.status ?? '', formatDate(b.createdAt)],
    `No backups of the tag ${tag.tag}.`,
  );
}

/** `skiff tags domains REF`: a tag's custom domains (spec 002 section 2.3: a tag's Domains tab). */
export async function listTagDomains(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const tag = await resolveDeploymentRef(client, ref);
  const items = await allItems(client.deploymentTools.domains(tag, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [{ header: 'DOMAIN' }, { header: 'CREATED', shrinkable: false }],
    (d) => [d.domain, formatDate(d.createdAt)],
    `No custom domains on the tag ${tag.tag}.`,
  );
}
