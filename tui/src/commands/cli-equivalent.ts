import { filePermissionLabel } from '@skiff/sdk/domain';
import type { ApplicationPath, Named } from '../contexts/router-context.js';
import type { Command } from '../keys/key-bindings.js';

/**
 * The `skiff ...` command that does what the user sees or does in the TUI, for the status line: what a user does
 * by hand today they can script tomorrow. Names are used (the CLI resolves them), quoted for a POSIX shell.
 */

/** One shell word: bare when it is safe, else in single quotes (a quote inside as `'\''`). */
export function shellWord(text: string): string {
  return /^[\w./@:=,+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A `skiff ...` command line of already shell-safe words. */
export const command = (...words: string[]) => ['skiff', ...words].join(' ');
/** An application as the CLI names it: `'WORKSPACE/PROJECT/BRANCH'`. */
export const refOf = ({ workspace, project, application }: ApplicationPath) =>
  shellWord(`${workspace.name}/${project.name}/${application.name}`);
/** The `--workspace NAME` flag. */
export const inWorkspace = (workspace: Named) => ['--workspace', shellWord(workspace.name)];
/** A project as the CLI names it: `'WORKSPACE/PROJECT'`. */
export const projectRefOf = ({ workspace, project }: { workspace: Named; project: Named }) =>
  shellWord(`${workspace.name}/${project.name}`);

/** What the log viewer shows: the last `lines` lines of `container`'s HTTP access log. */
export function httpLogsCommand(path: ApplicationPath, container: string, lines: number): string {
  return command('logs', 'tail', refOf(path), '--http', shellWord(container), '--lines', String(lines));
}

/** Aborting an activity (`target`: its id), from any list of activities or its log. */
export function abortCommand(action: Command, target?: string): string | undefined {
  return action === 'abort' && target ? command('activities', 'abort', target) : undefined;
}

/** The `skiff apps deploy` flag of each deploy wizard field whose value is written after it. */
const DEPLOY_FLAGS: Readonly<Record<string, string>> = {
  copyDatabaseFilesType: '--source',
  oldHostname: '--old-hostname',
  urlDB: '--db-url',
  urlFiles: '--files-url',
  s3DB: '--s3-db',
  s3Files: '--s3-files',
  bucketRegion: '--bucket-region',
  sourceApplication: '--copy-from',
  authUsername: '--basic-auth',
  filePermissionLevel: '--file-permission',
  capacity: '--capacity',
  capacityLimit: '--capacity-limit',
  storage: '--storage',
  groupType: '--group-type',
  isEnablePMA: '--phpmyadmin',
  isEnableEditor: '--editor',
};

/**
 * `skiff apps deploy` with the deploy wizard's answers as flags (`copyFrom`: the branch name of the copied
 * application). The basic-auth password is never written: `--password-stdin` stands for it.
 */
export function deployCommand(path: ApplicationPath, body: object, copyFrom?: string): string {
  const words: string[] = [];
  for (const [field, flag] of Object.entries(DEPLOY_FLAGS)) {
    const value = field === 'sourceApplication' ? copyFrom : (body as Record<string, unknown>)[field];
    if (value === undefined || value === '') continue;
    const text = typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
    const shown =
      field === 'copyDatabaseFilesType'
        ? text.toLowerCase()
        : field === 'filePermissionLevel'
          ? filePermissionLabel(text)
          : text;
    words.push(flag, shellWord(shown));
  }
  if ('authPassword' in body && body.authPassword) words.push('--password-stdin');
  return command('apps', 'deploy', refOf(path), ...words, '--wait');
}
