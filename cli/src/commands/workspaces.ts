import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { typedConfirmOptionsFor } from '../cli/confirm.js';
import { integerOption } from '../cli/parsers.js';
import { collect, onOff } from './shared-options.js';
import { catalogs, deployments, expressLaunch, vps } from './workspace-tabs.js';

const list = defineCommand({
  name: 'list',
  summary: 'list the workspaces you can see',
  options: {
    search: { flags: '--search <text>', description: 'only workspaces whose name or description contains this' },
    page: { flags: '--page <n>', description: 'page number, from 1', parse: integerOption('--page'), defaultHelp: '1' },
    pageSize: {
      flags: '--page-size <n>',
      description: 'workspaces per page',
      parse: integerOption('--page-size'),
      defaultHelp: '12',
    },
    personal: { flags: '--personal', description: 'only personal workspaces', conflicts: ['drupalForge', 'regular'] },
    drupalForge: {
      flags: '--drupal-forge',
      description: 'only Drupal Forge workspaces',
      conflicts: ['personal', 'regular'],
    },
    regular: { flags: '--regular', description: 'only regular workspaces', conflicts: ['personal', 'drupalForge'] },
  },
  examples: [
    ['skiff workspaces list', 'the first page of workspaces'],
    ['skiff workspaces list --search acme --page-size 50', 'workspaces matching "acme", 50 per page'],
    ["skiff workspaces list --json | jq -r '.items[].name'", 'names only, for a script'],
  ],
  run: async (ctx, _args, options) => (await import('../services/workspaces.js')).listWorkspaces(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show one workspace: kind, provider, counts, dates',
  args: { workspace: { description: 'the workspace, by name or id' } },
  examples: [
    ["skiff workspaces get 'Acme Production'", 'the details of a workspace'],
    ["skiff workspaces get 'Acme Production' --json | jq .totalProjects", 'one field, for a script'],
  ],
  run: async (ctx, args) => (await import('../services/details.js')).getWorkspace(ctx, args.workspace),
});

const WS_ARG = { workspace: { description: 'the workspace, by name or id' } } as const;

const create = defineCommand({
  name: 'create',
  summary: 'create a workspace on a cluster, or on a single node',
  args: { name: { description: 'the name of the new workspace' } },
  options: {
    description: { flags: '--description <text>', description: 'what the workspace is for' },
    tag: { flags: '--tag <tag>', description: 'a tag (repeat for more)', parse: collect },
    cluster: { flags: '--cluster <cluster>', description: 'the cluster to run on, by name or id (instance owners)' },
    singleNode: { flags: '--single-node', description: 'run on one node instead of a cluster', conflicts: ['cluster'] },
  },
  examples: [
    ["skiff workspaces create 'Acme QA' --cluster acme-prod-eks", 'a workspace on a cluster'],
    ["skiff workspaces create 'Side project' --single-node --json | jq -r ._id", 'a single-node one; its id'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/workspace-settings.js')).createWorkspace(ctx, args.name, options),
});

/** A workspace feature flag: what it allows, and the parser whose error names the flag. */
const FLAG = (flag: string, allows: string) => ({ description: `allow ${allows}: on or off`, parse: onOff(flag) });

const update = defineCommand({
  name: 'update',
  summary: 'rename a workspace, change its description, tags or features',
  args: WS_ARG,
  options: {
    name: { flags: '--name <name>', description: 'the new name' },
    description: { flags: '--description <text>', description: 'the new description' },
    tag: { flags: '--tag <tag>', description: 'the tags (repeat for more; replaces them)', parse: collect },
    editConfiguration: {
      flags: '--edit-configuration <on|off>',
      ...FLAG('--edit-configuration', "the deploy wizard's image, resources, group type and storage"),
    },
    connectVps: { flags: '--connect-vps <on|off>', ...FLAG('--connect-vps', 'exporting applications to a VPS') },
    createDeployment: {
      flags: '--create-deployment <on|off>',
      ...FLAG('--create-deployment', 'creating deployments (tags)'),
    },
    customDomain: { flags: '--custom-domain <on|off>', ...FLAG('--custom-domain', 'custom domains') },
    dailyBackup: { flags: '--daily-backup <on|off>', ...FLAG('--daily-backup', 'daily backups') },
    autoPause: { flags: '--auto-pause <on|off>', ...FLAG('--auto-pause', 'auto pause of applications') },
  },
  examples: [
    ["skiff workspaces update 'Acme QA' --name 'Acme Test' --description 'QA copies'", 'rename and describe'],
    ["skiff workspaces update 'Acme QA' --auto-pause on --daily-backup off", 'turn features on and off'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/workspace-settings.js')).updateWorkspace(ctx, args.workspace, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a workspace (typed confirmation workspace/NAME)',
  args: WS_ARG,
  options: typedConfirmOptionsFor('workspace.delete'),
  examples: [
    ["skiff workspaces delete 'Acme QA' --confirm 'workspace/Acme QA'", 'delete it, from a script'],
    ["skiff workspaces delete 'Acme QA'", 'asks you to type workspace/Acme QA (on a terminal)'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/workspace-settings.js')).deleteWorkspace(ctx, args.workspace, options),
});

const transfer = defineCommand({
  name: 'transfer',
  summary: 'hand a workspace over to another user (typed confirmation: its name)',
  args: WS_ARG,
  options: {
    to: { flags: '--to <email>', description: 'the email of the new owner (required)' },
    ...typedConfirmOptionsFor('workspace.transfer'),
  },
  examples: [
    ["skiff workspaces transfer 'Acme QA' --to new-owner@example.com --confirm 'Acme QA'", 'start the transfer'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/workspace-settings.js')).transferWorkspace(ctx, args.workspace, options),
});

const revokeTransfer = defineCommand({
  name: 'revoke-transfer',
  summary: 'take back a transfer that was not accepted yet',
  args: WS_ARG,
  examples: [["skiff workspaces revoke-transfer 'Acme QA'", 'the workspace stays yours']],
  run: async (ctx, args) => (await import('../services/workspace-settings.js')).revokeTransfer(ctx, args.workspace),
});

const logo = defineCommand({
  name: 'logo',
  summary: "set a workspace's logo from an image file (2 MB at most) or URL",
  args: { ...WS_ARG, image: { description: 'a .png, .jpg, .gif, .webp or .svg file, or an https:// URL' } },
  examples: [
    ["skiff workspaces logo 'Acme QA' ./logo.png", 'upload a logo'],
    ["skiff workspaces logo 'Acme QA' https://example.com/logo.svg", 'use an image URL'],
  ],
  run: async (ctx, args) =>
    (await import('../services/workspace-settings.js')).setWorkspaceLogo(ctx, args.workspace, args.image),
});

export const workspacesGroup: GroupSpec = {
  name: 'workspaces',
  summary: 'list, show, create, update, delete and transfer workspaces; list their tabs',
  commands: [
    list,
    get,
    create,
    update,
    remove,
    transfer,
    revokeTransfer,
    logo,
    deployments,
    vps,
    catalogs,
    expressLaunch,
  ],
};
