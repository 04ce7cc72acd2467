import { defineCommand, type GroupSpec } from '../cli/command-spec.js';

const list = defineCommand({
  name: 'list',
  summary: 'list the projects of a workspace',
  options: {
    workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id (required)' },
    search: { flags: '--search <text>', description: 'only projects whose name or description contains this' },
  },
  examples: [
    ["skiff projects list --workspace 'Acme Production'", 'the projects of a workspace, by name'],
    ['skiff projects list --workspace 64b7f0c2a1d3e4f5a6b7c8d9 --json', 'by id, as JSON'],
  ],
  run: async (ctx, _args, options) => (await import('../services/projects.js')).listProjects(ctx, options),
});

export const projectsGroup: GroupSpec = { name: 'projects', summary: 'list projects', commands: [list] };
