import { discoverLoginSettings, LoginError } from '@skiff/sdk';
import { providerOf } from '@skiff/sdk/node';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliHttp, profileName, profileStore } from '../cli/session.js';

export interface ConfirmSignUpOptions {
  origin?: string;
  email?: string;
  code?: string;
  resend?: boolean;
}

/**
 * `skiff auth confirm-signup`: confirms a new account with the code the login provider e-mailed (Cognito's
 * ConfirmSignUp), or with --resend asks for a new code (ResendConfirmationCode). Nothing is stored: the user signs
 * in afterwards with `auth login`.
 */
export async function confirmSignUp(ctx: Context, options: ConfirmSignUpOptions): Promise<number> {
  const stored = profileStore(ctx).get(profileName(ctx));
  const origin = (options.origin ?? stored?.origin)?.replace(/\/+$/, '');
  if (!origin)
    throw new UsageError('--origin is required: the URL of the platform, e.g. --origin http://127.0.0.1:4600.');
  const email = options.email?.trim().toLowerCase();
  if (!email) throw new UsageError('--email is required: the email the account was signed up with.');
  if (!email.includes('@')) throw new UsageError(`--email '${options.email}' is not an e-mail address.`);
  if (options.resend ? options.code !== undefined : options.code === undefined) {
    throw new UsageError('Give either --code CODE (from the e-mail) or --resend (to get a new code).');
  }
  if (options.code !== undefined && !/^\d{6}$/.test(options.code.trim())) {
    throw new UsageError(`--code '${options.code}' is not a confirmation code: it is 6 digits.`);
  }
  const http = cliHttp(ctx);
  // The profile's own login settings (with its client secret) when it points at this origin; else discovery.
  const settings =
    stored?.origin === origin && stored.loginEndpoint && stored.clientId
      ? stored
      : await discoverLoginSettings(origin, http);
  const provider = providerOf(settings, http);
  const again = `skiff auth confirm-signup --origin ${origin} --email ${email} --resend`;
  try {
    if (options.resend) await provider.resendConfirmationCode(email);
    else await provider.confirmSignUp(email, options.code!);
  } catch (error) {
    if (error instanceof LoginError && error.code === 'ExpiredCodeException') {
      throw new CliError(error.message, EXIT.auth, `Get a new code with: ${again}`);
    }
    if (error instanceof LoginError && error.code === 'CodeMismatchException') {
      throw new CliError(error.message, EXIT.auth, `Check the code in the e-mail, or get a new one with: ${again}`);
    }
    throw error;
  }
  if (ctx.json) ctx.out.json({ email, confirmed: !options.resend, codeSent: options.resend === true });
  else if (options.resend) ctx.out.result(`A new confirmation code was sent to ${email}.`);
  else ctx.out.result(`Account ${email} confirmed: sign in with skiff auth login --origin ${origin} --email ${email}.`);
  return EXIT.ok;
}
