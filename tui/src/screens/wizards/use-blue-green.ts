import type { Deployment, DeploymentIds } from '@skiff/sdk';
import { canUseBlueGreen, IMAGE_TAG_REQUIRED_MESSAGE, TAG_PAGE_SIZE, validateDeploymentTag } from '@skiff/sdk/domain';
import { shellWord } from '../../commands/cli-equivalent.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { collect, MAX_SCANNED_ITEMS } from '../shared/collect.js';

/** Our wording where the spec only disables the buttons: why blue/green is not offered for a tag. */
export const blueGreenRefusal = (tag: string) => `Blue/green needs ${tag} deployed and running.`;

/** The `skiff tags bluegreen` command of a tag: `'WS/PROJECT@TAG'`. */
const tagRef = (workspace: Named, project: Named, tag: string) => shellWord(`${workspace.name}/${project.name}@${tag}`);

/**
 * Blue/green on a project's tags (spec 002 section 4): B creates and deploys the green side of the selected running
 * tag (its name, then its image tag, each checked as typed: 'Please enter image tag'), S switches traffic to the
 * newest green of the selected blue (asks first). Both only for a tag deployed with replicas above zero.
 * Output: `onCommand(command, selected)` for the list, and the prompt or question being asked.
 */
export function useBlueGreen(workspace: Named, project: Named, active: boolean, reload: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const prompt = useTextPrompt();
  const confirm = useConfirm();
  useKeyLayer(prompt.layer, active);
  useKeyLayer(confirm.layer, active);

  const idsOf = (tag: Deployment): DeploymentIds => ({
    workspaceId: workspace.id,
    projectId: project.id,
    deploymentId: tag._id,
  });
  const started = (text: string, command: string) => {
    showInfo(text);
    showAction(command);
    reload();
  };

  const create = (blue: Deployment) => {
    const name = cleanLine(blue.name);
    const errorOf = (input: { name: string; containerImage: string }, which: 'name' | 'image') =>
      validateDeploymentTag(input).find((m) => (m === IMAGE_TAG_REQUIRED_MESSAGE) === (which === 'image'));
    prompt.ask({
      question: `Green tag of ${name}: its name`,
      validate: (text) => errorOf({ name: text, containerImage: '-' }, 'name'),
      onSubmit: (green) =>
        prompt.ask({
          question: `Green tag ${green}: its image tag`,
          hint: `The image now: ${cleanLine(blue.containerImage) || '-'}`,
          validate: (text) => errorOf({ name: green, containerImage: text }, 'image'),
          onSubmit: (containerImage) =>
            client.deployments
              .createBlueGreen(idsOf(blue), { name: green, containerImage })
              .then(
                () =>
                  started(
                    `Deploying the green tag ${green} of ${name}.`,
                    `skiff tags bluegreen create ${tagRef(workspace, project, name)} --name ${shellWord(green)} --image ${shellWord(containerImage)} --deploy --wait`,
                  ),
                showError,
              ),
        }),
    });
  };

  const switchOver = async (blue: Deployment) => {
    const name = cleanLine(blue.name);
    const key = blue.blueGreenKey ?? blue._id;
    const all = await collect(
      client.deployments.list(workspace.id, project.id, { pageSize: TAG_PAGE_SIZE }),
      MAX_SCANNED_ITEMS,
    );
    const green = all.filter((t) => t.isGreen && t.blueGreenKey === key && t._id !== blue._id).at(-1);
    if (!green) {
      showInfo(`${name} has no green tag: B creates one.`);
      return;
    }
    const greenName = cleanLine(green.name);
    confirm.ask(`Switch the traffic of ${name} to ${greenName}?`, () =>
      client.deployments
        .switchOver(idsOf(blue), green._id)
        .then(
          () =>
            started(
              `Switching ${name} over to ${greenName}.`,
              `skiff tags bluegreen switch ${tagRef(workspace, project, name)} --green ${shellWord(greenName)} --wait`,
            ),
          showError,
        ),
    );
  };

  const onCommand = (command: Command, selected: Deployment | undefined): boolean => {
    if (command !== 'blueGreenCreate' && command !== 'blueGreenSwitch') return false;
    if (!selected) return true;
    if (!canUseBlueGreen(selected)) showInfo(blueGreenRefusal(cleanLine(selected.name)));
    else if (command === 'blueGreenCreate') create(selected);
    else switchOver(selected).catch(showError);
    return true;
  };

  return { onCommand, asking: prompt.asking, question: confirm.question };
}
