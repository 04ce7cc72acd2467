import { defineCommand } from '../cli/command-spec.js';

/** `skiff workspaces deployments|vps|catalogs|express-launch`: the lists of a workspace's tabs (spec 001 section 2). */

const WS_ARG = { workspace: { description: 'the workspace, by name or id' } } as const;
const lists = () => import('../services/workspace-lists.js');

export const deployments = defineCommand({
  name: 'deployments',
  summary: "list a workspace's cluster deployments (its Cluster deployments tab)",
  args: WS_ARG,
  examples: [
    ["skiff workspaces deployments 'Acme Production'", 'name, hostname, image, replicas, group type, status'],
    ["skiff workspaces deployments 'Acme Production' --json | jq -r '.items[].hostname'", 'hostnames only'],
  ],
  run: async (ctx, args) => (await lists()).listWorkspaceDeployments(ctx, args.workspace),
});

export const vps = defineCommand({
  name: 'vps',
  summary: 'list every VPS connected to an application of a workspace (its VPS tab)',
  args: WS_ARG,
  examples: [
    ["skiff workspaces vps 'Acme Production'", 'title, application, user, IP and status'],
    ["skiff workspaces vps 'Acme Production' --json | jq '.total'", 'how many'],
  ],
  run: async (ctx, args) => (await lists()).listWorkspaceVps(ctx, args.workspace),
});

export const catalogs = defineCommand({
  name: 'catalogs',
  summary: 'list the catalogs a workspace can deploy (its Catalogs or DrupalForge tab)',
  args: WS_ARG,
  options: { drupalForge: { flags: '--drupal-forge', description: 'the DrupalForge catalogs instead' } },
  examples: [
    ["skiff workspaces catalogs 'Acme Production'", 'the catalogs, with their organization'],
    ["skiff workspaces catalogs 'Acme Production' --drupal-forge --json | jq -r '.items[].name'", 'DrupalForge ones'],
  ],
  run: async (ctx, args, options) => (await lists()).listWorkspaceCatalogs(ctx, args.workspace, options),
});

export const expressLaunch = defineCommand({
  name: 'express-launch',
  summary: 'show, add or remove ready DrupalForge express launches of a catalog (instance owner)',
  args: { ...WS_ARG, catalog: { description: 'the DrupalForge catalog, by name or id' } },
  options: {
    add: { flags: '--add', description: 'start one more ready instance', conflicts: ['remove'] },
    remove: { flags: '--remove', description: 'remove one ready instance', conflicts: ['add'] },
  },
  examples: [
    ["skiff workspaces express-launch 'Drupal Forge' drupal-cms", 'ready and in-progress counts'],
    ["skiff workspaces express-launch 'Drupal Forge' drupal-cms --add --json", 'one more, and the new counts'],
  ],
  run: async (ctx, args, options) => (await lists()).expressLaunch(ctx, args.workspace, args.catalog, options),
});
