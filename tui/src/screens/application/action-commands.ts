import { command, refOf, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import type { Command } from '../../keys/key-bindings.js';

/**
 * The `skiff backups ...` command of an action on the backups screen (`target`: the backup's id; for a download the
 * id and the folder on two lines, and `replace` on a third after a confirmed overwrite; for the schedule its flags, one a line).
 */
export function backupActionCommand(path: ApplicationPath, action: Command, target?: string): string | undefined {
  const ref = refOf(path);
  if (action === 'createBackup')
    return command('backups', 'create', ref, '--database', '--files', '--source', '--wait');
  if (!target) return undefined;
  switch (action) {
    case 'createBackupParts':
      // `target`: the chosen parts, one a line (`database`, `files`, `source`).
      return command('backups', 'create', ref, ...target.split('\n').map((part) => `--${part}`), '--wait');
    case 'downloadBackup': {
      // A third line, `replace`, when files of the backup were replaced after the user said yes (the CLI's --force).
      const [id = '', folder = '.', replace] = target.split('\n');
      const download = command('backups', 'download', ref, id, '-o', shellWord(folder));
      return replace === 'replace' ? `${download} --force` : download;
    }
    case 'deleteBackup':
      return command('backups', 'delete', ref, target, '--yes');
    case 'restoreBackup':
      return command(
        'backups',
        'restore',
        ref,
        target,
        '--confirm',
        shellWord(`branch/${path.application.name}`),
        '--wait',
      );
    case 'scheduleBackups':
      // `target`: the schedule's flags from the SDK's backup model (`scheduleFlags`), one word a line.
      return command('backups', 'schedule', ref, ...target.split('\n').map(shellWord));
    default:
      return undefined;
  }
}

/** The `skiff domains ...` command of an action on an application's domains (`target`: the domain, or on/off). */
export function domainActionCommand(path: ApplicationPath, action: Command, target?: string): string | undefined {
  if (!target) return undefined;
  switch (action) {
    case 'addDomain':
      return command('domains', 'add', refOf(path), shellWord(target), '--wait');
    case 'addDomainWithCertificate': {
      // `target`: the domain, the key's path and the certificate's path, one a line.
      const [domain = '', key = '', certificate = ''] = target.split('\n');
      const files = ['--key', shellWord(key), '--cert', shellWord(certificate)];
      return command('domains', 'add', refOf(path), shellWord(domain), ...files, '--wait');
    }
    case 'removeDomain':
      return command('domains', 'remove', shellWord(path.workspace.name), shellWord(target), '--yes', '--wait');
    case 'forceHttps':
      return command('domains', 'force-https', refOf(path), target, '--wait');
    default:
      return undefined;
  }
}
