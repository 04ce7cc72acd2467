import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { integerOption } from '../cli/parsers.js';

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

export const workspacesGroup: GroupSpec = {
  name: 'workspaces',
  summary: 'list workspaces and show one',
  commands: [list, get],
};
