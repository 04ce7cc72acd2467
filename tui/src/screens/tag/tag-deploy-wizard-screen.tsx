import { firstDeployWizardAnswers, loadDeployWizardContext } from '@skiff/sdk';
import { DEPLOYMENT_ACTIONS, humanAction } from '@skiff/sdk/domain';
import { useMemo, useState } from 'react';
import { WizardLoading, WizardView } from '../../components/wizard-view.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { cleanLine } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { deployBodyOf, deployErrors, deployWizardSteps } from '../wizards/deploy-wizard-steps.js';
import { useWizard } from '../wizards/use-wizard.js';
import type { WizardValues } from '../wizards/wizard-model.js';
import { type TagPath, tagCommands } from './tag-commands.js';

/**
 * The launch wizard of an undeployed tag (spec 002 section 2.3: Database Settings, Security Settings, Configuration
 * Settings, Review and Launch): the SDK's deploy wizard model for a deployment, as `skiff tags deploy` and the web
 * app's launch wizard use it. Enter on the review deploys the tag and shows its task's log live in the wizard's
 * place (Esc then goes back to the tag); the status line shows `skiff tags deploy` with the same answers.
 */
export function TagDeployWizardScreen({ workspace, project, tag, active, width, height }: ScreenProps & TagPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const router = useRouter();
  const [launching, setLaunching] = useState(false);
  const ids = useMemo(
    () => ({ workspaceId: workspace.id, projectId: project.id, deploymentId: tag.id }),
    [workspace.id, project.id, tag.id],
  );
  const loaded = useLoader(async (signal) => {
    const { record, context } = await loadDeployWizardContext(client, ids, { signal });
    return { context, answers: firstDeployWizardAnswers(record, context) };
  }, `launch/${tag.id}`);
  const context = loaded.data?.context;
  const steps = useMemo(() => (context ? deployWizardSteps(context) : []), [context]);
  const name = cleanLine(tag.name);

  const launch = (values: WizardValues) => {
    if (!context || launching) return;
    const body = deployBodyOf(context, values);
    const copyFrom = context.branches.find((b) => b.id === body.sourceApplication)?.name;
    setLaunching(true);
    client.deployments.activate(ids, { ...body }).then(
      ({ activityId }) => {
        showAction(tagCommands.launch({ workspace, project, tag }, body, copyFrom), true);
        showInfo(`Deploying ${name}.`, true);
        const task = { id: activityId ?? '', name: humanAction(DEPLOYMENT_ACTIONS.activate) };
        if (activityId) router.replace({ name: 'activityLog', activity: task });
        else router.back();
      },
      (error: unknown) => {
        setLaunching(false);
        showError(error);
      },
    );
  };

  const wizard = useWizard(
    { steps, errorsOf: (values) => (context ? deployErrors(context, values) : {}), onFinish: launch },
    loaded.data?.answers,
    active && steps.length > 0 && !launching,
  );

  const title = `Launch ${name}`;
  if (!steps.length) return <WizardLoading title={title} failed={loaded.failed} />;
  return (
    <WizardView
      title={title}
      steps={steps}
      wizard={wizard}
      finishWord="Launch"
      busy={launching ? 'launching…' : undefined}
      width={width}
      height={height}
    />
  );
}
