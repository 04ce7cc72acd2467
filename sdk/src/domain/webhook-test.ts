/** Spec 002 section 5, Webhook test: "username ('Please input username!') and token ('Please input access token!')". */
export const WEBHOOK_USERNAME_REQUIRED_MESSAGE = 'Please input username!';
export const WEBHOOK_TOKEN_REQUIRED_MESSAGE = 'Please input access token!';

/** The webhook test's messages by field (`username`, `token`); empty when both are given. */
export function webhookTestErrors(input: { username?: string; token?: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.username?.trim()) errors.username = WEBHOOK_USERNAME_REQUIRED_MESSAGE;
  if (!input.token?.trim()) errors.token = WEBHOOK_TOKEN_REQUIRED_MESSAGE;
  return errors;
}
