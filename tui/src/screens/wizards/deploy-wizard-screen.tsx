import { applicationBranch } from '@skiff/sdk';
import { copySourcesFor, displayedApplicationState, isWorkspaceFeatureEnabled } from '@skiff/sdk/domain';
import { Box } from 'ink';
import { useMemo } from 'react';
import { deployCommand } from '../../commands/cli-equivalent.js';
import { ActivityLog } from '../../components/activity-log.js';
import { WizardLoading, WizardView } from '../../components/wizard-view.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useApplicationAction } from '../../hooks/use-application-action.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useLoader } from '../../hooks/use-loader.js';
import { cleanLine } from '../../services/text.js';
import { collect } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import {
  type DeployContext,
  deployBodyOf,
  deployErrors,
  deployWizardSteps,
  firstDeployAnswers,
} from './deploy-wizard-steps.js';
import { useWizard } from './use-wizard.js';
import type { WizardValues } from './wizard-model.js';

const DEPLOYED_STATES: readonly string[] = ['Running', 'Paused'];
/** The review's rows kept above the live log once the deploy started. */
const REVIEW_ROWS = 12;

/**
 * The deploy wizard of an application (spec 001): database and files source, security, configuration, review.
 * Enter on the review deploys and follows the task live under the review (Esc then goes back to the overview);
 * the status line shows the `skiff apps deploy` command with the same answers.
 */
export function DeployWizardScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showAction } = useStatusCommand();
  const ids = useApplicationIds({ workspace, project, application });
  const loaded = useLoader(async (signal) => {
    const [app, space, projectInfo, apps] = await Promise.all([
      client.applications.get(ids, { signal }),
      client.workspaces.get(workspace.id, { signal }),
      client.projects.get(workspace.id, project.id, { signal }),
      collect(client.applications.list(workspace.id, project.id, { pageSize: 100 }, { signal })),
    ]);
    const others = apps.filter((a) => a._id !== application.id);
    const context: DeployContext = {
      sources: copySourcesFor({
        hasDeployedApplication: others.some((a) => DEPLOYED_STATES.includes(displayedApplicationState(a).label)),
        isNewRepository: (projectInfo as Record<string, unknown>).isCreateNewRepo === true,
      }),
      branches: others.map((a) => ({ id: a._id, name: cleanLine(applicationBranch(a)) })),
      canEditConfiguration: isWorkspaceFeatureEnabled(space, 'enableEditConfiguration'),
      currentStorage: typeof app.storage === 'number' ? app.storage : 0,
    };
    return { context, answers: firstDeployAnswers(app, context) };
  }, `deploy/${application.id}`);
  const context = loaded.data?.context;
  const steps = useMemo(() => (context ? deployWizardSteps(context) : []), [context]);
  const action = useApplicationAction(ids, () => undefined);
  const started = action.task !== undefined;

  const deploy = (values: WizardValues) => {
    if (!context || action.running) return;
    const body = deployBodyOf(steps, values);
    const copyFrom = context.branches.find((b) => b.id === body.sourceApplication)?.name;
    showAction(deployCommand({ workspace, project, application }, body, copyFrom));
    action.start('deploy', { ...body });
  };

  const wizard = useWizard(
    {
      steps,
      errorsOf: (values) => (context ? deployErrors(steps, values, context.currentStorage) : {}),
      onFinish: deploy,
    },
    loaded.data?.answers,
    active && steps.length > 0 && !started,
  );

  if (!steps.length) return <WizardLoading title={`Deploy ${application.name}`} failed={loaded.failed} />;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <WizardView
        title={`Deploy ${application.name}`}
        steps={steps}
        wizard={wizard}
        finishWord="Deploy"
        busy={action.running ? 'deploying…' : undefined}
        width={width}
        height={started ? REVIEW_ROWS : height}
      />
      {action.task ? (
        <ActivityLog task={action.task} width={width} height={Math.max(3, height - REVIEW_ROWS - 1)} />
      ) : null}
    </Box>
  );
}
