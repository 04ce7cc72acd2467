import { defineCommand, type GroupSpec } from '../cli/command-spec.js';

const login = defineCommand({
  name: 'login',
  summary: 'sign in with email and password and store the credentials in the profile',
  description:
    'Sign in with email and password. The password is read from stdin (--password-stdin) or prompted for on a ' +
    'terminal; it is never taken from the command line. The profile is written only when the sign-in succeeds.',
  options: {
    origin: { flags: '--origin <url>', description: 'the platform origin, e.g. http://127.0.0.1:4600' },
    email: { flags: '--email <email>', description: 'the email to sign in with' },
    passwordStdin: { flags: '--password-stdin', description: 'read the password from stdin (first line)' },
    loginEndpoint: {
      flags: '--login-endpoint <url>',
      description: 'login provider endpoint (when the origin does not advertise one)',
    },
    clientId: { flags: '--client-id <id>', description: 'login provider client id (with --login-endpoint)' },
  },
  examples: [
    [
      'printf \'%s\' "$SKIFF_PASSWORD" | skiff auth login --origin http://127.0.0.1:4600 --email owner@demo.skiff.dev --password-stdin',
      'sign in from a script, the password on stdin',
    ],
    [
      'skiff --profile work auth login --origin https://console.example.com --email me@example.com',
      'sign in to another profile (prompts for the password)',
    ],
  ],
  run: async (ctx, _args, options) => (await import('../services/auth.js')).login(ctx, options),
});

const status = defineCommand({
  name: 'status',
  summary: 'show who is signed in, to which origin, and where the credential comes from',
  examples: [
    ['skiff auth status', 'who am I, on which origin, until when'],
    ['skiff --profile local auth status --json', 'the same as JSON (never the token)'],
  ],
  run: async (ctx) => (await import('../services/auth.js')).status(ctx),
});

const logout = defineCommand({
  name: 'logout',
  summary: "remove the profile's credentials",
  examples: [['skiff --profile work auth logout', 'forget the credentials of profile work']],
  run: async (ctx) => (await import('../services/auth.js')).logout(ctx),
});

export const authGroup: GroupSpec = {
  name: 'auth',
  summary: 'sign in, check who is signed in, sign out',
  commands: [login, status, logout],
};
