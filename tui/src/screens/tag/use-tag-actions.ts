import {
  customDomainCalls,
  type Deployment,
  type DeploymentAutoBackup,
  type DeploymentIds,
  domainFormErrors,
  domainRequest,
} from '@skiff/sdk';
import {
  canDeleteDeployment,
  isDeploymentMenuItemEnabled,
  isDeploymentNotDeployedYet,
  isTaskRunning,
} from '@skiff/sdk/domain';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { typedConfirmationPrompt } from '../../services/typed-confirmation.js';
import { startBackupSchedule } from '../shared/backup-schedule.js';
import { type TagPath, tagCommands } from './tag-commands.js';

/** Our wording where the spec only disables a button: why an action is not offered for the tag as it is. */
export const tagRefusals = {
  busy: (tag: string) => `${tag} has a task running: wait for it to end.`,
  deployed: (tag: string) => `${tag} is already deployed.`,
  notDeployed: (tag: string) => `${tag} is not deployed.`,
  deleteDeployed: (tag: string) => `${tag} must be undeployed before it can be deleted.`,
};

/**
 * The actions of one tag (spec 002 sections 2.3, 4, 5): d deploys it (an undeployed tag), x undeploys and D deletes
 * it (typed image tag, "Value is not matching!"; delete only once undeployed), c takes a backup and a adds a custom
 * domain (both need the tag deployed: the SDK's menu rule). Input: the tag's path, its last loaded state, whether
 * the screen is on top, a reload and what to do once it is deleted.
 */
export function useTagActions(
  path: TagPath,
  tag: Deployment | undefined,
  active: boolean,
  reload: () => void,
  deleted: () => void,
) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const prompt = useTextPrompt();
  const confirm = useConfirm();
  useKeyLayer(prompt.layer, active);
  useKeyLayer(confirm.layer, active);
  const ids: DeploymentIds = {
    workspaceId: path.workspace.id,
    projectId: path.project.id,
    deploymentId: path.tag.id,
  };
  const name = cleanLine(path.tag.name);
  const done = (text: string, command?: string) => {
    showInfo(text);
    if (command) showAction(command);
    reload();
  };
  const askImage = (capabilityId: 'tag.undeploy' | 'tag.delete', question: string, image: string, then: () => void) =>
    prompt.ask({ question, ...typedConfirmationPrompt(capabilityId, image), onSubmit: then });

  const run = (command: Command, current: Deployment): boolean => {
    const image = current.containerImage ?? '';
    const undeployed = isDeploymentNotDeployedYet(current);
    switch (command) {
      case 'deploy':
        if (!undeployed) showInfo(tagRefusals.deployed(name));
        else
          client.deployments.activate(ids).then(() => done(`Deploying ${name}.`, tagCommands.deploy(path)), showError);
        return true;
      case 'undeploy':
        if (undeployed) showInfo(tagRefusals.notDeployed(name));
        else
          askImage('tag.undeploy', `Undeploy ${name}?`, image, () =>
            client.deployments
              .deactivate(ids)
              .then(() => done(`Undeploying ${name}.`, tagCommands.undeploy(path, image)), showError),
          );
        return true;
      case 'deleteTag':
        if (!canDeleteDeployment(current)) showInfo(tagRefusals.deleteDeployed(name));
        else
          askImage('tag.delete', `Delete ${name}?`, image, () =>
            client.deployments.delete(ids).then(() => {
              // Kept through the move back to the tags.
              showInfo(`The tag ${name} was deleted.`, true);
              showAction(tagCommands.delete(path, image), true);
              deleted();
            }, showError),
          );
        return true;
      case 'createBackup':
        if (!isDeploymentMenuItemEnabled('backup', current)) showInfo(tagRefusals.notDeployed(name));
        else
          confirm.ask(`Take a backup of ${name}?`, () =>
            client.deploymentBackups
              .create(ids)
              .then(() => done(`Backing up ${name}.`, tagCommands.backup(path)), showError),
          );
        return true;
      case 'scheduleBackups':
        startBackupSchedule({
          kind: 'deployment',
          record: current,
          workspace: () => client.workspaces.get(path.workspace.id),
          prompt,
          confirm,
          // A tag's schedule names its database part only (spec 002 section 7); the model's retention is one of
          // the four the call's type lists (as the CLI's `tags backup-schedule` sends it).
          send: (request) => client.deploymentBackups.schedule(ids, request as DeploymentAutoBackup),
          saved: (flags) => {
            showAction(tagCommands.backupSchedule(path, flags));
            reload();
          },
          showInfo,
          showError,
        });
        return true;
      case 'addDomain':
        if (!isDeploymentMenuItemEnabled('domains', current)) showInfo(tagRefusals.notDeployed(name));
        else
          prompt.ask({
            question: `A custom domain for ${name}`,
            // The SDK's domain form (automatic certificate); the workspace's enableCustomDomain is checked by the
            // platform, whose refusal is shown.
            validate: (text) => domainFormErrors({ domain: text }, { kind: 'deployment', enabled: true }).domain,
            onSubmit: (typed) => {
              const input = domainRequest({ domain: typed, certificate: 'automatic' });
              customDomainCalls(client, ids)
                .add(input)
                .then(
                  () => done(`Adding ${input.domain} to ${name}.`, tagCommands.addDomain(path, input.domain)),
                  showError,
                );
            },
          });
        return true;
      default:
        return false;
    }
  };

  const onCommand = (command: Command): boolean => {
    const mine: Command[] = ['deploy', 'undeploy', 'deleteTag'];
    if (![...mine, 'createBackup', 'scheduleBackups', 'addDomain'].includes(command)) return false;
    if (!tag) return true;
    if (isTaskRunning(tag.lastActivity?.status)) {
      showInfo(tagRefusals.busy(name));
      return true;
    }
    return run(command, tag);
  };

  return { onCommand, asking: prompt.asking, question: confirm.question };
}
