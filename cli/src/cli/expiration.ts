import { COMMAND_TOKEN_EXPIRATIONS, type CommandTokenExpiration } from '@skiff/sdk/domain';
import { UsageError } from './errors.js';

// Loaded by the tokens service only, so that the SDK's rules stay out of every command's start-up.
const EXPIRATION_WORDS = COMMAND_TOKEN_EXPIRATIONS.map((days) => (days === null ? 'none' : String(days)));

/** A token lifetime as parsed: days, or `none` (commander turns a parsed null into '', so null is kept out). */
export type ExpirationChoice = Exclude<CommandTokenExpiration, null> | 'none';

/** `--expiration 7|30|60|90|365|none` (days; `90d`, `1y` and `never` also read). */
export function parseExpiration(text: string): ExpirationChoice {
  const word = text.trim().toLowerCase();
  if (word === 'none' || word === 'never') return 'none';
  const days = word === '1y' || word === '1year' ? 365 : Number(word.replace(/d(ays?)?$/, ''));
  const found = COMMAND_TOKEN_EXPIRATIONS.find((choice) => choice !== null && choice === days);
  if (!found || !/^\d+(d|days?)?$|^1y(ear)?$/.test(word)) {
    throw new UsageError(`--expiration '${text}' is not one of ${EXPIRATION_WORDS.join(', ')} (days, or none).`);
  }
  return found;
}

/** The SDK's value of a parsed choice: days, or null for none. */
export function expirationDays(choice: ExpirationChoice): CommandTokenExpiration {
  return choice === 'none' ? null : choice;
}

/** Every value `--expiration` accepts, for help and completion. */
export const EXPIRATION_CHOICES: readonly string[] = EXPIRATION_WORDS;
