import { ACCOUNT_ADMIN_CAPABILITIES } from './account-admin-capabilities.js';
import { APPLICATION_CAPABILITIES } from './application-capabilities.js';
import { typedConfirmation } from './confirmations.js';
import { PROJECT_CAPABILITIES } from './project-capabilities.js';
import { TAG_CAPABILITIES } from './tag-capabilities.js';
import type { Capability } from './types.js';
import { WORKSPACE_CAPABILITIES } from './workspace-capabilities.js';

export * from './confirmations.js';
export * from './types.js';

/** Every capability of the product, by area (the table `docs/capabilities.md` is generated from). */
export const CAPABILITIES: readonly Capability[] = [
  ...WORKSPACE_CAPABILITIES,
  ...PROJECT_CAPABILITIES,
  ...APPLICATION_CAPABILITIES,
  ...TAG_CAPABILITIES,
  ...ACCOUNT_ADMIN_CAPABILITIES,
];

/** One capability by id; throws on an unknown id (a typo is a bug, not a user error). */
export function capability(id: string): Capability {
  const found = CAPABILITIES.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown capability ${id}`);
  return found;
}

/**
 * The typed confirmation a destructive capability asks for one subject (a branch, project, workspace name or tag
 * image), from the registry's rule: what to type and the spec's message when it does not match. Every surface asks
 * through this, so the rule lives once. Throws when the capability's rule is not typed (a front end out of step).
 */
export function typedConfirmationOf(
  id: string,
  subject: string,
): { expected: string; mismatch: (typed: string) => string | undefined } {
  const typed = typedConfirmation(capability(id).confirm, subject);
  if (!typed) throw new Error(`Capability ${id} is not confirmed by typing`);
  return typed;
}
