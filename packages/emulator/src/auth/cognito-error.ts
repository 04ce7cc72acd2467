import { SIGN_IN_ERROR_MESSAGES, SIGN_IN_FALLBACK_MESSAGE } from '../domain.js';

/** A Cognito error: HTTP 400 with `__type` and `message` (the spec's sign-in message when the type has one). */
export class CognitoError extends Error {
  readonly type: string;
  readonly status: number;

  constructor(type: string, message = SIGN_IN_ERROR_MESSAGES[type] ?? SIGN_IN_FALLBACK_MESSAGE, status = 400) {
    super(message);
    this.name = 'CognitoError';
    this.type = type;
    this.status = status;
  }
}
