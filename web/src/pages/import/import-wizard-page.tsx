import { importProjectRequest, NO_PROJECT_WIZARD_LISTS, projectWizardErrors, projectWizardSteps } from '@skiff/sdk';
import {
  DEFAULT_IMPORT_PROJECT_TYPE,
  DEFAULT_PANTHEON_ENV,
  IMPORT_SIZE_WARNING,
  IMPORT_WIZARD_STEPS,
  IMPORTABLE_PLATFORM,
  MIGRATION_FAILED_MESSAGE,
  PROJECT_CREATING_NOTICE,
} from '@skiff/sdk/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { PageHeading } from '../../components/page-heading.js';
import { useSubmit } from '../../components/use-submit.js';
import { useWizardStep, WizardActions, WizardSteps } from '../../components/wizard.js';
import { navigate } from '../../router/history.js';
import { branchesPath, type PageProps, projectsPath, workspacePath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { SourceStep } from '../project-wizard/source-step.js';
import { initialWizardForm, type WizardForm } from '../project-wizard/wizard-form.js';

interface ImportForm extends WizardForm {
  pantheonMachineToken: string;
  pantheonSiteId: string;
  pantheonEnv: string;
}

/**
 * /workspaces/{w}/import/pantheon (spec 003 sections 2.8 and 3): Basic Information, Platform Configuration, Source
 * Code, Review and Launch, then POST migrate and the new project's branches. Another platform key goes back to
 * /workspaces/{w}/import.
 */
export function ImportWizardPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const importable = params.platformKey === IMPORTABLE_PLATFORM;
  useEffect(() => {
    if (!importable) navigate(workspacePath(workspaceId, 'import'), { replace: true });
  }, [importable, workspaceId]);
  return importable ? <ImportWizard workspaceId={workspaceId} /> : null;
}

function ImportWizard({ workspaceId }: { workspaceId: string }) {
  const { client } = useSession();
  const id = useId();
  const [form, setForm] = useState<ImportForm>(() => ({
    ...initialWizardForm(DEFAULT_IMPORT_PROJECT_TYPE),
    pantheonMachineToken: '',
    pantheonSiteId: '',
    pantheonEnv: DEFAULT_PANTHEON_ENV,
  }));
  const wizard = useWizardStep(IMPORT_WIZARD_STEPS.length);
  const { step, touched } = wizard;
  const submission = useSubmit();
  const set = (patch: Partial<ImportForm>) => setForm((previous) => ({ ...previous, ...patch }));

  // The SDK project wizard model's rules: a step may go on when none of its shown fields has a message.
  const errors = projectWizardErrors('pantheon', NO_PROJECT_WIZARD_LISTS, form as unknown as Record<string, unknown>);
  const stepFields = projectWizardSteps('pantheon', NO_PROJECT_WIZARD_LISTS)[step]?.fields(form as never) ?? [];
  const stepReady = !stepFields.some((field) => errors[field.key]);
  const nameError = errors.name;
  const required = (field: 'pantheonMachineToken' | 'pantheonSiteId') => (touched ? errors[field] : undefined);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.advance(stepReady)) return;
    let createdId = '';
    const created = await submission.run(async () => {
      const project = await client.projects.migrate(workspaceId, importProjectRequest(form as never));
      createdId = project._id;
      return PROJECT_CREATING_NOTICE;
    }, MIGRATION_FAILED_MESSAGE);
    if (created) navigate(branchesPath(workspaceId, createdId));
  };

  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: 'Projects', to: projectsPath(workspaceId) },
          { label: 'Import site', to: workspacePath(workspaceId, 'import') },
          { label: 'Pantheon' },
        ]}
      />
      <PageHeading title="Import from Pantheon" />
      <p className="alert alert-info">{IMPORT_SIZE_WARNING}</p>
      <WizardSteps steps={IMPORT_WIZARD_STEPS} current={step} />
      <form className="form narrow" onSubmit={next} noValidate aria-labelledby="step-title">
        <h2 id="step-title">{IMPORT_WIZARD_STEPS[step]}</h2>
        {step === 0 ? (
          <>
            <TextField
              id={`${id}-name`}
              label="Project name"
              error={touched ? nameError : undefined}
              value={form.name}
              onChange={(v) => set({ name: v })}
            />
            <TextField
              id={`${id}-description`}
              label="Description (optional)"
              value={form.description}
              onChange={(v) => set({ description: v })}
            />
          </>
        ) : null}
        {step === 1 ? (
          <>
            <TextField
              id={`${id}-token`}
              type="password"
              autoComplete="off"
              label="Pantheon machine token"
              error={required('pantheonMachineToken')}
              value={form.pantheonMachineToken}
              onChange={(v) => set({ pantheonMachineToken: v })}
            />
            <TextField
              id={`${id}-site`}
              label="Pantheon site id"
              error={required('pantheonSiteId')}
              value={form.pantheonSiteId}
              onChange={(v) => set({ pantheonSiteId: v })}
            />
            <TextField
              id={`${id}-env`}
              label="Pantheon environment"
              value={form.pantheonEnv}
              onChange={(v) => set({ pantheonEnv: v })}
            />
          </>
        ) : null}
        {step === 2 ? <SourceStep form={form} set={set} /> : null}
        {step === 3 ? (
          <dl className="facts">
            <dt>Name</dt>
            <dd>{form.name}</dd>
            <dt>Pantheon site</dt>
            <dd className="mono">
              {form.pantheonSiteId} ({form.pantheonEnv})
            </dd>
            <dt>Repository</dt>
            <dd className="mono">
              {form.provider} {[form.repositoryOwner, form.repositoryName].filter(Boolean).join('/')}
            </dd>
          </dl>
        ) : null}
        {submission.busy ? <p role="status">{PROJECT_CREATING_NOTICE}</p> : <Feedback submission={submission} />}
        <WizardActions
          wizard={wizard}
          finalLabel="Import site"
          busy={submission.busy}
          disabled={step === 2 && !stepReady}
        />
      </form>
    </>
  );
}
