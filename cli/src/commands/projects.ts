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

const get = defineCommand({
  name: 'get',
  summary: 'show one project: type, repository, application counts',
  args: { project: { description: 'workspace/project, each part by name or id' } },
  examples: [
    ["skiff projects get 'Acme Production/storefront'", 'the details of a project'],
    ["skiff projects get 'Acme Production/storefront' --json | jq .repositoryName", 'one field, for a script'],
  ],
  run: async (ctx, args) => (await import('../services/details.js')).getProject(ctx, args.project),
});

export const projectsGroup: GroupSpec = {
  name: 'projects',
  summary: 'list projects and show one',
  commands: [list, get],
};
