import {
  type ActionOutcome,
  type Application,
  type Deployment,
  deployWizardSteps,
  type Project,
  type Workspace,
} from '@skiff/sdk';
import { DEPLOY_ERROR_ALERT, DEPLOYMENT_RUNNING_MESSAGE } from '@skiff/sdk/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { ActivityLog } from '../../components/activity-log.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { useActivityFollow } from '../../components/use-activity-follow.js';
import { useSubmit } from '../../components/use-submit.js';
import { useWizardStep, WizardActions, WizardSteps } from '../../components/wizard.js';
import { Link } from '../../router/link.js';
import {
  firstLaunchAnswers,
  type LaunchAnswers,
  type LaunchContext,
  type LaunchKind,
  launchBody,
  launchErrors,
  stepErrorsOf,
} from './launch-answers.js';
import { ConfigurationStep, ReviewStep, SecurityStep, SourceStep } from './launch-steps.js';
import { useLaunchContext } from './use-launch-context.js';

const STEPS = [SourceStep, SecurityStep, ConfigurationStep, ReviewStep] as const;

/**
 * The launch wizard of a branch or a tag (spec 002 sections 2.2, 2.3 and 4; spec 001 section 2): source, security,
 * configuration, review, then Deploy starts the task and its live log shows with the progress bar. `onDeployed`
 * runs once the task succeeded (the branch's page goes to its overview); a failure shows 'Error deploying
 * application.'. Every rule and message is the SDK's.
 */
export function LaunchWizard(props: {
  kind: LaunchKind;
  title: string;
  /** The launched record: the application for a branch, the deployment for a tag. */
  record: Application | Deployment;
  workspace: Workspace | undefined;
  project: Project | undefined;
  application?: Application;
  cancelTo: string;
  start(body: Record<string, unknown>): Promise<ActionOutcome>;
  onDeployed(): void;
}) {
  const context = useLaunchContext(props);
  return (
    <section aria-labelledby="launch-title" className="launch">
      <h2 id="launch-title">{props.title}</h2>
      <ErrorAlert error={context.error} />
      {context.data ? <LaunchSteps {...props} context={context.data} /> : <p className="loading">Loading…</p>}
    </section>
  );
}

function LaunchSteps(props: Parameters<typeof LaunchWizard>[0] & { context: LaunchContext }) {
  const { context, onDeployed } = props;
  const steps = deployWizardSteps(context).map((step) => step.title);
  const [answers, setAnswers] = useState<LaunchAnswers>(() => firstLaunchAnswers(props.record, context));
  const wizard = useWizardStep(steps.length);
  const submission = useSubmit();
  const [started, setStarted] = useState<{ id: string; action: string }>();
  const task = useActivityFollow(started, () => undefined);
  const finished = task?.status;
  useEffect(() => {
    if (finished === 'SUCCESS') onDeployed();
  }, [finished, onDeployed]);

  const allErrors = launchErrors(answers, context);
  const stepErrors = stepErrorsOf(allErrors, answers, context, wizard.step);
  const set = (patch: Partial<LaunchAnswers>) => setAnswers((previous) => ({ ...previous, ...patch }));

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.advance(Object.keys(stepErrors).length === 0)) return;
    await submission.run(async () => {
      const outcome = await props.start(launchBody(answers, context));
      setStarted({ id: outcome.activityId, action: outcome.action });
      return DEPLOYMENT_RUNNING_MESSAGE;
    }, DEPLOY_ERROR_ALERT);
  };

  if (task) {
    return (
      <>
        <Feedback submission={submission} />
        {finished && finished !== 'SUCCESS' ? (
          <p className="alert alert-error" role="alert">
            {DEPLOY_ERROR_ALERT}
          </p>
        ) : null}
        <ActivityLog task={task} />
      </>
    );
  }
  const Step = STEPS[wizard.step] ?? ReviewStep;
  return (
    <>
      <WizardSteps steps={steps} current={wizard.step} />
      <form className="form narrow" onSubmit={next} noValidate aria-labelledby="launch-step-title">
        <h3 id="launch-step-title">{steps[wizard.step]}</h3>
        <Step answers={answers} set={set} context={context} errors={wizard.touched ? stepErrors : {}} />
        <Feedback submission={submission} />
        <WizardActions wizard={wizard} finalLabel="Deploy" busy={submission.busy} />
        <Link to={props.cancelTo}>Cancel</Link>
      </form>
    </>
  );
}
