import type { ApplicationAction } from '@skiff/sdk';
import { APPLICATION_PROTECTED_MESSAGE, isTaskRunning, TASK_IN_PROGRESS_FALLBACK } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useEffect } from 'react';
import { ActivityLog } from '../../components/activity-log.js';
import { ApplicationFields, podRows } from '../../components/application-fields.js';
import { ApplicationTimers, timerLines } from '../../components/application-timers.js';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationAction } from '../../hooks/use-application-action.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { useTicking } from '../../hooks/use-ticking.js';
import type { Command } from '../../keys/key-bindings.js';
import { typedConfirmationPrompt } from '../../services/typed-confirmation.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { useExpiryExtension } from './use-expiry-extension.js';
import { usePodDeletion } from './use-pod-deletion.js';
import { useToolSessions } from './use-tool-sessions.js';

const ACTION_OF: Partial<Record<Command, ApplicationAction>> = {
  deploy: 'deploy',
  pause: 'pause',
  unpause: 'unpause',
  undeploy: 'undeploy',
};

interface Props extends ScreenProps {
  workspace: Named;
  project: Named;
  application: Named;
}

/**
 * One application: its state and details with the expiry and tool-session countdowns, the long actions on d/p/u/x,
 * PhpMyAdmin and the code editor in the browser (P, V), and the live log of a running task.
 */
export function ApplicationScreen({ workspace, project, application, active, width, height }: Props) {
  const { client } = useServices();
  const { showInfo } = useNotice();
  const theme = useTheme();
  const ids = useApplicationIds({ workspace, project, application });
  const loaded = useLoader((signal) => client.applications.get(ids, { signal }), application.id);
  const action = useApplicationAction(ids, loaded.reload);
  const prompt = useTextPrompt();
  const showCommand = useShowActionCommand();
  const toolSession = useToolSessions({ workspace, project, application }, ids, loaded.reload);
  const now = useTicking(loaded.data !== undefined && timerLines(loaded.data).length > 0 && active);
  usePushMessages(
    loaded.reload,
    (m) => m.kind === 'resync' || (m.kind === 'activity' && m.application === ids.applicationId),
  );

  // A task that was already running when the screen opened (or that someone else started) is followed too.
  const last = loaded.data?.lastActivity;
  useEffect(() => {
    if (!last?._id || !last.action || !isTaskRunning(last.status) || action.running) return;
    action.follow(last._id, last.action, last.status);
  }, [last?._id, last?.action, last?.status, action.running, action.follow]);

  const startAction = (command: Command): boolean => {
    const wanted = ACTION_OF[command];
    if (!wanted) return false;
    if (action.running) {
      showInfo(TASK_IN_PROGRESS_FALLBACK);
    } else if (wanted === 'undeploy') {
      if (loaded.data?.enableDeletionProtection) showInfo(APPLICATION_PROTECTED_MESSAGE);
      // The spec's Danger Zone: undeploying is confirmed by typing branch/NAME, as in the web app and the CLI.
      else
        prompt.ask({
          question: `Undeploy the application ${application.name}? It stops serving until deployed again.`,
          ...typedConfirmationPrompt('application.undeploy', application.name),
          onSubmit: () => {
            showCommand(command);
            action.start('undeploy');
          },
        });
    } else {
      showCommand(command);
      action.start(wanted);
    }
    return true;
  };

  const askPod = usePodDeletion(ids, application.name, loaded.data, prompt.ask, loaded.reload);
  const extendExpiry = useExpiryExtension(ids, application.name, loaded.reload);

  useKeyLayer(prompt.layer, active);
  useKeyLayer(
    {
      scopes: ['application', 'global'],
      onCommand: (command) => {
        if (command === 'reload') {
          loaded.reload();
          return true;
        }
        if (command === 'deletePod') {
          askPod();
          return true;
        }
        if (command === 'extendExpiry') {
          extendExpiry();
          return true;
        }
        return toolSession(command, loaded.data) || startAction(command);
      },
    },
    active,
  );

  const app = loaded.data;
  // The title, seven fields, the pods and the timers.
  const fieldsHeight = 8 + (app ? podRows(app) + timerLines(app).length : 0);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Application ${application.name}`}
        <Text color={theme.text.secondary}>{loaded.loading ? (app ? ' reloading…' : ' loading…') : ''}</Text>
      </Text>
      {app ? <ApplicationFields app={app} /> : null}
      {app ? <ApplicationTimers app={app} now={now} /> : null}
      {prompt.asking ? <TextPrompt {...prompt.asking} /> : null}
      {action.task ? (
        <Box marginTop={1}>
          <ActivityLog task={action.task} width={width} height={Math.max(3, height - fieldsHeight - 3)} />
        </Box>
      ) : null}
    </Box>
  );
}
