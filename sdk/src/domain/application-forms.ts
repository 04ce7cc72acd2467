/**
 * Spec 002 sections 2.8, 5, 6 and 8: the rules of the application screens' forms that application-rules.ts does not
 * hold (required roots, template export, workspace feature flags, member messages), with the spec's exact texts.
 */
import { type ConfigurationInput, configurationErrors } from './application-rules.js';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, isValidEmail, REQUIRED_MESSAGE } from './validation.js';

/** Spec 002 section 6: shown where a workspace flag switches a feature off. */
export const DISABLED_FOR_WORKSPACE_MESSAGE = 'Disabled for this workspace - contact support';
/** Spec 002 section 6: shown on the configuration form without `enableEditConfiguration`. */
export const DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE = 'Disabled some fields for this workspace - contact support';
/** Spec 002 section 8: an application member was removed. */
export const APPLICATION_MEMBER_REMOVED_MESSAGE = 'the user removed successfully.';
/** Spec 002 section 5: the cloud provider for which the spot server type is disabled (the spec does not name it). */
const SPOT_UNSUPPORTED_PROVIDERS: readonly string[] = ['DIGITAL_OCEAN'];

/** Spec 002 section 8: "{email} added successfully." */
export function applicationMemberAddedMessage(email: string): string {
  return `${email} added successfully.`;
}

/** An email field of a member or invitation form: required ('Email is require!'), then valid ('Invalid email'). */
export function emailFieldError(email: string | null | undefined): string | undefined {
  if (!email?.trim()) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(email) ? undefined : INVALID_EMAIL_MESSAGE;
}

/** The workspace flags of spec 002 section 6; a missing flag counts as on (only an explicit false switches off). */
export type WorkspaceFeature =
  | 'enableEditConfiguration'
  | 'enableCustomDomain'
  | 'enableConnectVPS'
  | 'enabledDailyBackup';

/** Whether a workspace allows a feature. */
export function isWorkspaceFeatureEnabled(
  workspace: Readonly<Record<string, unknown>> | null | undefined,
  feature: WorkspaceFeature,
): boolean {
  return workspace?.[feature] !== false;
}

/** Whether the spot server type may be chosen on a cluster of this cloud provider. */
export function isSpotAllowed(provider: string | null | undefined): boolean {
  const plain = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');
  return !SPOT_UNSUPPORTED_PROVIDERS.some((p) => plain(p) === plain(provider ?? ''));
}

export interface ConfigurationFormInput extends ConfigurationInput {
  appRoot?: string | null;
  webRoot?: string | null;
  startAppScript?: string | null;
}

/**
 * The configuration form (spec 002 section 5): appRoot and webRoot required, startAppScript required for Node.js,
 * then the replica, capacity (max not below min) and storage (no shrinking) rules. Field name to message.
 */
export function configurationFormErrors(
  input: ConfigurationFormInput,
  context: { currentStorage?: number | null; projectTypeKey?: string | null } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.appRoot?.trim()) errors.appRoot = REQUIRED_MESSAGE;
  if (!input.webRoot?.trim()) errors.webRoot = REQUIRED_MESSAGE;
  if (context.projectTypeKey?.toLowerCase() === 'nodejs' && !input.startAppScript?.trim())
    errors.startAppScript = REQUIRED_MESSAGE;
  return { ...errors, ...configurationErrors(input, context.currentStorage) };
}

export interface TemplateExportInput {
  name?: string | null;
  organization?: string | null;
}

/** Template export (spec 002 section 5): name and organization required. Field name to message. */
export function templateExportErrors(input: TemplateExportInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.name?.trim()) errors.name = REQUIRED_MESSAGE;
  if (!input.organization?.trim()) errors.organization = REQUIRED_MESSAGE;
  return errors;
}

/**
 * The copyable command text of the Export Site screen (spec 002 section 7): a curl call of the application's
 * command webhook. The token is a placeholder, never a real one, so the text can be shown and copied safely.
 */
export function applicationCommandText(origin: string, applicationId: string, command = 'drush cr'): string {
  const url = `${origin.replace(/\/+$/, '')}/webhooks/applications/${encodeURIComponent(applicationId)}/command`;
  return `curl -X POST '${url}' -H 'Authorization: Bearer <COMMAND_ACCESS_TOKEN>' -H 'Content-Type: application/json' -d '${JSON.stringify({ command })}'`;
}

/** A countdown as the screens show it (spec 002 section 4): `HH:MM:SS`, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}

/** Spec 002 section 4: the warning once a trial application's time ran out. */
export const APPLICATION_EXPIRED_MESSAGE = 'Your application expired time!';
const DAY_MS = 86_400_000;

/** How an expiry shows (spec 002 section 4): a date when more than a day away, else a countdown, else expired. */
export type ExpiryDisplay =
  | { kind: 'date'; at: string }
  | { kind: 'countdown'; remainingMs: number }
  | { kind: 'expired' };

/** The expiry display of `expiredTime` at `now`, or undefined when the application does not expire. */
export function expiryDisplay(
  expiredTime: string | null | undefined,
  now: number = Date.now(),
): ExpiryDisplay | undefined {
  const at = expiredTime ? Date.parse(expiredTime) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  const remainingMs = at - now;
  if (remainingMs <= 0) return { kind: 'expired' };
  return remainingMs > DAY_MS ? { kind: 'date', at: expiredTime as string } : { kind: 'countdown', remainingMs };
}
