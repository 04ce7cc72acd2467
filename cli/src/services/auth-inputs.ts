import type { MfaChallenge, SignInAnswers } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { readStdin, stdinLines } from '../cli/stdin.js';

/** What `skiff auth login` reads besides its flags: secrets from stdin (one per line) or terminal prompts. */
export interface LoginInputOptions {
  email?: string;
  passwordStdin?: boolean;
  clientSecretStdin?: boolean;
  newPasswordStdin?: boolean;
  mfaCode?: string;
  /** Read the MFA code from stdin as the line after the other secrets, once the pool has asked for it. */
  mfaCodeStdin?: boolean;
  userPoolId?: string;
  loginEndpoint?: string;
  clientId?: string;
}

export interface StdinSecrets {
  password?: string;
  clientSecret?: string;
  newPassword?: string;
  /** With --mfa-code-stdin: reads the code line when the pool asks (an SMS code is sent only then, as on Cognito). */
  mfaCode?: () => Promise<string>;
  /** Stops reading stdin (with --mfa-code-stdin), whether or not the code was asked for. */
  close?: () => void;
}

/** Spec 000 section 5, sign-up: the confirm field's message. */
const CONFIRM_MISMATCH = 'Confirm password that you entered do not match!';
const USER_POOL_ID = /^[\w-]+_[0-9a-zA-Z]+$/;

/** Checks the sign-in flags that go together; returns the login endpoint a bare --user-pool-id implies. */
export function checkLoginFlags(options: LoginInputOptions): string | undefined {
  if (options.userPoolId !== undefined && !USER_POOL_ID.test(options.userPoolId)) {
    throw new UsageError(`--user-pool-id '${options.userPoolId}' is not a user pool id: use e.g. us-east-1_AbC123.`);
  }
  if (options.loginEndpoint && !options.clientId) {
    throw new UsageError('--login-endpoint needs --client-id: the id of the app client to sign in with.');
  }
  if (options.clientId && !options.loginEndpoint && !options.userPoolId) {
    throw new UsageError('--client-id needs --user-pool-id (or --login-endpoint): where the app client is.');
  }
  if (options.mfaCode !== undefined && !/^\d{6}$/.test(options.mfaCode)) {
    throw new UsageError(`--mfa-code '${options.mfaCode}' is not an MFA code: it is 6 digits.`);
  }
  if (options.mfaCode !== undefined && options.mfaCodeStdin) {
    throw new UsageError('Give either --mfa-code CODE or --mfa-code-stdin, not both.');
  }
  if (options.mfaCodeStdin && !options.passwordStdin) {
    throw new UsageError('--mfa-code-stdin goes with --password-stdin: the code is the line after the password.');
  }
  if ((options.newPasswordStdin || options.mfaCode !== undefined) && !options.email) {
    throw new UsageError(
      '--new-password-stdin and --mfa-code go with --email (the browser page asks for them itself).',
    );
  }
  // A real pool's endpoint follows from the region in its id (us-east-1_AbC123 -> cognito-idp.us-east-1...).
  if (options.userPoolId && options.clientId && !options.loginEndpoint) {
    return `https://cognito-idp.${options.userPoolId.split('_')[0]}.amazonaws.com/`;
  }
  return options.loginEndpoint;
}

/** Reads the secrets asked for with the *-stdin flags: one line each, in the order password, client secret, new password. */
export async function readStdinSecrets(options: LoginInputOptions): Promise<StdinSecrets> {
  const wanted = [
    options.passwordStdin && 'password',
    options.clientSecretStdin && 'clientSecret',
    options.newPasswordStdin && 'newPassword',
  ].filter((name): name is 'password' | 'clientSecret' | 'newPassword' => Boolean(name));
  if (wanted.length === 0) return {};
  const reader = options.mfaCodeStdin ? stdinLines() : undefined;
  const lines: (string | undefined)[] = [];
  if (reader) for (const _ of wanted) lines.push(await reader.next());
  else lines.push(...(await readStdin()).split(/\r?\n/));
  const secrets: StdinSecrets = {};
  const flags = {
    password: '--password-stdin',
    clientSecret: '--client-secret-stdin',
    newPassword: '--new-password-stdin',
  };
  wanted.forEach((name, i) => {
    const line = lines[i] ?? '';
    if (!line) {
      throw new UsageError(
        `No ${name === 'clientSecret' ? 'client secret' : name === 'newPassword' ? 'new password' : 'password'} on line ${i + 1} of stdin (${flags[name]}): pipe one secret per line, e.g. printf '%s\\n%s\\n' "$PASSWORD" "$CLIENT_SECRET" | skiff auth login ...`,
      );
    }
    secrets[name] = line;
  });
  if (reader) {
    secrets.close = () => reader.close();
    secrets.mfaCode = async () => {
      const code = (await reader.next())?.trim() ?? '';
      reader.close();
      if (!/^\d{6}$/.test(code)) {
        throw new UsageError(
          `No MFA code on line ${wanted.length + 1} of stdin (--mfa-code-stdin): write the 6-digit code once the account asks for it.`,
        );
      }
      return code;
    };
  }
  return secrets;
}

function onTerminal(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

/**
 * The answers to a pool's challenges: from the flags and stdin when given, else prompted for on a terminal.
 * Without either, the SDK's LoginChallengeError says what the account needs (and the CLI which flag gives it).
 */
export function challengeAnswers(ctx: Context, options: LoginInputOptions, secrets: StdinSecrets): SignInAnswers {
  const answers: SignInAnswers = {};
  if (secrets.newPassword) {
    const given = secrets.newPassword;
    answers.newPassword = async () => given;
  } else if (onTerminal() && !options.passwordStdin) {
    answers.newPassword = async () => {
      const { password } = await import('@inquirer/prompts');
      ctx.out.info(
        'This account must set a new password: 8-16 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*.',
      );
      const first = await password(
        { message: 'New password', mask: '*' },
        { output: process.stderr, signal: ctx.signal },
      );
      const again = await password(
        { message: 'Confirm new password', mask: '*' },
        { output: process.stderr, signal: ctx.signal },
      );
      if (first !== again) throw new UsageError(CONFIRM_MISMATCH);
      return first;
    };
  }
  if (options.mfaCode) {
    const code = options.mfaCode;
    answers.mfaCode = async () => code;
  } else if (secrets.mfaCode) {
    answers.mfaCode = secrets.mfaCode;
  } else if (onTerminal() && !options.passwordStdin) {
    answers.mfaCode = async (challenge: MfaChallenge) => {
      const { input } = await import('@inquirer/prompts');
      const message =
        challenge.kind === 'SMS_MFA'
          ? `Code sent by SMS${challenge.destination ? ` to ${challenge.destination}` : ''}`
          : 'Code from your authenticator app';
      return input(
        { message, validate: (text) => /^\d{6}$/.test(text.trim()) || 'The code is 6 digits.' },
        { output: process.stderr, signal: ctx.signal },
      );
    };
  }
  return answers;
}
