import { command, deployWizardWords, projectRefOf, shellWord } from '../../commands/cli-equivalent.js';
import type { Named } from '../../contexts/router-context.js';

/** A tag and the project it belongs to. */
export interface TagPath {
  workspace: Named;
  project: Named;
  tag: Named;
}

/** A tag as the CLI names it: `'WORKSPACE/PROJECT@TAG'` (cli/src/commands/tags.ts). */
export const tagRefOf = ({ workspace, project, tag }: TagPath) =>
  shellWord(`${workspace.name}/${project.name}@${tag.name}`);

/** The `skiff tags ...` equivalents of the tag screens, for the status line. */
export const tagCommands = {
  create: (path: { workspace: Named; project: Named }, name: string, image: string) =>
    command('tags', 'create', shellWord(name), '--project', projectRefOf(path), '--image', shellWord(image)),
  get: (path: TagPath) => command('tags', 'get', tagRefOf(path)),
  deploy: (path: TagPath) => command('tags', 'deploy', tagRefOf(path), '--wait'),
  /** The launch wizard's answers as `skiff tags deploy` flags (the password never: `--password-stdin`). */
  launch: (path: TagPath, body: Readonly<Record<string, unknown>>, copyFrom?: string) =>
    command('tags', 'deploy', tagRefOf(path), ...deployWizardWords(body, copyFrom), '--wait'),
  undeploy: (path: TagPath, image: string) =>
    command('tags', 'undeploy', tagRefOf(path), '--confirm', shellWord(image), '--wait'),
  delete: (path: TagPath, image: string) => command('tags', 'delete', tagRefOf(path), '--confirm', shellWord(image)),
  /** `flags`: the SDK configuration model's `configurationFlags` (unquoted words). */
  configure: (path: TagPath, flags: readonly string[]) =>
    command('tags', 'configure', tagRefOf(path), ...flags.map(shellWord), '--wait'),
  /** `flags`: the SDK security model's `securityFlags` (unquoted words; the password never, `--password-stdin`). */
  security: (path: TagPath, flags: readonly string[]) =>
    command('tags', 'security', tagRefOf(path), ...flags.map(shellWord), '--wait'),
  forceHttps: (path: TagPath, on: boolean) =>
    command('tags', 'force-https', tagRefOf(path), on ? 'on' : 'off', '--wait'),
  backups: (path: TagPath) => command('tags', 'backups', tagRefOf(path)),
  backup: (path: TagPath) => command('tags', 'backup', tagRefOf(path), '--wait'),
  /** `flags`: the SDK backup model's `scheduleFlags` (unquoted words). */
  backupSchedule: (path: TagPath, flags: readonly string[]) =>
    command('tags', 'backup-schedule', tagRefOf(path), ...flags.map(shellWord)),
  domains: (path: TagPath) => command('tags', 'domains', tagRefOf(path)),
  addDomain: (path: TagPath, domain: string) =>
    command('tags', 'domain-add', tagRefOf(path), shellWord(domain), '--wait'),
};
