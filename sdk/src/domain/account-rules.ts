/** Spec 002 sections 5 and 9 and spec 003 section 5: account, access-token, cloud-account and hosted-zone rules. */
import { isValidAccountPassword } from './password-policy.js';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './validation.js';

export const PROFILE_NAME_REQUIRED = 'Please input your name!';
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm password that you entered do not match!';
export const COMMAND_TOKEN_NOTE_REQUIRED = 'Please input name!';
export const HOSTED_ZONE_DOMAIN_REQUIRED = 'Please input domain!';
export const HOSTED_ZONE_DOMAIN_INVALID = 'Domain is invalid.';
export const REQUIRED = 'Required';
/** Our wording for a password outside the 8-18 rule (the spec gives the rule, not its message). */
export const ACCOUNT_PASSWORD_INVALID =
  'Password must be 8-18 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.';
/** Spec 002 section 8: the success texts of a profile update and of a password change. */
/** Spec 002 section 5: the change-password form requires the current password (our wording, in the form's style). */
export const CURRENT_PASSWORD_REQUIRED = 'Please input your current password!';
export const PROFILE_UPDATED_MESSAGE = 'Update profile successfully!';
export const PASSWORD_CHANGED_MESSAGE = 'Change password successfully!';
export const USER_STATE_DEFAULT = 'FOCUSING';
/** User availability states (spec 000 section 4), the default first. */
export const USER_STATES = ['FOCUSING', 'BUSY', 'TRAVELING', 'OUT_SICK'] as const;

/** The profile form's name message, or undefined when a (trimmed) name is given. */
export function profileNameError(name: string | null | undefined): string | undefined {
  return name?.trim() ? undefined : PROFILE_NAME_REQUIRED;
}
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const USER_CREATED_MESSAGE = 'User was created successfully!';

/** Command access token lifetimes offered: 7, 30 (default), 60, 90 days, 1 year, or none. Values in days. */
export const COMMAND_TOKEN_EXPIRATIONS = [7, 30, 60, 90, 365, null] as const;
export type CommandTokenExpiration = (typeof COMMAND_TOKEN_EXPIRATIONS)[number];
export const DEFAULT_COMMAND_TOKEN_EXPIRATION: CommandTokenExpiration = 30;

/** When a token created at `createdAt` with an expiration of `days` expires (null: never). */
export function commandTokenExpiresAt(createdAt: Date, days: CommandTokenExpiration): Date | null {
  return days === null ? null : new Date(createdAt.getTime() + days * 86_400_000);
}

export function isCommandTokenExpiration(value: unknown): value is CommandTokenExpiration {
  return (COMMAND_TOKEN_EXPIRATIONS as readonly unknown[]).includes(value);
}

/** A hosted zone's domain: a DNS name of two or more labels. */
function isValidHostedZoneDomain(domain: string): boolean {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(domain.trim());
}

/** The hosted-zone form's message for a domain, or undefined when it is fine. */
export function hostedZoneDomainError(domain: string | undefined): string | undefined {
  if (!domain?.trim()) return HOSTED_ZONE_DOMAIN_REQUIRED;
  return isValidHostedZoneDomain(domain) ? undefined : HOSTED_ZONE_DOMAIN_INVALID;
}

/** Messages of a password and its confirmation (member creation and password change). */
export function passwordChangeErrors(password: string | undefined, confirmPassword: string | undefined): string[] {
  const errors: string[] = [];
  if (!password || !isValidAccountPassword(password)) errors.push(ACCOUNT_PASSWORD_INVALID);
  if (password !== confirmPassword) errors.push(CONFIRM_PASSWORD_MISMATCH);
  return errors;
}

export const GIT_PROVIDERS = ['GITHUB', 'GITLAB', 'BITBUCKET', 'DRUPALCODE'] as const;
export type GitProvider = (typeof GIT_PROVIDERS)[number];
/** The OAuth providers of `/auth/{provider}`. */
export const OAUTH_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'drupalcode'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Fields each provider's cloud account needs (spec 003 section 5); GCP is coming soon. */
export const CLOUD_ACCOUNT_FIELDS = {
  AWS: ['awsArnRole'],
  DIGITAL_OCEAN: ['doToken', 'doSpaceRegion', 'doSpaceKey', 'doSpaceSecret'],
  AZURE: ['azSubscriptionId', 'azTenantId', 'azClientId', 'azClientSecret'],
} as const;
export type CloudAccountProvider = keyof typeof CLOUD_ACCOUNT_FIELDS;
export type CloudAccountField = (typeof CLOUD_ACCOUNT_FIELDS)[CloudAccountProvider][number];
/** The labels of the providers' fields (ours: the spec names the fields only). */
export const CLOUD_ACCOUNT_FIELD_LABELS: Readonly<Record<CloudAccountField, string>> = {
  awsArnRole: 'Role ARN',
  doToken: 'Token',
  doSpaceRegion: 'Space region',
  doSpaceKey: 'Space key',
  doSpaceSecret: 'Space secret',
  azSubscriptionId: 'Subscription ID',
  azTenantId: 'Tenant ID',
  azClientId: 'Client ID',
  azClientSecret: 'Client secret',
};
/** The fields typed hidden and never shown back (nor put in a command line). */
export const CLOUD_ACCOUNT_SECRET_FIELDS: readonly CloudAccountField[] = [
  'doToken',
  'doSpaceKey',
  'doSpaceSecret',
  'azClientSecret',
];
export const DEFAULT_AWS_ACCOUNT_REGION = 'us-east-1';

/** The fields of a cloud-account form that still block Create: `name`, then the provider's own fields. */
export function missingCloudAccountFields(body: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const filled = (key: string) => typeof body[key] === 'string' && (body[key] as string).trim() !== '';
  if (!filled('name')) missing.push('name');
  const provider = body.provider as string;
  if (!(provider in CLOUD_ACCOUNT_FIELDS)) return [...missing, 'provider'];
  for (const key of CLOUD_ACCOUNT_FIELDS[provider as CloudAccountProvider]) if (!filled(key)) missing.push(key);
  return missing;
}

/** An organization's form (spec 002 section 5): name, email and logo image. */
export interface OrganizationInput {
  name?: string | null;
  email?: string | null;
  logoImage?: string | null;
}

/**
 * Spec 002 section 5: an organization's name, email and logoImage are required ('Required'); an email must be one
 * ('Invalid email', the spec's message for every email field). Field name to message; empty when it may be sent.
 */
export function organizationErrors(input: OrganizationInput): Partial<Record<keyof OrganizationInput, string>> {
  const errors: Partial<Record<keyof OrganizationInput, string>> = {};
  if (!input.name?.trim()) errors.name = REQUIRED;
  const email = input.email?.trim();
  if (!email) errors.email = REQUIRED;
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!input.logoImage?.trim()) errors.logoImage = REQUIRED;
  return errors;
}
