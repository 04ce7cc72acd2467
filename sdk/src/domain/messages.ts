/** The spec's user-visible messages, exact wording (typos included), so users of the panel recognise them. */

/** Sign-in and sign-up errors by the login provider's error name (spec 000 section 8). */
export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  UserNotFoundException: 'User is not existed.',
  UsernameExistsException: 'Username is existed.',
  UserNotConfirmedException: 'User is not confirmed.',
  UnsupportedTokenTypeException: 'Token is not supported.',
  UnauthorizedException: 'User is not authorized.',
  NotAuthorizedException: 'Incorrect username or password.',
  PasswordResetRequiredException: 'Password reset is required.',
  InvalidPasswordException: 'Password is invalid.',
  ExpiredCodeException: 'Code has expired.',
  CodeMismatchException: 'Code does not match.',
};
export const SIGN_IN_FALLBACK_MESSAGE = 'Occurring an internal error. Please try again!';

/** The message a user sees for a login provider error name. */
export function signInErrorMessage(errorName: string | undefined): string {
  return (errorName && SIGN_IN_ERROR_MESSAGES[errorName]) || SIGN_IN_FALLBACK_MESSAGE;
}

export const PAGE_MESSAGES = {
  notFound: 'Sorry, the page you visited does not exist.',
  forbidden: 'Sorry, you are not authorized to access this page.',
  serverError: 'Sorry, the server is wrong.',
} as const;

export const APPLICATION_PROTECTED_MESSAGE = 'This application is protected.';
export const TASK_IN_PROGRESS_FALLBACK = 'Application task is in progress';
export const DEPLOY_ERROR_ALERT = 'Error deploying application.';
export const PROFILE_LOAD_FALLBACK = 'Error loading the info.';
export const EMPTY_PROJECT_LIST = 'This workspace has no projects yet...';
export const EMPTY_BRANCH_LIST = "This project doesn't have any feature-branch yet.";
