import { IMAGE_TAG_REQUIRED_MESSAGE, validateDeploymentTag } from '@skiff/sdk/domain';
import { useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { tagCommands } from './tag-commands.js';

/**
 * `a` on a project's tags creates a tag (spec 002 section 5): its name, then its image tag, each checked as typed
 * by the SDK's rule ("name should not be empty", "Please enter image tag"). The tag is created undeployed.
 */
export function useCreateTag(workspace: Named, project: Named, active: boolean, created: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const prompt = useTextPrompt();
  useKeyLayer(prompt.layer, active);
  const errorOf = (input: { name: string; containerImage: string }, which: 'name' | 'image') =>
    validateDeploymentTag(input).find((m) => (m === IMAGE_TAG_REQUIRED_MESSAGE) === (which === 'image'));

  const onCommand = (command: Command): boolean => {
    if (command !== 'createTag') return false;
    prompt.ask({
      question: `New tag of ${project.name}: its name`,
      validate: (text) => errorOf({ name: text, containerImage: '-' }, 'name'),
      onSubmit: (name) =>
        prompt.ask({
          question: `New tag ${name}: its image tag`,
          hint: 'The container image to run, for example registry.example.com/shop:1.2.0',
          validate: (text) => errorOf({ name, containerImage: text }, 'image'),
          onSubmit: (containerImage) =>
            client.deployments.create(workspace.id, project.id, { name, containerImage }).then(() => {
              showInfo(`The tag ${name} was created: Enter opens it, d there deploys it.`);
              showAction(tagCommands.create({ workspace, project }, name, containerImage));
              created();
            }, showError),
        }),
    });
    return true;
  };

  return { onCommand, asking: prompt.asking };
}
