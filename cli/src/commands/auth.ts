import { DEFAULT_CALLBACK_PORT } from '@skiff/sdk';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { UsageError } from '../cli/errors.js';

/** `--callback-port`: 1-65535 (a random port could never be registered on the app client). */
function callbackPortOption(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
    throw new UsageError(`--callback-port '${text}' is not a port: use 1-65535.`);
  }
  return value;
}

const login = defineCommand({
  name: 'login',
  summary: 'sign in (browser, email and password, or a command access token) and store the profile',
  description:
    'Without --email, sign in through the login page in your browser (PKCE); it sends you back to ' +
    `http://localhost:${DEFAULT_CALLBACK_PORT}/callback (or the --callback-port you give), which must be registered ` +
    "as a callback URL on the user pool's app client, exactly. With --no-browser, or when no browser opens, the URL " +
    'is printed and the code asked for. With --email, the password is read from stdin (--password-stdin) or ' +
    'prompted for on a terminal; skiff signs in with SRP (USER_SRP_AUTH) when it knows the user pool id, and with ' +
    'USER_PASSWORD_AUTH when the app client does not allow SRP. An account that must set a new password, or that ' +
    'asks for an MFA code, is prompted for it on a terminal; otherwise give --new-password-stdin or --mfa-code. ' +
    'Several secrets on stdin come one per line in this order: password, client secret, new password. ' +
    '--token-stdin stores a command access token read from stdin. Secrets are never taken from the command line; ' +
    'the client secret is stored like a token in the 0600 profile file and never printed; the profile is written ' +
    'only when the sign-in succeeds.',
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
    clientId: { flags: '--client-id <id>', description: 'app client id (with --login-endpoint or --user-pool-id)' },
    userPoolId: {
      flags: '--user-pool-id <id>',
      description: 'user pool id, e.g. us-east-1_AbC123 (SRP needs it; sets the endpoint of its region)',
    },
    clientSecretStdin: {
      flags: '--client-secret-stdin',
      description: "read the app client's secret from stdin (a line after the password)",
    },
    newPasswordStdin: {
      flags: '--new-password-stdin',
      description: 'read the new password from stdin (last line), for an account that must set one',
    },
    mfaCode: { flags: '--mfa-code <code>', description: 'the 6-digit MFA code (authenticator app or SMS)' },
    callbackPort: {
      flags: '--callback-port <n>',
      description: 'port of the browser sign-in callback http://localhost:PORT/callback',
      parse: callbackPortOption,
      defaultHelp: String(DEFAULT_CALLBACK_PORT),
    },
  },
  examples: [
    ['skiff auth login --origin https://console.example.com', 'sign in through the browser'],
    ['skiff auth login --origin https://console.example.com --no-browser', 'print the URL, then paste the code'],
    [
      'skiff auth login --origin https://console.example.com --callback-port 8765',
      'browser sign-in; register http://localhost:8765/callback on the app client first',
    ],
    [
      'printf \'%s\\n%s\\n\' "$PASSWORD" "$CLIENT_SECRET" | skiff auth login --origin https://console.example.com --user-pool-id us-east-1_AbC123 --client-id 1example23456789 --email me@example.com --password-stdin --client-secret-stdin',
      'a real user pool whose app client has a secret',
    ],
    [
      'printf \'%s\' "$SKIFF_PASSWORD" | skiff auth login --origin http://127.0.0.1:4600 --email mfa@demo.skiff.dev --password-stdin --mfa-code 123456',
      'an account with MFA, from a script',
    ],
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
    "Revokes this profile's session on the login provider (its refresh token and the access and id tokens issued " +
    'with it stop working), then forgets the credentials. With --everywhere, every session of the account ends ' +
    '(other profiles, other machines, the web app). When the server cannot be reached the credentials are still ' +
    'forgotten, and a warning says the session was not revoked.',
  options: {
    everywhere: {
      flags: '--everywhere',
      description: 'sign the account out of every session, not only this profile (GlobalSignOut)',
    },
  },
  examples: [
    ['skiff --profile work auth logout', 'sign out of profile work'],
    ['skiff auth logout --everywhere', 'sign the account out on every device'],
  ],
  run: async (ctx, _args, options) => (await import('../services/auth.js')).logout(ctx, options),
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

const confirmSignUp = defineCommand({
  name: 'confirm-signup',
  summary: 'confirm a new account with the code sent by email, or get a new code',
  description:
    'An account made with Sign Up must be confirmed with the 6-digit code the login provider e-mails before it can ' +
    'sign in (on the emulator the code is printed on its stderr and listed by skiff emulator codes). --resend asks ' +
    'for a new code, e.g. when the first has expired. Nothing is stored: sign in afterwards with skiff auth login.',
  options: {
    origin: { flags: '--origin <url>', description: "the platform origin (default: the profile's)" },
    email: { flags: '--email <email>', description: 'the email the account was signed up with' },
    code: { flags: '--code <code>', description: 'the 6-digit code from the e-mail' },
    resend: { flags: '--resend', description: 'send a new code instead of confirming' },
  },
  examples: [
    ['skiff auth confirm-signup --origin http://127.0.0.1:4600 --email me@example.com --code 123456', 'confirm'],
    ['skiff auth confirm-signup --origin http://127.0.0.1:4600 --email me@example.com --resend', 'a new code'],
  ],
  run: async (ctx, _args, options) => (await import('../services/auth-signup.js')).confirmSignUp(ctx, options),
});

export const authGroup: GroupSpec = {
  name: 'auth',
  summary: 'sign in, check who is signed in, print the token, sign out, confirm a sign-up',
  commands: [login, status, token, logout, confirmSignUp],
};
