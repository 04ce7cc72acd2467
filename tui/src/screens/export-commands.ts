import { command, shellWord } from '../cli-equivalent.js';
import type { ApplicationPath } from '../contexts/router-context.js';

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

/** The `skiff vps ...` commands of the Export site screen's VPS pane (cli/src/commands/vps.ts), for the status line. */
export const vpsCommands = {
  list: (path: ApplicationPath) => command('vps', 'list', applicationRef(path)),
  connect: (path: ApplicationPath, vps: VpsAnswers) =>
    command(
      'vps',
      'connect',
      applicationRef(path),
      '--title',
      shellWord(vps.title),
      ...(vps.description ? ['--description', shellWord(vps.description)] : []),
      '--user',
      shellWord(vps.vpsUsername),
      '--ip',
      shellWord(vps.publicIPAddress),
      '--key-file',
      shellWord(vps.keyFile),
      '--wait',
    ),
  deploy: (path: ApplicationPath, title: string) =>
    command('vps', 'deploy', applicationRef(path), shellWord(title), '--wait'),
  remove: (path: ApplicationPath, title: string) =>
    command('vps', 'remove', applicationRef(path), shellWord(title), '--yes'),
};
