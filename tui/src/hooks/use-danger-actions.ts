import { FRAME_PRIORITY } from '../contexts/key-layers-context.js';
import { useNotice } from '../contexts/notice-context.js';
import { useRouter, WORKSPACE_TABS } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useShowActionCommand } from '../contexts/status-command-context.js';
import { applicationDeletionPrompt } from '../screens/application/application-deletion.js';
import { navigationScopes } from '../screens/screen-table.js';
import { typedConfirmationPrompt } from '../services/typed-confirmation.js';
import { useTextPrompt } from './use-text-prompt.js';

/**
 * The destructive actions that ask for the spec's typed confirmation: deleting an application (`branch/NAME`,
 * 'Value is not matching!') from its overview, deleting a workspace (`workspace/NAME`, "Please type
 * 'workspace/NAME' to confirm") from any of its tabs. Output: the key `layer` and the prompt being `asking`.
 */
export function useDangerActions() {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const router = useRouter();
  const showCommand = useShowActionCommand();
  const prompt = useTextPrompt();
  const deleteApplication = () => {
    const route = router.current;
    if (route.name !== 'application') return false;
    const deleted = () => {
      showCommand('deleteApplication', undefined, true);
      router.back();
      showInfo(`The application ${route.application.name} was deleted.`, true);
    };
    prompt.ask(applicationDeletionPrompt(client, route, deleted, showError));
    return true;
  };
  const deleteWorkspace = () => {
    const route = router.current;
    if (!(WORKSPACE_TABS as readonly string[]).includes(route.name) || !('workspace' in route)) return false;
    const { workspace } = route;
    prompt.ask({
      question: `Delete the workspace ${workspace.name}? This cannot be undone.`,
      ...typedConfirmationPrompt('workspace.delete', workspace.name),
      onSubmit: () => {
        client.workspaces.delete(workspace.id).then(() => {
          showCommand('deleteWorkspace', undefined, true);
          router.home();
          showInfo(`The workspace ${workspace.name} was deleted.`, true);
        }, showError);
      },
    });
    return true;
  };
  return {
    asking: prompt.asking,
    promptLayer: prompt.layer,
    layer: {
      priority: FRAME_PRIORITY,
      scopes: () => navigationScopes(router.current),
      onCommand: (command: string) =>
        command === 'deleteApplication' ? deleteApplication() : command === 'deleteWorkspace' && deleteWorkspace(),
    },
  };
}
