import { typedConfirmationOf } from '@skiff/sdk';

/**
 * The hint and check of a destructive action's typed confirmation (`branch/NAME`, `project/NAME`, the tag's image
 * ...), from the capability registry's rule: the same text and message as the CLI's `--confirm` and the web app's
 * Danger Zones.
 */
export function typedConfirmationPrompt(
  capabilityId: string,
  subject: string,
): { hint: string; validate: (text: string) => string | undefined } {
  const { expected, mismatch } = typedConfirmationOf(capabilityId, subject);
  return { hint: `Type ${expected} to confirm`, validate: mismatch };
}
