import { customDomainCalls, type Deployment } from '@skiff/sdk';
import { humanAction, isDeploymentNotDeployedYet, isTaskRunning } from '@skiff/sdk/domain';
import { useNotice } from '../../contexts/notice-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { type TagPath, tagCommands } from './tag-commands.js';
import { tagRefusals } from './use-tag-actions.js';

/** Our wording (the web's Logs tab says the same): a tag that never ran a task has no log to show. */
export const TAG_NO_LOG_MESSAGE = 'This tag has no task log yet.';

/**
 * The tag screen's other keys (spec 002 section 2.3): `w` opens the launch wizard of an undeployed tag, `l` the log
 * of its newest task (the contract has no HTTP log call for a tag; the web's Logs tab shows the same), `h` forces
 * HTTPS on or off (PUT .../force-https, a START_/STOP_FORCING_HTTPS task; the SDK's custom-domain calls).
 */
export function useTagTools(path: TagPath, tag: Deployment | undefined, reload: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const router = useRouter();
  const { showAction } = useStatusCommand();
  const name = cleanLine(path.tag.name);
  const ids = { workspaceId: path.workspace.id, projectId: path.project.id, deploymentId: path.tag.id };

  const forceHttps = (current: Deployment) => {
    if (isDeploymentNotDeployedYet(current)) return showInfo(tagRefusals.notDeployed(name));
    if (isTaskRunning(current.lastActivity?.status)) return showInfo(tagRefusals.busy(name));
    const on = current.secureConnection !== true;
    showAction(tagCommands.forceHttps(path, on));
    customDomainCalls(client, ids)
      .forceHttps(on)
      .then(() => {
        showInfo(on ? `Forcing HTTPS on ${name}…` : `No longer forcing HTTPS on ${name}…`);
        reload();
      }, showError);
  };
  const openLog = (current: Deployment) => {
    const last = current.lastActivity;
    if (!last?._id) return showInfo(TAG_NO_LOG_MESSAGE);
    router.open({ name: 'activityLog', activity: { id: last._id, name: humanAction(cleanLine(last.action)) } });
  };
  const openWizard = (current: Deployment) => {
    if (!isDeploymentNotDeployedYet(current)) return showInfo(tagRefusals.deployed(name));
    router.open({ name: 'tagDeployWizard', ...path });
  };

  const openSecurity = () => router.open({ name: 'tagSecurity', ...path });
  const openConfiguration = () => router.open({ name: 'tagConfiguration', ...path });

  const onCommand = (command: Command): boolean => {
    const tools: Partial<Record<Command, (current: Deployment) => void>> = {
      forceHttps,
      openLogs: openLog,
      openDeployWizard: openWizard,
      openSecurity,
      openConfiguration,
    };
    const tool = tools[command];
    if (!tool) return false;
    if (tag) tool(tag);
    return true;
  };
  return { onCommand };
}
