import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const list = defineCommand({
  name: 'list',
  summary: 'list the stored profiles: origin, email, how each signs in; * marks the one in use',
  options: { ...pagingOptions('profiles', WHOLE_LIST_PAGING) },
  examples: [
    ['skiff profiles list', 'every profile (never a token)'],
    ["skiff profiles list --json | jq -r '.items[].name'", 'names only'],
  ],
  run: async (ctx, _args, options) => (await import('../services/profiles.js')).listProfiles(ctx, options),
});

const use = defineCommand({
  name: 'use',
  summary: 'use this profile when neither --profile nor SKIFF_PROFILE names one',
  args: { name: { description: 'the profile name, from `profiles list`' } },
  examples: [['skiff profiles use local', 'commands now talk to the local emulator']],
  run: async (ctx, args) => (await import('../services/profiles.js')).useProfile(ctx, args.name),
});

const remove = defineCommand({
  name: 'remove',
  summary: 'forget a profile and its stored credentials (run `auth logout` first to revoke the session)',
  args: { name: { description: 'the profile name, from `profiles list`' } },
  options: { yes: YES_OPTION },
  examples: [['skiff profiles remove work --yes', 'forget profile work']],
  run: async (ctx, args, options) => (await import('../services/profiles.js')).removeProfile(ctx, args.name, options),
});

export const profilesGroup: GroupSpec = {
  name: 'profiles',
  summary: 'list, choose and remove stored profiles',
  commands: [list, use, remove],
};
