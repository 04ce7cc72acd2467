import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { typedConfirmOptionsFor } from '../cli/confirm.js';
import { modelOptions } from '../cli/model-options.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { IMPORT_FIELDS, IMPORT_RENDERINGS, PROJECT_FIELDS, PROJECT_RENDERINGS } from './projects-fields.js';
import { collect, WAIT_OPTIONS } from './shared-options.js';

const list = defineCommand({
  name: 'list',
  summary: 'list the projects of a workspace',
  options: {
    ...pagingOptions('projects', WHOLE_LIST_PAGING),
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

const PROJECT_ARG = { project: { description: 'workspace/project, each part by name or id' } } as const;
const P = "'Acme Production/storefront'";
const settings = () => import('../services/project-settings.js');
const creation = () => import('../services/project-create.js');

/** The project wizard's flags (from git; the Pantheon import's own fields besides), from the SDK's model. */
const CREATE_OPTIONS = modelOptions(PROJECT_FIELDS, PROJECT_RENDERINGS);
/** The import's flags: the Pantheon wizard's fields (no branch or repository token: IMPORT_RENDERINGS says why). */
const IMPORT_SOURCE_OPTIONS = modelOptions(IMPORT_FIELDS, IMPORT_RENDERINGS);

/** How the platform reaches the repository (the wizard's git access flags), for `refresh-token` too. */
const ACCESS_OPTIONS = {
  personalToken: CREATE_OPTIONS.personalToken!,
  repositoryTokenStdin: CREATE_OPTIONS.repositoryTokenStdin!,
};

const create = defineCommand({
  name: 'create',
  summary: 'create a project from a git repository, or from a template (quickstart, --clone for quickclone)',
  args: { name: { description: 'the project name' } },
  options: {
    workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id (required)' },
    file: {
      flags: '--file <file>',
      description: 'description, tags, projectType and branch as JSON or YAML (`-` reads stdin); flags win',
    },
    ...CREATE_OPTIONS,
    template: { flags: '--template <template>', description: 'a catalogue template, by name or id (quickstart)' },
    clone: { flags: '--clone', description: 'with --template: copy it into a new repository (--repo) (quickclone)' },
    ...WAIT_OPTIONS,
  },
  examples: [
    ["skiff projects create shop --workspace 'Acme Production' --repo acme/shop --type nodejs --wait", 'from GitHub'],
    [
      "printf '%s' \"$TOKEN\" | skiff projects create cms --workspace 'Acme Production' --provider gitlab --repo acme/cms --type drupal10 --repository-token-stdin",
      'from GitLab with a repository token',
    ],
    ["skiff projects create blog --workspace 'Acme Production' --template wordpress-blog --wait", 'quickstart'],
  ],
  run: async (ctx, args, options) => (await creation()).createProject(ctx, args.name, options),
});

const importSite = defineCommand({
  name: 'import',
  summary: 'import a Pantheon site (sites under 10GB) into a new project',
  args: { name: { description: 'the project name' } },
  options: {
    workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id (required)' },
    ...IMPORT_SOURCE_OPTIONS,
    type: { flags: '--type <key>', description: 'the project type', defaultHelp: 'drupal7_v2' },
    ...WAIT_OPTIONS,
  },
  examples: [
    [
      "printf '%s' \"$PANTHEON_TOKEN\" | skiff projects import old-site --workspace 'Acme Production' --site-id 1234 --machine-token-stdin --repo acme/old-site --new-repo --wait",
      'import a site into a new repository',
    ],
  ],
  run: async (ctx, args, options) => (await creation()).importProject(ctx, args.name, options),
});

const update = defineCommand({
  name: 'update',
  summary: 'rename a project, change its description or its project type',
  args: PROJECT_ARG,
  options: {
    name: { flags: '--name <name>', description: 'the new name' },
    description: { flags: '--description <text>', description: 'the new description' },
    type: { flags: '--type <key>', description: 'the new project type, by key or name (e.g. drupal11_v2)' },
  },
  examples: [
    [`skiff projects update ${P} --description 'The shop'`, 'describe it'],
    [`skiff projects update ${P} --type drupal11_v2`, 'change its project type'],
  ],
  run: async (ctx, args, options) => (await settings()).updateProject(ctx, args.project, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a project with its applications (typed confirmation project/NAME)',
  args: PROJECT_ARG,
  options: typedConfirmOptionsFor('project.delete'),
  examples: [[`skiff projects delete ${P} --confirm project/storefront`, 'from a script']],
  run: async (ctx, args, options) => (await settings()).deleteProject(ctx, args.project, options),
});

const sync = defineCommand({
  name: 'sync',
  summary: "read the repository's branches again",
  args: PROJECT_ARG,
  examples: [[`skiff projects sync ${P}`, 'new branches appear as applications']],
  run: async (ctx, args) => (await settings()).syncProject(ctx, args.project),
});

const refreshToken = defineCommand({
  name: 'refresh-token',
  summary: 'change how the platform reaches the repository (an expired token)',
  args: PROJECT_ARG,
  options: ACCESS_OPTIONS,
  examples: [
    [
      `printf '%s' "$TOKEN" | skiff projects refresh-token 'Acme Production/legacy-lamp' --repository-token-stdin`,
      'a new token for a Bitbucket repository',
    ],
    [`skiff projects refresh-token ${P} --personal-token`, 'reach a GitHub repository with your own git token'],
  ],
  run: async (ctx, args, options) => (await settings()).refreshRepositoryToken(ctx, args.project, options),
});

const registries = defineCommand({
  name: 'registries',
  summary:
    'list the image registries (CI/CD and base); with --provider ... set the CI/CD one, or with --base the base one',
  args: PROJECT_ARG,
  options: {
    base: { flags: '--base', description: 'the base image registry (to set it, also --tag)' },
    provider: {
      flags: '--provider <name>',
      description: 'Docker Hub, Github, Gitlab, AWS ECR or Digital Ocean Registry',
    },
    server: { flags: '--server <url>', description: 'the registry server, e.g. ghcr.io' },
    username: { flags: '--username <user>', description: 'the registry user' },
    tokenStdin: { flags: '--token-stdin', description: 'read the registry token from stdin' },
    tag: { flags: '--tag <tag>', description: 'with --base: an image tag (repeat)', parse: collect },
  },
  examples: [
    [`skiff projects registries ${P}`, 'the registries set, base and CI/CD (never their tokens)'],
    [`skiff projects registries ${P} --json | jq -r '.items[].server'`, 'their servers, for a script'],
    [
      `printf '%s' "$CR_PAT" | skiff projects registries ${P} --provider Github --server ghcr.io --username acme --token-stdin`,
      'set the CI/CD registry',
    ],
    [
      `printf '%s' "$CR_PAT" | skiff projects registries ${P} --base --provider Github --server ghcr.io --username acme --token-stdin --tag node:20`,
      'set the base image registry',
    ],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/project-registries.js')).projectRegistriesCommand(ctx, args.project, options),
});

const extensions = defineCommand({
  name: 'extensions',
  summary: 'list the editor (VS Code) extensions, or set them',
  args: {
    ...PROJECT_ARG,
    extension: { description: 'extension ids to set (replaces them)', optional: true, variadic: true },
  },
  options: { clear: { flags: '--clear', description: 'remove them all' } },
  examples: [
    [`skiff projects extensions ${P}`, 'the current list'],
    [`skiff projects extensions ${P} esbenp.prettier-vscode dbaeumer.vscode-eslint`, 'set two'],
  ],
  run: async (ctx, args, options) =>
    (await settings()).editorExtensions(ctx, args.project, args.extension ?? [], options),
});

export const projectsGroup: GroupSpec = {
  name: 'projects',
  summary: 'projects: list, show, create, import, update, delete, sync, repository access, registries, extensions',
  commands: [list, get, create, importSite, update, remove, sync, refreshToken, registries, extensions],
};
