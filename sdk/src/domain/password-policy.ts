/** Spec 000 section 5: the sign-up password rule. The spec reads 16 and 18 as the maximum; we take 16. */

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 16;

/** True when the password is 8-16 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

/** Spec 002 section 5 and spec 003 section 5: password change and admin member creation allow 8-18 characters. */
const ACCOUNT_PASSWORD_MAX_LENGTH = 18;

/** True when the password is 8-18 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function isValidAccountPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= ACCOUNT_PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}
