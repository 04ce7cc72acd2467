import { resolveApplicationRef } from '@skiff/sdk';
import {
  BACKUP_RETENTION_DAYS,
  BACKUP_TYPE_REQUIRED_MESSAGE,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_BACKUP_TIMEZONE,
  formatUtcOffset,
  parseUtcOffset,
} from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';

/** `--timezone`: a UTC offset of the spec's list; the error names the option. */
function timezoneOption(text: string): number {
  const parsed = parseUtcOffset(text);
  if ('error' in parsed) throw new UsageError(`--timezone '${text}': ${parsed.error}`);
  return parsed.hours;
}

/** `--retention`: 3, 7, 14 or 30 days (`14d` too). */
function retentionOption(text: string): number {
  const days = Number(text.trim().replace(/d(ays?)?$/i, ''));
  if (!(BACKUP_RETENTION_DAYS as readonly number[]).includes(days)) {
    throw new UsageError(`--retention '${text}' is not offered: use ${BACKUP_RETENTION_DAYS.join(', ')} (days).`);
  }
  return days;
}

export interface ScheduleOptions {
  off?: boolean;
  database?: boolean;
  files?: boolean;
  source?: boolean;
  timezone?: string;
  retention?: string;
}

/** `skiff backups schedule REF --database --files --source [--timezone UTC+1] [--retention 14]`, or `--off`. */
export async function scheduleBackups(ctx: Context, ref: string, options: ScheduleOptions): Promise<number> {
  const { off, database, files, source } = options;
  if (off && (database || files || source || options.timezone !== undefined || options.retention !== undefined)) {
    throw new UsageError('--off goes alone: it turns the daily backup off.');
  }
  if (!off && !database && !files && !source) {
    throw new UsageError(`${BACKUP_TYPE_REQUIRED_MESSAGE} Give --database, --files and/or --source, or --off.`);
  }
  const timezone = options.timezone === undefined ? DEFAULT_BACKUP_TIMEZONE : timezoneOption(options.timezone);
  const retention =
    options.retention === undefined ? DEFAULT_BACKUP_RETENTION_DAYS : retentionOption(options.retention);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const schedule = off
    ? { enabledDailyBackup: false }
    : {
        enabledDailyBackup: true,
        database: Boolean(database),
        files: Boolean(files),
        source: Boolean(source),
        timezoneDailyBackup: timezone,
        backupRetentionTime: retention,
      };
  await client.applications.backups.schedule(app, schedule, { signal: ctx.signal });
  const subject = `${app.workspaceName}/${app.projectName}/${app.branch}`;
  if (ctx.json) ctx.out.json({ application: subject, ...schedule });
  else if (off) ctx.out.result(`Daily backup of ${subject} is off.`);
  else {
    const parts = Object.entries({ database, files, source })
      .filter(([, on]) => on)
      .map(([part]) => part);
    ctx.out.result(
      `Daily backup of ${subject}: ${parts.join(', ')}, at ${formatUtcOffset(timezone)}, kept ${retention} days.`,
    );
  }
  return EXIT.ok;
}
