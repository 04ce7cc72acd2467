import { defineCommand, type GroupSpec } from '../cli/command-spec.js';

const profile = defineCommand({
  name: 'profile',
  summary: 'show your profile; --name and --state change it',
  options: {
    name: { flags: '--name <name>', description: 'your display name' },
    state: { flags: '--state <state>', description: 'FOCUSING, BUSY, TRAVELING or OUT_SICK' },
  },
  examples: [
    ['skiff account profile', 'who you are'],
    ["skiff account profile --name 'Olivia Owner' --state busy", 'change name and state'],
  ],
  run: async (ctx, _args, options) => (await import('../services/account.js')).profile(ctx, options),
});

const password = defineCommand({
  name: 'password',
  summary: 'change your password (accounts an admin created): current, new and confirmation, never as arguments',
  options: {
    currentPasswordStdin: {
      flags: '--current-password-stdin',
      description: 'read the current password, the new one and its confirmation from stdin, one a line',
    },
  },
  description:
    'Change the password of an account an instance admin created, as the web form does: the current password ' +
    '(checked at the login provider first: a wrong one changes nothing, exit 3), then the new one, 8-18 ' +
    'characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*, and its confirmation. On ' +
    'a terminal all three are asked for, masked; a script pipes them with --current-password-stdin (the ' +
    'confirmation line may be left out). They are never taken from the command line.',
  examples: [
    ['skiff account password', 'asked for on a terminal'],
    [
      'printf \'%s\\n%s\\n%s\\n\' "$CURRENT" "$NEW" "$NEW" | skiff account password --current-password-stdin',
      'from a script',
    ],
  ],
  run: async (ctx, _args, options) => (await import('../services/account.js')).changePassword(ctx, options),
});

const gitTokensList = defineCommand({
  name: 'git-tokens',
  summary: 'list your personal git tokens (provider, username, a hint of the token)',
  args: {
    action: { description: 'list (default), set or remove', optional: true },
    provider: { description: 'GITHUB, GITLAB, BITBUCKET or DRUPALCODE (for set and remove)', optional: true },
  },
  options: {
    username: { flags: '--username <name>', description: 'with set: your username on the git host' },
  },
  description:
    'Your personal git tokens: `list` shows them (the default); `set PROVIDER --username NAME` saves one read from ' +
    'stdin (it needs the read_repository scope; never taken from the command line); `remove PROVIDER` forgets it.',
  examples: [
    ['skiff account git-tokens', 'list them'],
    ['printf \'%s\' "$GITLAB_TOKEN" | skiff account git-tokens set gitlab --username olivia', 'save one'],
    ['skiff account git-tokens remove gitlab', 'forget it'],
  ],
  run: async (ctx, args, options) => (await import('../services/account.js')).gitTokens(ctx, args, options),
});

export const accountGroup: GroupSpec = {
  name: 'account',
  summary: 'your profile, password and git tokens',
  commands: [profile, password, gitTokensList],
};
