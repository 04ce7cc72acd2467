import type { DisplayedApplicationStateName } from './states.js';

/** The long actions a user can start on an application. */
export type ApplicationActionName = 'deploy' | 'pause' | 'unpause' | 'undeploy';

/**
 * Which actions make sense in a displayed state. The spec does not say; our choice: deploy a branch that is not
 * running (or errored), pause a running one, unpause a paused one, undeploy a deployed one; nothing while a task runs.
 */
export function availableApplicationActions(state: DisplayedApplicationStateName): readonly ApplicationActionName[] {
  switch (state) {
    case 'Processing':
      return [];
    case 'Running':
      return ['pause', 'undeploy'];
    case 'Paused':
      return ['unpause', 'undeploy'];
    case 'Error':
      return ['deploy', 'undeploy'];
    case 'Not Deployed':
      return ['deploy'];
    default: {
      const never: never = state;
      throw new Error(`Unknown state ${String(never)}`);
    }
  }
}
