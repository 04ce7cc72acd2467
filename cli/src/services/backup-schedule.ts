import {
  type BackupScheduleContext,
  backupPartKeys,
  backupScheduleContext,
  type DeploymentAutoBackup,
  resolveApplicationRef,
  resolveDeploymentRef,
  scheduleErrorsOf,
  scheduleRequest,
} from '@skiff/sdk';
import { DEFAULT_BACKUP_RETENTION_DAYS, DEFAULT_BACKUP_TIMEZONE, formatUtcOffset } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { modelAnswers } from '../cli/model-options.js';
import { cliSession } from '../cli/session.js';
import { SCHEDULE_FLAGS, SCHEDULE_RENDERINGS, scheduleFields } from '../commands/backups-fields.js';

export interface ScheduleOptions {
  off?: boolean;
  database?: boolean;
  files?: boolean;
  source?: boolean;
  /** Hours from UTC, parsed from `--timezone UTC+1`. */
  timezone?: number;
  /** Days, parsed from `--retention 14`. */
  retention?: number;
}

/**
 * The schedule form's answers from the flags (the SDK's backup schedule model, read through its renderings):
 * `--off`, or on with the parts given, the offset (default UTC+1) and the retention (default 14 days).
 */
async function scheduleAnswers(
  options: ScheduleOptions,
  kind: BackupScheduleContext['kind'],
): Promise<Record<string, unknown>> {
  const typed = await modelAnswers(scheduleFields(kind), { ...options }, async () => '', SCHEDULE_RENDERINGS);
  if (typed.enabledDailyBackup === false) {
    if (Object.keys(typed).length > 1)
      throw new UsageError(`${SCHEDULE_FLAGS.enabledDailyBackup} goes alone: it turns the daily backup off.`);
    return typed;
  }
  return {
    enabledDailyBackup: true,
    ...Object.fromEntries(backupPartKeys(kind).map((part) => [part, false])),
    timezoneDailyBackup: DEFAULT_BACKUP_TIMEZONE,
    backupRetentionTime: DEFAULT_BACKUP_RETENTION_DAYS,
    ...typed,
  };
}

/** The parts' flags as a user gives them: `--database, --files and/or --source` (a tag: `--database`). */
function partFlags(kind: BackupScheduleContext['kind']): string {
  const flags = backupPartKeys(kind).map((part) => SCHEDULE_FLAGS[part]);
  return flags.length > 1 ? `${flags.slice(0, -1).join(', ')} and/or ${flags.at(-1)}` : flags.join('');
}

/**
 * The model's messages; a workspace without daily backups refuses as the server would (exit 1, spec 002 section 6:
 * "Disabled for this workspace - contact support"), before any change.
 */
function failOnScheduleErrors(errors: Record<string, string>, kind: BackupScheduleContext['kind']): void {
  if (errors.enabledDailyBackup) throw new CliError(errors.enabledDailyBackup, EXIT.failure);
  const lines = Object.entries(errors).map(([field, message]) =>
    field === 'parts' ? `${message} Give ${partFlags(kind)}, or ${SCHEDULE_FLAGS.enabledDailyBackup}.` : message,
  );
  if (lines.length) throw new UsageError(lines.join('\n'));
}

/** What a schedule reads as after its subject: ` is off`, or `: database, files, at UTC+1, kept 14 days`. */
function scheduleText(request: ReturnType<typeof scheduleRequest>, kind: BackupScheduleContext['kind']): string {
  if (!request.enabledDailyBackup) return ' is off';
  const parts = backupPartKeys(kind).filter((part) => request[part]);
  const zone = formatUtcOffset(request.timezoneDailyBackup ?? DEFAULT_BACKUP_TIMEZONE);
  return `: ${parts.join(', ')}, at ${zone}, kept ${request.backupRetentionTime} days`;
}

/**
 * `skiff backups schedule REF --database --files --source [--timezone UTC+1] [--retention 14]`, or `--off`; and
 * `skiff tags backup-schedule TAG --database ...`: the daily backup of a branch or a tag.
 */
export async function scheduleBackups(
  ctx: Context,
  ref: string,
  options: ScheduleOptions,
  kind: BackupScheduleContext['kind'] = 'application',
): Promise<number> {
  const answers = await scheduleAnswers(options, kind);
  const { client } = cliSession(ctx);
  const target =
    kind === 'application' ? await resolveApplicationRef(client, ref) : await resolveDeploymentRef(client, ref);
  const workspace = await client.workspaces.get(target.workspaceId, { signal: ctx.signal });
  const context = backupScheduleContext(kind, workspace);
  failOnScheduleErrors(scheduleErrorsOf(answers, context), kind);
  const request = scheduleRequest(answers, context);
  let subject: string;
  if ('applicationId' in target) {
    await client.applications.backups.schedule(target, request, { signal: ctx.signal });
    subject = `${target.workspaceName}/${target.projectName}/${target.branch}`;
  } else {
    // A tag's schedule names its database part only (spec 002 section 7); the retention is one of the four.
    await client.deploymentBackups.schedule(target, request as DeploymentAutoBackup, { signal: ctx.signal });
    subject = `${target.workspaceName}/${target.projectName}@${target.tag}`;
  }
  if (ctx.json) ctx.out.json({ [kind === 'application' ? 'application' : 'deployment']: subject, ...request });
  else ctx.out.result(`Daily backup of ${subject}${scheduleText(request, kind)}.`);
  return EXIT.ok;
}
