import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { WAIT_OPTIONS } from './shared-options.js';

const REF = { description: 'the application: workspace/project/branch, each part by name or id' };
const VPS = { description: 'the VPS, by title or id (from `vps list`)' };
const SITE = 'Acme Production/storefront/main';
/** The server's form; `update` keeps what is not given, so "(required)" is added only for `connect`. */
const FORM = {
  title: { flags: '--title <title>', description: 'a name for the server' },
  description: { flags: '--description <text>', description: 'what the server is for' },
  user: { flags: '--user <name>', description: 'the SSH user on the server' },
  ip: { flags: '--ip <address>', description: 'the public IP address of the server' },
  keyFile: { flags: '--key-file <file>', description: 'the SSH private key, read from this file' },
} as const;

function required<T extends { description: string }>(option: T): T {
  return { ...option, description: `${option.description} (required)` };
}

const list = defineCommand({
  name: 'list',
  summary: "list an application's VPS servers with their status (In Progress, Ready, ACTIVE, ERROR)",
  args: { ref: REF },
  options: { ...pagingOptions('VPS servers', WHOLE_LIST_PAGING) },
  examples: [[`skiff vps list '${SITE}'`, 'the servers this branch exports to']],
  run: async (ctx, args, options) => (await import('../services/vps.js')).listVps(ctx, args.ref, options),
});

const connect = defineCommand({
  name: 'connect',
  summary: 'connect a VPS to an application (Ubuntu 20.04/22.04, at least 1 GB RAM and 1 vCPU)',
  description:
    'Connect a server (an INIT_VPS task). The SSH private key is read from --key-file, never taken from the ' +
    'command line. Requirements: Ubuntu 20.04/22.04 LTS, at least 1 GB RAM and 1 vCPU (2 GB recommended; ' +
    'Node.js apps at least 2 GB and 2 CPUs).',
  args: { ref: REF },
  options: {
    title: required(FORM.title),
    description: FORM.description,
    user: required(FORM.user),
    ip: required(FORM.ip),
    keyFile: required(FORM.keyFile),
    ...WAIT_OPTIONS,
  },
  examples: [
    [
      `skiff vps connect '${SITE}' --title edge-1 --user ubuntu --ip 203.0.113.10 --key-file ~/.ssh/edge-1 --wait`,
      'connect a server and wait until it is ready',
    ],
  ],
  run: async (ctx, args, options) => (await import('../services/vps.js')).connectVps(ctx, args.ref, options),
});

const update = defineCommand({
  name: 'update',
  summary: "change a VPS's title, description, user, address or key; what is not given is kept",
  args: { ref: REF, vps: VPS },
  options: FORM,
  examples: [[`skiff vps update '${SITE}' edge-1 --ip 203.0.113.11`, 'the server moved']],
  run: async (ctx, args, options) => (await import('../services/vps.js')).updateVps(ctx, args.ref, args.vps, options),
});

const deploy = defineCommand({
  name: 'deploy',
  summary: 'deploy the running application to a ready VPS',
  args: { ref: REF, vps: VPS },
  options: WAIT_OPTIONS,
  examples: [[`skiff vps deploy '${SITE}' edge-1 --wait --timeout 30m`, 'deploy and wait']],
  run: async (ctx, args, options) => (await import('../services/vps.js')).deployToVps(ctx, args.ref, args.vps, options),
});

const remove = defineCommand({
  name: 'remove',
  summary: 'forget a VPS (refused while one of its tasks runs)',
  args: { ref: REF, vps: VPS },
  options: { yes: YES_OPTION },
  examples: [[`skiff vps remove '${SITE}' edge-1 --yes`, 'forget it']],
  run: async (ctx, args, options) => (await import('../services/vps.js')).removeVps(ctx, args.ref, args.vps, options),
});

export const vpsGroup: GroupSpec = {
  name: 'vps',
  summary: 'export an application to a VPS: list, connect, update, deploy, remove',
  commands: [list, connect, update, deploy, remove],
};
