import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { parseDuration } from '../cli/duration.js';

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';
const SITE = 'Acme Production/storefront/main';
const BACKUP_HELP = 'the backup id, as printed by `backups list` or `backups create`';
const timeout = {
  flags: '--timeout <duration>',
  description: 'with --wait, give up after this long (90s, 5m, 1h, 1h30m or seconds); exit 8',
  parse: (text: string) => parseDuration(text, '--timeout'),
};

const list = defineCommand({
  name: 'list',
  summary: "list an application's backups, newest first, with their parts and status",
  args: { ref: { description: REF_HELP } },
  examples: [
    [`skiff backups list '${SITE}'`, 'the backups of a branch'],
    [`skiff backups list '${SITE}' --json | jq -r '.items[0]._id'`, 'the id of the newest one'],
  ],
  run: async (ctx, args) => (await import('../services/backups.js')).listBackups(ctx, args.ref),
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
    database: { flags: '--database', description: 'back up the database' },
    files: { flags: '--files', description: 'back up the uploaded files' },
    source: { flags: '--source', description: 'back up the source code' },
    wait: { flags: '--wait', description: 'follow the backup until it ends' },
    timeout,
    download: { flags: '--download <path>', description: 'then download the parts: a folder, a file, or - (stdout)' },
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
  options: { yes: { flags: '-y, --yes', description: 'confirm the deletion (required: it cannot be undone)' } },
  examples: [[`skiff backups delete '${SITE}' 65a1b2c3d4e5f6a7b8c9d0e1 --yes`, 'delete the oldest manual backup']],
  run: async (ctx, args, options) =>
    (await import('../services/backups.js')).deleteBackup(ctx, args.ref, args.backupId, options),
});

export const backupsGroup: GroupSpec = {
  name: 'backups',
  summary: "list, create, download and delete an application's backups",
  commands: [list, create, download, remove],
};
