import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { typedConfirmOptionsFor, YES_OPTION } from '../cli/confirm.js';
import { modelOptions } from '../cli/model-options.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { BACKUP_PART_FIELDS, BACKUP_PART_RENDERINGS, scheduleOptions } from './backups-fields.js';
import { WAIT_OPTIONS } from './shared-options.js';

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';
const SITE = 'Acme Production/storefront/main';
const BACKUP_HELP = 'the backup id, as printed by `backups list` or `backups create`';

const list = defineCommand({
  name: 'list',
  summary: "list an application's backups, newest first, with their parts and status",
  args: { ref: { description: REF_HELP } },
  options: { ...pagingOptions('backups', WHOLE_LIST_PAGING) },
  examples: [
    [`skiff backups list '${SITE}'`, 'the backups of a branch'],
    [`skiff backups list '${SITE}' --json | jq -r '.items[0]._id'`, 'the id of the newest one'],
  ],
  run: async (ctx, args, options) => (await import('../services/backups.js')).listBackups(ctx, args.ref, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show one backup: its status and each part (database, files, source) with its file',
  args: { ref: { description: REF_HELP }, backupId: { description: BACKUP_HELP } },
  examples: [
    [`skiff backups get '${SITE}' 65f1c0ffee0000000000b001`, 'one backup and its parts'],
    [`skiff backups get '${SITE}' 65f1c0ffee0000000000b001 --json | jq '.parts[].file.size'`, 'the sizes'],
  ],
  run: async (ctx, args) => (await import('../services/read-backs.js')).getBackup(ctx, args.ref, args.backupId),
});

const create = defineCommand({
  name: 'create',
  summary: 'make a manual backup of the database, files and/or source (at most five manual backups)',
  description:
    'Make a manual backup of the chosen parts (at least one of --database, --files, --source). Without --wait, ' +
    'prints the backup id and returns. With --wait, follows each part with progress on stderr and exits 0 when ' +
    'the backup is SUCCESS. --download PATH (implies --wait) then saves each part: into PATH as a folder, or as ' +
    'the file PATH for a single part, or on stdout with `-` (single part only).',
  args: { ref: { description: REF_HELP } },
  options: {
    ...modelOptions(BACKUP_PART_FIELDS, BACKUP_PART_RENDERINGS),
    wait: { flags: '--wait', description: 'follow the backup until it ends' },
    timeout: WAIT_OPTIONS.timeout,
    download: { flags: '--download <path>', description: 'then download the parts: a folder, a file, or - (stdout)' },
    force: { flags: '--force', description: 'replace files that exist (never replaced otherwise)' },
  },
  examples: [
    [`skiff backups create '${SITE}' --database --files --wait`, 'back up, and wait for the result'],
    [`skiff backups create '${SITE}' --database --download - | gzip > db.sql.gz`, 'a database dump, piped'],
    [`skiff backups create '${SITE}' --database --files --source --download ./backups`, 'everything, to a folder'],
  ],
  run: async (ctx, args, options) => (await import('../services/backups.js')).createBackup(ctx, args.ref, options),
});

const download = defineCommand({
  name: 'download',
  summary: 'download the parts of a finished backup, with progress on stderr',
  args: { ref: { description: REF_HELP }, backupId: { description: BACKUP_HELP } },
  options: {
    output: {
      flags: '-o, --output <path>',
      description: 'a folder, a file (single part), or - for stdout',
      defaultHelp: '.',
    },
    part: { flags: '--part <part>', description: 'only this part: database, files or source' },
    force: { flags: '--force', description: 'replace files that exist (never replaced otherwise)' },
  },
  examples: [
    [`skiff backups download '${SITE}' 65a1b2c3d4e5f6a7b8c9d0e1 -o ./backups`, 'every part into a folder'],
    [`skiff backups download '${SITE}' 65a1b2c3d4e5f6a7b8c9d0e1 --part database -o - > db.sql`, 'one part'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/backups.js')).downloadBackup(ctx, args.ref, args.backupId, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a backup that is not in progress',
  args: { ref: { description: REF_HELP }, backupId: { description: BACKUP_HELP } },
  options: { yes: YES_OPTION },
  examples: [[`skiff backups delete '${SITE}' 65a1b2c3d4e5f6a7b8c9d0e1 --yes`, 'delete the oldest manual backup']],
  run: async (ctx, args, options) =>
    (await import('../services/backups.js')).deleteBackup(ctx, args.ref, args.backupId, options),
});

const schedule = defineCommand({
  name: 'schedule',
  summary: 'set the daily backup: which parts, at which UTC offset, kept how long; or turn it off',
  description:
    'Set the daily backup of an application: the parts (at least one of --database, --files, --source), the ' +
    'timezone as a UTC offset (UTC-12 to UTC+14, default UTC+1) and the retention (3, 7, 14 or 30 days, default ' +
    '14). --off turns it off. The workspace must allow daily backups.',
  args: { ref: { description: REF_HELP } },
  options: scheduleOptions('application'),
  examples: [
    [`skiff backups schedule '${SITE}' --database --files --timezone UTC-5 --retention 30`, 'daily, kept a month'],
    [`skiff backups schedule '${SITE}' --off`, 'no daily backup'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/backup-schedule.js')).scheduleBackups(ctx, args.ref, options),
});

const restore = defineCommand({
  name: 'restore',
  summary: "restore a finished backup over the application's data (typed confirmation branch/NAME)",
  description:
    "Restore a backup over the application's current database, files and/or source (a RESTORE_BACKUP task). " +
    'It overwrites what is there: confirm by typing branch/NAME when asked, or give --confirm branch/NAME ' +
    '(needed without a terminal). --wait follows the task.',
  args: { ref: { description: REF_HELP }, backupId: { description: BACKUP_HELP } },
  options: { ...typedConfirmOptionsFor('backup.restore'), ...WAIT_OPTIONS },
  examples: [
    [`skiff backups restore '${SITE}' 65a1b2c3d4e5f6a7b8c9d0e1 --confirm branch/main --wait`, 'restore and wait'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/backups.js')).restoreBackup(ctx, args.ref, args.backupId, options),
});

export const backupsGroup: GroupSpec = {
  name: 'backups',
  summary: "list, create, download, schedule, restore and delete an application's backups",
  commands: [list, get, create, download, schedule, restore, remove],
};
