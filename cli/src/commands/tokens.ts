import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const list = defineCommand({
  name: 'list',
  summary: 'list your command access tokens (their first characters only)',
  options: { ...pagingOptions('tokens', WHOLE_LIST_PAGING) },
  examples: [
    ['skiff tokens list', 'note, prefix, expiry and id of each token'],
    ["skiff tokens list --json | jq -r '.items[].note'", 'notes only'],
  ],
  run: async (ctx, _args, options) => (await import('../services/tokens.js')).listTokens(ctx, options),
});

const create = defineCommand({
  name: 'create',
  summary: 'create a command access token for a script or CI; the token is printed once, on stdout',
  description:
    'Create a command access token. The full token is printed once, on stdout only (with --json, as the `token` ' +
    'field): store it at once, for example as a CI secret, and use it with SKIFF_TOKEN or `auth login --token-stdin`.',
  options: {
    note: { flags: '--note <text>', description: 'what the token is for (required)' },
    expiration: {
      flags: '--expiration <days>',
      description: 'lifetime: 7, 30, 60, 90, 365 (days) or none',
      defaultHelp: '30',
    },
  },
  examples: [
    ["skiff tokens create --note 'GitHub Actions deploy' --expiration 90", 'a 90-day token, printed once'],
    ["skiff tokens create --note 'nightly backup' --expiration none --json | jq -r .token", 'for a script'],
  ],
  run: async (ctx, _args, options) => (await import('../services/tokens.js')).createToken(ctx, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'revoke a command access token: it stops working at once',
  args: { id: { description: 'the token, by id or note (from `tokens list`)' } },
  options: { yes: YES_OPTION },
  examples: [
    ['skiff tokens delete 65a1b2c3d4e5f6a7b8c9d0e1 --yes', 'revoke one token'],
    ["skiff tokens delete 'GitHub Actions deploy' --yes", 'the same by its note'],
  ],
  run: async (ctx, args, options) => (await import('../services/tokens.js')).deleteToken(ctx, args.id, options),
});

export const tokensGroup: GroupSpec = {
  name: 'tokens',
  summary: 'list, create and revoke command access tokens',
  commands: [list, create, remove],
};
