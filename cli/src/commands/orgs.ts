import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const ORG = { description: 'the organization, by name or id' };
const FORM = {
  name: { flags: '--name <name>', description: 'the organization name' },
  description: { flags: '--description <text>', description: 'what it is' },
  email: { flags: '--email <email>', description: "the organization's contact email" },
  logo: { flags: '--logo <url>', description: "the organization's logo image, as a URL" },
  color: { flags: '--color <hex>', description: "the organization's colour, e.g. #1a73e8" },
} as const;

const list = defineCommand({
  name: 'list',
  summary: 'list your organizations',
  options: { ...pagingOptions('organizations', WHOLE_LIST_PAGING) },
  examples: [['skiff orgs list', 'name, members and id of each']],
  run: async (ctx, _args, options) => (await import('../services/orgs.js')).listOrgs(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show an organization and its members',
  args: { org: ORG },
  examples: [["skiff orgs get 'Acme Web Team'", 'details and members']],
  run: async (ctx, args) => (await import('../services/orgs.js')).getOrg(ctx, args.org),
});

const create = defineCommand({
  name: 'create',
  summary: 'create an organization (you become its owner)',
  options: FORM,
  examples: [["skiff orgs create --name 'Acme Web Team' --description 'Storefront developers'", 'a new one']],
  run: async (ctx, _args, options) => (await import('../services/orgs.js')).createOrg(ctx, options),
});

const update = defineCommand({
  name: 'update',
  summary: "change an organization's name, description, email, logo or colour",
  args: { org: ORG },
  options: FORM,
  examples: [
    ["skiff orgs update 'Acme Web Team' --name 'Acme Web'", 'rename it'],
    ["skiff orgs update 'Acme Web' --email web@acme.example --logo https://acme.example/logo.png", 'email and logo'],
  ],
  run: async (ctx, args, options) => (await import('../services/orgs.js')).updateOrg(ctx, args.org, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete an organization',
  args: { org: ORG },
  options: { yes: YES_OPTION },
  examples: [["skiff orgs delete 'Acme Web' --yes", 'delete it']],
  run: async (ctx, args, options) => (await import('../services/orgs.js')).deleteOrg(ctx, args.org, options),
});

export const orgsGroup: GroupSpec = {
  name: 'orgs',
  summary: 'your organizations: list, get, create, update, delete',
  commands: [list, get, create, update, remove],
};
