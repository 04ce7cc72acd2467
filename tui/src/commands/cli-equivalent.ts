import { deployWizardFlags } from '@skiff/sdk';
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

/**
 * `skiff apps deploy` with the deploy wizard's answers as flags, each field's flag from the SDK's deploy wizard model
 * (`copyFrom`: the branch name of the copied application). Basic auth on is the short `--basic-auth USER`; the
 * password is never written: `--password-stdin` stands for it.
 */
export function deployCommand(
  path: ApplicationPath,
  body: Readonly<Record<string, unknown>>,
  copyFrom?: string,
): string {
  return command('apps', 'deploy', refOf(path), ...deployWizardWords(body, copyFrom), '--wait');
}

/** The deploy wizard's answers as `skiff apps|tags deploy` flags (the SDK model's field-to-flag table). */
export function deployWizardWords(body: Readonly<Record<string, unknown>>, copyFrom?: string): string[] {
  const flags = deployWizardFlags();
  const words: string[] = [];
  for (const [field, raw] of Object.entries(body)) {
    const value = field === 'sourceApplication' ? copyFrom : raw;
    const flag = flags[field];
    if (!flag || value === undefined || value === '' || field === 'authPassword' || field === 'deploymentConfig')
      continue;
    if (field === 'isEnableBasicAuth') {
      if (value !== true) words.push(flag, 'off');
      continue;
    }
    if (field === 'authUsername') {
      if (body.isEnableBasicAuth === true) words.push('--basic-auth', shellWord(String(value)));
      continue;
    }
    if (field === 'isFromGit') {
      if (value === true) words.push(flag);
      continue;
    }
    const text = typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
    const shown =
      field === 'copyDatabaseFilesType'
        ? text.toLowerCase()
        : field === 'filePermissionLevel'
          ? filePermissionLabel(text)
          : text;
    words.push(flag, shellWord(shown));
  }
  if (body.authPassword) words.push('--password-stdin');
  return words;
}
