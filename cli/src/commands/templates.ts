import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';

const TEMPLATE = { description: 'the template, by name or id' };

const list = defineCommand({
  name: 'list',
  summary: 'list the templates (admins: all, published or not)',
  options: { search: { flags: '--search <text>', description: 'search by name' } },
  examples: [['skiff templates list --search drupal', 'templates whose name contains drupal']],
  run: async (ctx, _args, options) => (await import('../services/templates.js')).listTemplates(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show a template',
  args: { template: TEMPLATE },
  examples: [['skiff templates get drupal-starter', 'its repository, organization and flags']],
  run: async (ctx, args) => (await import('../services/templates.js')).getTemplate(ctx, args.template),
});

const create = defineCommand({
  name: 'create',
  summary: 'create a template (not published until an admin publishes it)',
  options: {
    name: {
      flags: '--name <name>',
      description: 'the repository name: lower-case letters, digits, - and _ (required)',
    },
    title: { flags: '--title <title>', description: 'the title shown in the catalogue' },
    repoUrl: { flags: '--repo-url <url>', description: 'the git repository (required)' },
    organization: { flags: '--organization <name>', description: 'the publishing organization (required)' },
    image: { flags: '--image <url>', description: 'a logo URL' },
    description: { flags: '--description <text>', description: 'what it is' },
  },
  examples: [
    [
      "skiff templates create --name drupal-starter --repo-url https://github.com/acme/drupal-starter --organization 'Acme Web'",
      'a new template',
    ],
  ],
  run: async (ctx, _args, options) => (await import('../services/templates.js')).createTemplate(ctx, options),
});

const update = defineCommand({
  name: 'update',
  summary: "change a template's title, repository, image or description",
  args: { template: TEMPLATE },
  options: {
    title: { flags: '--title <title>', description: 'the title shown in the catalogue' },
    repoUrl: { flags: '--repo-url <url>', description: 'the git repository' },
    image: { flags: '--image <url>', description: 'a logo URL' },
    description: { flags: '--description <text>', description: 'what it is' },
  },
  examples: [
    ["skiff templates update drupal-starter --title 'Drupal starter kit'", 'a new title'],
    ['skiff templates update drupal-starter --repo-url https://github.com/acme/drupal-kit --json', 'a new repository'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/templates.js')).updateTemplate(ctx, args.template, options),
});

const publish = defineCommand({
  name: 'publish',
  summary: 'publish a template in the catalogue (on) or withdraw it (off)',
  args: { template: TEMPLATE, state: { description: 'on or off' } },
  examples: [['skiff templates publish drupal-starter on', 'show it in the catalogue']],
  run: async (ctx, args) => (await import('../services/templates.js')).publishTemplate(ctx, args.template, args.state),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a template',
  args: { template: TEMPLATE },
  options: { yes: YES_OPTION },
  examples: [['skiff templates delete drupal-starter --yes', 'delete it']],
  run: async (ctx, args, options) =>
    (await import('../services/templates.js')).deleteTemplate(ctx, args.template, options),
});

export const templatesGroup: GroupSpec = {
  name: 'templates',
  summary: 'admin: the template catalogue: list, get, create, publish, delete',
  commands: [list, get, create, update, publish, remove],
};
