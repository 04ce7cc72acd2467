import type { DeploymentAction } from '@skiff/sdk';

/**
 * The success text of a tag's settings change: the spec's message, and when the tag is deployed (the answer
 * names a task) that the change rolls out (our addition: the overview shows the rollout's log).
 */
export function savedOrRolledOut(answer: DeploymentAction, message: string): string {
  return answer.activityId ? `${message} The change is rolling out.` : message;
}
