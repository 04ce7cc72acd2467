/**
 * Spec 003 sections 2.11 and 7: the AWS stack quick-create that makes the role the platform assumes. It opens in a
 * new window with a callback address carrying a token and the user id; the stack calls it back with the role ARN,
 * which the cloud-account form then fills in (the spec: "about 10 minutes after the stack is created").
 */

/** Where the callback lives on the platform (GET, no bearer header: the token is in the query). */
export const CLOUD_FORMATION_CALLBACK_PATH = '/api/v2/clouds/aws/cloud-formation/callback';
/** The role template the stack runs (ours: the spec does not show it). */
export const AWS_ROLE_TEMPLATE_URL = 'https://skiff-public.s3.amazonaws.com/cloudformation/skiff-role.json';
/** The stack's name: the role it makes is `{stack}-skiffRole-{13 characters}`, the shape the ARN rule expects. */
const AWS_ROLE_STACK_NAME = 'skiffrole';
const AWS_STACK_REGION = 'us-east-1';
/** How often the form asks whether the callback came (ours; a push message may also bring it). */
export const STACK_ARN_POLL_INTERVAL_MS = 5_000;

/** The callback address the stack calls with `&arnRole=` appended. */
export function awsStackCallbackUrl(origin: string, caller: { token: string; userId: string }): string {
  const url = new URL(CLOUD_FORMATION_CALLBACK_PATH, origin);
  url.searchParams.set('token', caller.token);
  url.searchParams.set('userId', caller.userId);
  return url.toString();
}

/** The AWS console's quick-create page for the role stack, its callback address given as a stack parameter. */
export function awsQuickCreateUrl(callbackUrl: string, region: string = AWS_STACK_REGION): string {
  const stack = new URLSearchParams({
    templateURL: AWS_ROLE_TEMPLATE_URL,
    stackName: AWS_ROLE_STACK_NAME,
    param_CallbackUrl: callbackUrl,
  });
  return `https://console.aws.amazon.com/cloudformation/home?region=${encodeURIComponent(region)}#/stacks/quickcreate?${stack}`;
}

/** The callback address a quick-create address carries (what the stack will call). */
export function callbackOfQuickCreateUrl(quickCreateUrl: string): string | undefined {
  const fragment = new URL(quickCreateUrl).hash;
  const query = fragment.slice(fragment.indexOf('?') + 1);
  return new URLSearchParams(query).get('param_CallbackUrl') ?? undefined;
}

/** The role ARN the last stack callback left on the user (the profile's `lastCreatedArnRole`), if any. */
export function lastCreatedArnRole(profile: unknown): string | undefined {
  const value = (profile as { lastCreatedArnRole?: unknown } | null | undefined)?.lastCreatedArnRole;
  return typeof value === 'string' && value ? value : undefined;
}
