import { command, projectRefOf, shellWord } from '../../commands/cli-equivalent.js';
import type { Named } from '../../contexts/router-context.js';

/** A project on screen (any of its tabs). */
export interface ProjectPath {
  workspace: Named;
  project: Named;
}

/**
 * The `skiff ...` commands of the actions on a project's tabs, for the status line. Secret values never go on a
 * command line: the commands that set them read stdin (KEY=VALUE lines for `set`, one JSON object for `import -`).
 */
export const projectCommands = {
  /** Creating a manager, adding a variable or changing a value: merged in, from KEY=VALUE lines on stdin. */
  setSecrets: (path: ProjectPath, name: string) =>
    command('secrets', 'set', projectRefOf(path), shellWord(name), '--stdin'),
  /** The whole map replaced (a variable removed): one JSON object on stdin, or a file. */
  importSecrets: (path: ProjectPath, name: string, file = '-') =>
    command('secrets', 'import', projectRefOf(path), shellWord(name), shellWord(file)),
  exportSecrets: (path: ProjectPath, name: string, file: string) =>
    command('secrets', 'export', projectRefOf(path), shellWord(name), '-o', shellWord(file)),
  deleteSecrets: (path: ProjectPath, name: string) =>
    command('secrets', 'delete', projectRefOf(path), shellWord(name), '--yes'),
  setExtensions: (path: ProjectPath, extensions: readonly string[]) =>
    extensions.length
      ? command('projects', 'extensions', projectRefOf(path), ...extensions.map(shellWord))
      : command('projects', 'extensions', projectRefOf(path), '--clear'),
  invite: (path: ProjectPath, email: string, role: string) =>
    command('members', 'invite', shellWord(email), '--project', projectRefOf(path), '--role', role),
  changeRole: (path: ProjectPath, email: string, role: string) =>
    command('members', 'role', shellWord(email), role, '--project', projectRefOf(path)),
  removeMember: (path: ProjectPath, email: string) =>
    command('members', 'remove', shellWord(email), '--project', projectRefOf(path), '--yes'),
  cancelInvitation: (path: ProjectPath, email: string) =>
    command('invitations', 'cancel', shellWord(email), '--project', projectRefOf(path), '--yes'),
  /** The token is read from stdin, never a word of the command. */
  setRegistry: (
    path: ProjectPath,
    r: { base: boolean; provider: string; server: string; username: string; tags: string[] },
  ) =>
    command(
      'projects',
      'registries',
      projectRefOf(path),
      ...(r.base ? ['--base'] : []),
      '--provider',
      shellWord(r.provider),
      '--server',
      shellWord(r.server),
      '--username',
      shellWord(r.username),
      '--token-stdin',
      ...r.tags.flatMap((tag) => ['--tag', shellWord(tag)]),
    ),
  /** Renaming (and re-describing) a project; the CLI keeps what is not given. */
  updateProject: (path: ProjectPath, change: { name: string; description?: string }) =>
    command(
      'projects',
      'update',
      projectRefOf(path),
      '--name',
      shellWord(change.name),
      ...(change.description ? ['--description', shellWord(change.description)] : []),
    ),
  changeType: (path: ProjectPath, projectType: string) =>
    command('projects', 'update', projectRefOf(path), '--type', shellWord(projectType)),
  /** The repository token is read from stdin, never a word of the command. */
  refreshToken: (path: ProjectPath, repositoryToken: boolean) =>
    command(
      'projects',
      'refresh-token',
      projectRefOf(path),
      repositoryToken ? '--repository-token-stdin' : '--personal-token',
    ),
  deleteProject: (path: ProjectPath) =>
    command('projects', 'delete', projectRefOf(path), '--confirm', shellWord(`project/${path.project.name}`)),
};
