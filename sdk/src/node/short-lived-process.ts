import * as z from 'zod';

/**
 * For a short-lived process such as one CLI command: answers are validated without zod's generated fast paths,
 * whose compilation costs more than it saves on the few dozen objects such a process reads. Process-wide (zod's
 * global configuration), so only an application's entry point calls it.
 */
export function validateWithoutCodeGeneration(): void {
  z.config({ jitless: true });
}
