import { createProjectRequest, NO_PROJECT_WIZARD_LISTS, projectWizardErrors, projectWizardSteps } from '@skiff/sdk';
import {
  PROJECT_CREATE_FAILED_MESSAGE,
  PROJECT_CREATING_NOTICE,
  PROJECT_TYPES,
  PROJECT_WIZARD_STEPS,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { PageHeading } from '../../components/page-heading.js';
import { useToast } from '../../components/toast.js';
import { useSubmit } from '../../components/use-submit.js';
import { useWizardStep, WizardActions, WizardSteps } from '../../components/wizard.js';
import { navigate, useQuery } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { branchesPath, type PageProps, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { SourceStep } from './source-step.js';
import { initialWizardForm, type StepProps, type WizardForm } from './wizard-form.js';

/**
 * `/workspaces/{w}/add-project?projectType=` (spec 001 section 2): Basic information, Application Type (preselected
 * and locked by the query), Source Code, Review and Launch. Next stays disabled until a step's rules pass.
 */
export function ProjectWizardPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  const askedType = useQuery().get('projectType');
  const presetType = PROJECT_TYPES.find((t) => t.key === askedType)?.key;
  const [form, setForm] = useState<WizardForm>(() => initialWizardForm(presetType ?? ''));
  const wizard = useWizardStep(PROJECT_WIZARD_STEPS.length);
  const { step } = wizard;
  const submission = useSubmit();
  const toast = useToast();
  const set = (patch: Partial<WizardForm>) => setForm((previous) => ({ ...previous, ...patch }));

  // The SDK model's rules: a step may go on when none of its shown fields has a message.
  const errors = projectWizardErrors('git', NO_PROJECT_WIZARD_LISTS, form as unknown as Record<string, unknown>);
  const stepFields = projectWizardSteps('git', NO_PROJECT_WIZARD_LISTS)[step]?.fields(form as never) ?? [];
  const stepReady = !stepFields.some((field) => errors[field.key]);
  const nameError = errors.name;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.advance(stepReady)) return;
    let createdId = '';
    const created = await submission.run(async () => {
      const project = await client.projects.create(workspaceId, createProjectRequest(form as never));
      createdId = project._id;
      return PROJECT_CREATING_NOTICE;
    }, PROJECT_CREATE_FAILED_MESSAGE);
    if (!created) return;
    toast(`Project "${form.name.trim()}" created. ${PROJECT_CREATING_NOTICE}`);
    navigate(branchesPath(workspaceId, createdId));
  };

  const stepProps: StepProps = { form, set };
  return (
    <>
      <Breadcrumb items={[{ label: 'Workspaces', to: '/workspaces' }, { label: 'Create project' }]} />
      <PageHeading title="Create project" />
      <Link to={projectsPath(workspaceId)}>Back to list</Link>
      <WizardSteps steps={PROJECT_WIZARD_STEPS} current={step} />
      <form className="form narrow" onSubmit={next} noValidate aria-labelledby="step-title">
        <h2 id="step-title">{PROJECT_WIZARD_STEPS[step]}</h2>
        {step === 0 ? <BasicStep {...stepProps} nameError={wizard.touched ? nameError : undefined} /> : null}
        {step === 1 ? <TypeStep {...stepProps} locked={presetType !== undefined} /> : null}
        {step === 2 ? <SourceStep {...stepProps} /> : null}
        {step === 3 ? <ReviewStep {...stepProps} /> : null}
        {submission.busy ? <p role="status">{PROJECT_CREATING_NOTICE}</p> : <Feedback submission={submission} />}
        <WizardActions
          wizard={wizard}
          finalLabel="Create project"
          busy={submission.busy}
          disabled={step > 0 && !stepReady}
        />
      </form>
    </>
  );
}

function BasicStep({ form, set, nameError }: StepProps & { nameError: string | undefined }) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Project name"
        error={nameError}
        value={form.name}
        onChange={(v) => set({ name: v })}
      />
      <TextField
        id={`${id}-description`}
        label="Description (optional)"
        value={form.description}
        onChange={(v) => set({ description: v })}
      />
      <TextField
        id={`${id}-tags`}
        label="Tags (comma-separated, optional)"
        value={form.tags}
        onChange={(v) => set({ tags: v })}
      />
    </>
  );
}

function TypeStep({ form, set, locked }: StepProps & { locked: boolean }) {
  const id = useId();
  return (
    <fieldset className="choices">
      <legend>Application type{locked ? ' (chosen by the link you followed)' : ''}</legend>
      {PROJECT_TYPES.map((type) => (
        <label key={type.key} className="checkbox">
          <input
            type="radio"
            name={`${id}-type`}
            checked={form.projectType === type.key}
            disabled={locked && form.projectType !== type.key}
            onChange={() => set({ projectType: type.key })}
          />
          {type.name}
        </label>
      ))}
    </fieldset>
  );
}

function ReviewStep({ form }: StepProps) {
  const type = PROJECT_TYPES.find((t) => t.key === form.projectType)?.name ?? form.projectType;
  const repository = [form.repositoryOwner, form.repositoryName].filter(Boolean).join('/');
  return (
    <dl className="facts">
      <dt>Name</dt>
      <dd>{form.name}</dd>
      <dt>Type</dt>
      <dd>{type}</dd>
      <dt>Repository</dt>
      <dd className="mono">
        {form.provider} {repository} ({form.repositoryType === 'NEW' ? 'new' : 'existing'})
      </dd>
      <dt>Branch</dt>
      <dd className="mono">{form.repositoryType === 'EXISTING' ? form.branch : 'main'}</dd>
    </dl>
  );
}
