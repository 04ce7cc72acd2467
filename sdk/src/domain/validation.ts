import { isValidPassword } from './password-policy.js';

/** Spec 000 section 5 and section 8: sign-in and sign-up messages (exact wording, typos included). */
export const EMAIL_REQUIRED_MESSAGE = 'Email is require!';
export const INVALID_EMAIL_MESSAGE = 'Invalid email';
/** Generic rule: "Required fields give 'Required'". */
export const REQUIRED_MESSAGE = 'Required';
export const INVALID_PASSWORD_MESSAGE = 'Invalid Password';
export const PASSWORD_MISMATCH_MESSAGE = 'Confirm password that you entered do not match!';
export const SIGN_UP_SUCCESS_MESSAGE = 'Please open your email inbox to verify your account, and login!';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Your account is not found. Please contact to admin!';

/** A pragmatic email check (one @, no spaces, a dot in the domain); the spec only says "a valid email". */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export interface CredentialErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

/** Login form: email required and valid, password required (spec 000 section 5). */
export function validateLogin(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = EMAIL_REQUIRED_MESSAGE;
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!password) errors.password = REQUIRED_MESSAGE;
  return errors;
}

/** Sign-up form: the login rules, the password policy, and the confirmation must match. */
export function validateSignUp(email: string, password: string, confirm: string): CredentialErrors {
  const errors = validateLogin(email, password);
  if (password && !isValidPassword(password)) errors.password = INVALID_PASSWORD_MESSAGE;
  if (confirm !== password) errors.confirm = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}

/** A new password with its confirmation (an account that must set one): the sign-up password rules. */
export function validateNewPassword(password: string, confirm: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!password) errors.password = REQUIRED_MESSAGE;
  else if (!isValidPassword(password)) errors.password = INVALID_PASSWORD_MESSAGE;
  if (confirm !== password) errors.confirm = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}
