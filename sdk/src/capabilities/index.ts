import { ACCOUNT_ADMIN_CAPABILITIES } from './account-admin-capabilities.js';
import { APPLICATION_CAPABILITIES } from './application-capabilities.js';
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
