/**
 * Spec 002 sections 5 and 9 (Export Site: VPS form) and spec 003 section 2.14 (extend-application page) as pure
 * rules with the spec's exact texts.
 */

/** The VPS form's message for a missing title, VPS username, public IP or (on create) private key. */
export const VPS_REQUIRED_MESSAGE = 'Required';
/** Spec 002 section 9: the VPS list's page size (options 12 and 25). */
export const VPS_PAGE_SIZES = [12, 25] as const;
/** Spec 002 section 5: the server requirements shown beside the VPS form. */
export const VPS_REQUIREMENTS = [
  'Ubuntu 20.04/22.04 LTS',
  'Minimum 1 GB RAM and 1 vCPU (2 GB recommended)',
  'Node.js apps: at least 2 GB RAM and 2 CPUs',
  'PHP apps: at least 1 GB RAM and 1 CPU',
] as const;

export interface VpsFormInput {
  title?: string | null;
  description?: string | null;
  vpsUsername?: string | null;
  publicIPAddress?: string | null;
  privKey?: string | null;
}

/** Field name to message: title, vpsUsername and publicIPAddress always required; privKey only when creating. */
export function vpsFormErrors(input: VpsFormInput, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields: Array<keyof VpsFormInput> = ['title', 'vpsUsername', 'publicIPAddress'];
  if (creating) fields.push('privKey');
  for (const field of fields) if (!input[field]?.trim()) errors[field] = VPS_REQUIRED_MESSAGE;
  return errors;
}

/** The outcomes of the extend-application page, with the text each shows (spec 003 section 2.14). */
export const EXTEND_APPLICATION_TEXTS = {
  token_error: 'Token is invalid.',
  error: 'Your application happened an error.',
  expired: 'Your application is expired trial',
  ready: 'Your application is ready.',
  restarting: 'Your application is being restarted.',
} as const;
export type ExtendApplicationState = keyof typeof EXTEND_APPLICATION_TEXTS;
/** Every error view adds this line with a Contact link. */
export const EXTEND_CONTACT_SUPPORT = 'Please contact support.';
/** The restarting view counts down about a minute before enabling the visit button. */
export const EXTEND_RESTART_COUNTDOWN_MS = 60_000;

/** The text the page shows for a state the server answered (unknown states get the generic error). */
export function extendApplicationText(state: string): string | undefined {
  return (EXTEND_APPLICATION_TEXTS as Record<string, string>)[state];
}
