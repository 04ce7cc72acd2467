/** Spec 000 section 5: the sign-up password rule. The spec reads 16 and 18 as the maximum; we take 16. */

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 16;

/** One rule of the sign-up form's live checklist (spec 000 section 5) and whether the password meets it. */
export interface PasswordRuleCheck {
  /** The rule in words (ours: the spec names the rules, not their wording). */
  rule: string;
  met: boolean;
}

/** The sign-up password rules, each checked: the live checklist under the field (spec 000 section 5). */
export function passwordChecklist(password: string): PasswordRuleCheck[] {
  const length = password.length;
  return [
    {
      rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      met: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    },
    { rule: 'a lowercase letter', met: /[a-z]/.test(password) },
    { rule: 'an uppercase letter', met: /[A-Z]/.test(password) },
    { rule: 'a digit', met: /[0-9]/.test(password) },
    { rule: 'one of !@#$%^&*', met: /[!@#$%^&*]/.test(password) },
  ];
}

/** True when the password is 8-16 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function isValidPassword(password: string): boolean {
  return passwordChecklist(password).every((check) => check.met);
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
