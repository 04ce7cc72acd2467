import { command, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath } from '../../contexts/router-context.js';

/** An application as `skiff vps` names it: `'WORKSPACE/PROJECT/BRANCH'`. */
const applicationRef = ({ workspace, project, application }: ApplicationPath) =>
  shellWord(`${workspace.name}/${project.name}/${application.name}`);

/** A server to connect: the VPS form's answers; the private key stays in its file (`--key-file`), never in argv. */
export interface VpsAnswers {
  title: string;
  description: string;
  vpsUsername: string;
  publicIPAddress: string;
  keyFile: string;
}

/** The VPS form as `skiff vps connect|update` flags (an empty description or key file left out). */
function formFlags(vps: VpsAnswers): string[] {
  const flag = (name: string, value: string) => (value ? [name, shellWord(value)] : []);
  return [
    ...flag('--title', vps.title),
    ...flag('--description', vps.description),
    ...flag('--user', vps.vpsUsername),
    ...flag('--ip', vps.publicIPAddress),
    ...flag('--key-file', vps.keyFile),
  ];
}

/** The `skiff vps ...` commands of the Export site screen's VPS pane (cli/src/commands/vps.ts), for the status line. */
export const vpsCommands = {
  list: (path: ApplicationPath) => command('vps', 'list', applicationRef(path)),
  connect: (path: ApplicationPath, vps: VpsAnswers) =>
    command('vps', 'connect', applicationRef(path), ...formFlags(vps), '--wait'),
  /** Every field given (the CLI keeps what is not); the key file only when a new key was chosen. */
  update: (path: ApplicationPath, title: string, vps: VpsAnswers) =>
    command('vps', 'update', applicationRef(path), shellWord(title), ...formFlags(vps)),
  deploy: (path: ApplicationPath, title: string) =>
    command('vps', 'deploy', applicationRef(path), shellWord(title), '--wait'),
  remove: (path: ApplicationPath, title: string) =>
    command('vps', 'remove', applicationRef(path), shellWord(title), '--yes'),
};
