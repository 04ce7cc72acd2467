import { firstDeployWizardAnswers, loadDeployWizardContext } from '@skiff/sdk';
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
import type { ScreenProps } from '../shared/list-screen.js';
import { deployBodyOf, deployErrors, deployWizardSteps } from './deploy-wizard-steps.js';
import { useWizard } from './use-wizard.js';
import type { WizardValues } from './wizard-model.js';

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
    // The SDK's deploy wizard model reads what the wizard offers, and gives the first answers.
    const { record, context } = await loadDeployWizardContext(client, ids, { signal });
    return { context, answers: firstDeployWizardAnswers(record, context) };
  }, `deploy/${application.id}`);
  const context = loaded.data?.context;
  const steps = useMemo(() => (context ? deployWizardSteps(context) : []), [context]);
  const action = useApplicationAction(ids, () => undefined);
  const started = action.task !== undefined;

  const deploy = (values: WizardValues) => {
    if (!context || action.running) return;
    const body = deployBodyOf(context, values);
    const copyFrom = context.branches.find((b) => b.id === body.sourceApplication)?.name;
    showAction(deployCommand({ workspace, project, application }, body, copyFrom));
    action.start('deploy', { ...body });
  };

  const wizard = useWizard(
    {
      steps,
      errorsOf: (values) => (context ? deployErrors(context, values) : {}),
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
