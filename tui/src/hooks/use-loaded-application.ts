import type { Application, ApplicationIds } from '@skiff/sdk';
import type { ApplicationPath } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useApplicationIds } from './use-application-ids.js';
import { type Loaded, useLoader } from './use-loader.js';
import { usePushMessages } from './use-push-messages.js';

/** The application of a path, loaded and reloaded on push news of its tasks (its forms start over from it). */
export function useLoadedApplication(path: ApplicationPath): { ids: ApplicationIds; loaded: Loaded<Application> } {
  const { client } = useServices();
  const ids = useApplicationIds(path);
  const loaded = useLoader((signal) => client.applications.get(ids, { signal }), path.application.id);
  usePushMessages(loaded.reload, (m) => m.kind === 'activity' && m.application === path.application.id);
  return { ids, loaded };
}
