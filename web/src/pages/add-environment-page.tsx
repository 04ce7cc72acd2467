import {
  AGREEMENT_REQUIRED_MESSAGE,
  arnRoleError,
  DEFAULT_AWS_ACCOUNT_REGION,
  defaultEnvironmentName,
  defaultWorkspaceDescription,
  defaultWorkspaceName,
  ENVIRONMENT_NAME_REQUIRED_MESSAGE,
  REGION_REQUIRED_MESSAGE,
  validateEnvironmentStep,
  validateWorkspaceCreation,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Breadcrumb } from '../components/breadcrumb.js';
import { Feedback } from '../components/feedback.js';
import { Field, invalidProps, TextField } from '../components/field.js';
import { PageHeading } from '../components/page-heading.js';
import { useSubmit } from '../components/use-submit.js';
import { useWizardStep, WizardActions, WizardSteps } from '../components/wizard.js';
import { navigate } from '../router/history.js';
import { projectsPath } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { useSession } from '../session/session-context.js';

const STEPS = ['Workspace Information', 'Link AWS Account', 'Environment Configurations'] as const;

/**
 * /workspaces/add-environment (spec 000 section 2): a workspace on a new AWS cluster in three steps. The SDK checks
 * each step: the workspace name, the role ARN (`arnRoleError`), then the cluster's name, region and the agreement.
 */
export function AddEnvironmentPage() {
  const { client, session } = useSession();
  const user = usePermissionUser();
  const id = useId();
  const wizard = useWizardStep(STEPS.length);
  const submission = useSubmit();
  const [name, setName] = useState(() => defaultWorkspaceName());
  const [description, setDescription] = useState(() => defaultWorkspaceDescription(session?.email ?? ''));
  const [arn, setArn] = useState('');
  const [clusterName, setClusterName] = useState(() => defaultEnvironmentName());
  const [region, setRegion] = useState(DEFAULT_AWS_ACCOUNT_REGION);
  const [agreed, setAgreed] = useState(false);

  const stepErrors = (): string[] => {
    if (!user) return ['…'];
    if (wizard.step === 0) return validateWorkspaceCreation({ name, environment: {} }, user);
    if (wizard.step === 1) return [arnRoleError(arn)].filter((e): e is string => !!e);
    return validateEnvironmentStep({ name: clusterName, region, agreed });
  };
  const errors = wizard.touched ? stepErrors() : [];
  const errorOf = (message: string) => (errors.includes(message) ? message : undefined);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.advance(stepErrors().length === 0)) return;
    let createdId = '';
    const ok = await submission.run(async () => {
      const environment = { name: clusterName.trim(), region: region.trim(), arn: arn.trim(), provider: 'AWS' };
      const body = { name: name.trim(), description: description.trim(), environment, agreeTermAndCondition: true };
      createdId = (await client.workspaces.create(body))._id;
      return undefined;
    });
    if (ok) navigate(projectsPath(createdId));
  };

  const arnError = wizard.touched && wizard.step === 1 ? errors[0] : undefined;
  return (
    <>
      <Breadcrumb items={[{ label: 'Workspaces', to: '/workspaces' }, { label: 'Create Workspace' }]} />
      <PageHeading title="Create Workspace" />
      <WizardSteps steps={STEPS} current={wizard.step} />
      <form className="card form narrow" onSubmit={next} noValidate aria-label={STEPS[wizard.step]}>
        {wizard.step === 0 ? (
          <>
            <TextField
              id={`${id}-name`}
              label="Name"
              value={name}
              onChange={setName}
              error={errorOf(WORKSPACE_NAME_REQUIRED_MESSAGE)}
            />
            <TextField id={`${id}-description`} label="Description" value={description} onChange={setDescription} />
          </>
        ) : null}
        {wizard.step === 1 ? (
          <TextField id={`${id}-arn`} label="Role ARN" value={arn} onChange={setArn} error={arnError} />
        ) : null}
        {wizard.step === 2 ? (
          <>
            <TextField
              id={`${id}-cluster`}
              label="Environment name"
              value={clusterName}
              onChange={setClusterName}
              error={errorOf(ENVIRONMENT_NAME_REQUIRED_MESSAGE)}
            />
            <TextField
              id={`${id}-region`}
              label="Region"
              value={region}
              onChange={setRegion}
              error={errorOf(REGION_REQUIRED_MESSAGE)}
            />
            <Field
              id={`${id}-agree`}
              label="I agree to the creation of AWS resources billed to this account"
              error={errorOf(AGREEMENT_REQUIRED_MESSAGE)}
            >
              <input
                id={`${id}-agree`}
                type="checkbox"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                {...invalidProps(`${id}-agree`, errorOf(AGREEMENT_REQUIRED_MESSAGE))}
              />
            </Field>
          </>
        ) : null}
        <Feedback submission={submission} />
        <WizardActions wizard={wizard} finalLabel="Create" busy={submission.busy} disabled={!user} />
      </form>
    </>
  );
}
