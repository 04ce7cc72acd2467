import { isValidPassword } from '../domain/password-policy.js';
import { INVALID_PASSWORD_MESSAGE } from '../domain/validation.js';

/**
 * The challenges a Cognito user pool can answer a correct password with, and how each is answered: ONE place for
 * the SDK's sign-in (sign-in-flow.ts, which the CLI and the web app use) and the emulator's hosted login page, which
 * asks the same questions across form posts.
 * - NEW_PASSWORD_REQUIRED (an admin-created user's first sign-in): `NEW_PASSWORD`, with the sign-up password rules.
 * - SOFTWARE_TOKEN_MFA: `SOFTWARE_TOKEN_MFA_CODE`, the authenticator app's code.
 * - SMS_MFA: `SMS_MFA_CODE`, the code sent to `CODE_DELIVERY_DESTINATION`.
 * (RespondToAuthChallenge, AWS API reference: ChallengeResponses per challenge.)
 */
export type ChallengeKind = 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA';

export const CHALLENGE_MESSAGES = {
  NEW_PASSWORD_REQUIRED: 'This account must set a new password before it can sign in.',
  SOFTWARE_TOKEN_MFA: 'This account asks for the 6-digit code of its authenticator app.',
  SMS_MFA: 'This account asks for the 6-digit code sent to its phone by SMS.',
  SESSION_EXPIRED: 'The sign-in took too long to complete; sign in again.',
} as const;

/** What the user is asked for one challenge. */
export interface ChallengeQuestion {
  kind: ChallengeKind;
  /** The sentence that asks (CHALLENGE_MESSAGES; for SMS, it names where the code went). */
  prompt: string;
  /** Where an SMS code went, as the pool shows it (`+*******0123`). */
  destination?: string;
}

/** The question for a challenge the pool sent, or undefined for one skiff cannot answer. */
export function challengeQuestion(
  name: string | undefined,
  parameters: Readonly<Record<string, string>> = {},
): ChallengeQuestion | undefined {
  if (name === 'NEW_PASSWORD_REQUIRED' || name === 'SOFTWARE_TOKEN_MFA') {
    return { kind: name, prompt: CHALLENGE_MESSAGES[name] };
  }
  if (name === 'SMS_MFA') {
    const destination = parameters.CODE_DELIVERY_DESTINATION;
    const prompt = destination
      ? `This account asks for the 6-digit code sent by SMS to ${destination}.`
      : CHALLENGE_MESSAGES.SMS_MFA;
    return { kind: name, prompt, ...(destination ? { destination } : {}) };
  }
  return undefined;
}

/**
 * The ChallengeResponses (without USERNAME and SECRET_HASH) that answer `kind` with what the user gave, or the rule
 * it breaks: a new password must follow the sign-up rules ('Invalid Password', spec 000 section 5).
 */
export function challengeResponses(
  kind: ChallengeKind,
  given: string,
): { responses: Record<string, string> } | { problem: string } {
  if (kind === 'NEW_PASSWORD_REQUIRED') {
    return isValidPassword(given) ? { responses: { NEW_PASSWORD: given } } : { problem: INVALID_PASSWORD_MESSAGE };
  }
  const field = kind === 'SMS_MFA' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE';
  return { responses: { [field]: given.trim() } };
}
