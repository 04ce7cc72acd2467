import { defineCommand, type GroupSpec } from '../cli/command-spec.js';

const login = defineCommand({
  name: 'login',
  summary: 'sign in (browser, email and password, or a command access token) and store the profile',
  description:
    'Without --email, sign in through the login page in your browser (PKCE, answered on a loopback address); with ' +
    '--no-browser, or when no browser opens, the URL is printed and the code asked for. With --email, the password ' +
    'is read from stdin (--password-stdin) or prompted for on a terminal. --token-stdin stores a command access ' +
    'token read from stdin. Secrets are never taken from the command line; the profile is written only when the ' +
    'sign-in succeeds.',
  options: {
    origin: { flags: '--origin <url>', description: 'the platform origin, e.g. http://127.0.0.1:4600' },
    email: { flags: '--email <email>', description: 'the email to sign in with' },
    passwordStdin: { flags: '--password-stdin', description: 'read the password from stdin (first line)' },
    tokenStdin: { flags: '--token-stdin', description: 'read a command access token from stdin (first line)' },
    browser: { flags: '--no-browser', description: 'do not open a browser: print the sign-in URL, paste the code' },
    loginEndpoint: {
      flags: '--login-endpoint <url>',
      description: 'login provider endpoint (when the origin does not advertise one)',
    },
    clientId: { flags: '--client-id <id>', description: 'login provider client id (with --login-endpoint)' },
  },
  examples: [
    ['skiff auth login --origin https://console.example.com', 'sign in through the browser'],
    ['skiff auth login --origin https://console.example.com --no-browser', 'print the URL, then paste the code'],
    [
      'printf \'%s\' "$SKIFF_COMMAND_TOKEN" | skiff auth login --origin https://console.example.com --token-stdin',
      'use a command access token (CI)',
    ],
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
  summary: "sign out on the server and remove the profile's credentials",
  description:
    'Revokes the refresh token on the login provider, then forgets the credentials. When the server cannot be ' +
    'reached the credentials are still forgotten, and a warning says the session was not revoked.',
  examples: [['skiff --profile work auth logout', 'sign out of profile work']],
  run: async (ctx) => (await import('../services/auth.js')).logout(ctx),
});

const token = defineCommand({
  name: 'token',
  summary: 'print the access token of the profile in use on stdout, for a script (renewed first if needed)',
  description:
    'Print the bearer token skiff sends for the profile in use (SKIFF_TOKEN, a command access token, or the ' +
    'sign-in token, renewed first when it is about to expire) on stdout, and nothing else. Only ever printed when ' +
    'asked for like this; pipe it straight where it is needed rather than into a file or a log.',
  examples: [
    ['curl -H "Authorization: Bearer $(skiff auth token)" http://127.0.0.1:4600/api/v2/users/profile', 'use it'],
    ["skiff --profile local auth token --json | jq -r '.expiresAt'", 'when it expires'],
  ],
  run: async (ctx) => (await import('../services/auth.js')).printToken(ctx),
});

export const authGroup: GroupSpec = {
  name: 'auth',
  summary: 'sign in, check who is signed in, print the token, sign out',
  commands: [login, status, token, logout],
};
