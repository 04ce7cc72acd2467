import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const USER = { description: 'the member, by e-mail or id' };
const SEARCH = { search: { flags: '--search <text>', description: 'only e-mails containing this' } } as const;

const list = defineCommand({
  name: 'list',
  summary: 'list the members of the instance (not the administrators)',
  options: { ...SEARCH, ...pagingOptions('users', WHOLE_LIST_PAGING) },
  examples: [['skiff users list --search demo', 'members whose e-mail contains demo']],
  run: async (ctx, _args, options) =>
    (await import('../services/instance-users.js')).listInstanceUsers(ctx, 'member', options),
});

const create = defineCommand({
  name: 'create',
  summary: 'create a member account; the password is read from stdin (8-18 characters)',
  args: { email: { description: 'the e-mail address (sent lowercased as the username)' } },
  examples: [['printf \'%s\\n\' "$PASSWORD" | skiff users create new.dev@example.com', 'create an account']],
  run: async (ctx, args) => (await import('../services/instance-users.js')).createInstanceUser(ctx, args.email),
});

const remove = defineCommand({
  name: 'delete',
  summary: "delete a member's account",
  args: { user: USER },
  options: { yes: YES_OPTION },
  examples: [['skiff users delete old.dev@example.com --yes', 'delete the account']],
  run: async (ctx, args, options) =>
    (await import('../services/instance-users.js')).removeInstanceUser(ctx, 'member', args.user, options),
});

const workspaces = defineCommand({
  name: 'workspaces',
  summary: 'list the workspaces a member belongs to',
  args: { user: USER },
  examples: [['skiff users workspaces dev@demo.skiff.dev', 'where they work']],
  run: async (ctx, args) => (await import('../services/instance-users.js')).instanceUserWorkspaces(ctx, args.user),
});

export const usersGroup: GroupSpec = {
  name: 'users',
  summary: 'admin: members of the instance: list, create, delete, their workspaces',
  commands: [list, create, remove, workspaces],
};

const listAdmins = defineCommand({
  name: 'list',
  summary: 'list the instance owner and administrators',
  options: { ...SEARCH, ...pagingOptions('users', WHOLE_LIST_PAGING) },
  examples: [['skiff admins list', 'who administers the instance']],
  run: async (ctx, _args, options) =>
    (await import('../services/instance-users.js')).listInstanceUsers(ctx, 'administrator', options),
});

const removeAdmin = defineCommand({
  name: 'remove',
  summary: 'take the administrator role away (the account stays, as a member)',
  args: { admin: { description: 'the administrator, by e-mail or id' } },
  options: { yes: YES_OPTION },
  examples: [['skiff admins remove ops@example.com --yes', 'no longer an administrator']],
  run: async (ctx, args, options) =>
    (await import('../services/instance-users.js')).removeInstanceUser(ctx, 'administrator', args.admin, options),
});

export const adminsGroup: GroupSpec = {
  name: 'admins',
  summary: 'admin: the instance owner and administrators: list, remove',
  commands: [listAdmins, removeAdmin],
};
