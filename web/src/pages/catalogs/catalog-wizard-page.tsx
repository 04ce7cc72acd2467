import type { Catalog } from '@skiff/sdk';
import {
  CATALOG_WIZARD_STEPS,
  CATALOG_WIZARD_TITLE,
  type CatalogWizardVariant,
  catalogProjectName,
  catalogRepositoryProvider,
  cloneRepositoryName,
  isCatalogWizardVariant,
  PROJECT_CREATING_NOTICE,
  projectNameError,
  REQUIRED_MESSAGE,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { PageHeading } from '../../components/page-heading.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { useWizardStep, WizardActions, WizardSteps } from '../../components/wizard.js';
import { navigate } from '../../router/history.js';
import { Link } from '../../router/link.js';
import { branchesPath, catalogWizardPath, type PageProps, workspacePath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { type CloneSource, CloneSourceStep } from './clone-source-step.js';
import { PolicyTerms } from './policy-terms.js';

/**
 * /workspaces/{w}/catalogs/{c}/quickstart and /quickclone (spec 003 section 2.7): "Deploy New Application", the deploy
 * variant in two steps and the clone variant in three, the final Accept enabled by the terms checkbox; the new
 * project opens on its branches. Another variant segment goes to quickstart.
 */
export function CatalogWizardPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const catalogId = params.catalogId ?? '';
  const variant = params.variant;
  const { client } = useSession();
  const catalog = useResource((signal) => client.catalogs.get(catalogId, { signal }), [client, catalogId]);
  useEffect(() => {
    if (!isCatalogWizardVariant(variant))
      navigate(catalogWizardPath(workspaceId, catalogId, 'quickstart'), { replace: true });
  }, [variant, workspaceId, catalogId]);
  if (!isCatalogWizardVariant(variant)) return null;
  return (
    <>
      <PageHeading title={CATALOG_WIZARD_TITLE} />
      <p>
        <Link to={workspacePath(workspaceId, 'catalogs')}>Back to list</Link>
      </p>
      <ErrorAlert error={catalog.error} />
      {catalog.data ? (
        <CatalogWizard workspaceId={workspaceId} catalog={catalog.data} variant={variant} />
      ) : catalog.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}

function CatalogWizard(props: { workspaceId: string; catalog: Catalog; variant: CatalogWizardVariant }) {
  const { workspaceId, catalog, variant } = props;
  const { client } = useSession();
  const id = useId();
  const steps = CATALOG_WIZARD_STEPS[variant];
  const wizard = useWizardStep(steps.length);
  const { step, touched, last } = wizard;
  const [name, setName] = useState(() => catalogProjectName(catalog.name));
  const [source, setSource] = useState<CloneSource>(() => ({
    provider: catalogRepositoryProvider(catalog.repositoryProvider),
    repositoryOwner: '',
    repositoryName: cloneRepositoryName(catalog.name),
  }));
  const [agreed, setAgreed] = useState(false);
  const submission = useSubmit();
  const label = steps[step] ?? '';
  const nameError = projectNameError(name);
  const sourceErrors = {
    repositoryOwner: source.repositoryOwner.trim() ? undefined : REQUIRED_MESSAGE,
    repositoryName: source.repositoryName.trim() ? undefined : REQUIRED_MESSAGE,
  };
  const stepReady =
    label === 'Setting Up New Project'
      ? !nameError
      : label === 'Source Code'
        ? !sourceErrors.repositoryOwner && !sourceErrors.repositoryName
        : agreed;

  const launch = () =>
    variant === 'quickclone'
      ? client.projects.quickClone(workspaceId, catalog._id, {
          name: name.trim(),
          repositoryProvider: source.provider,
          repositoryOwner: source.repositoryOwner.trim(),
          repositoryName: source.repositoryName.trim(),
        })
      : client.projects.quickStart(workspaceId, catalog._id, {
          name: name.trim(),
          repositoryProvider: catalogRepositoryProvider(catalog.repositoryProvider),
        });

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!wizard.advance(stepReady)) return;
    let createdId = '';
    const created = await submission.run(async () => {
      createdId = (await launch())._id;
      return PROJECT_CREATING_NOTICE;
    });
    if (created) navigate(branchesPath(workspaceId, createdId));
  };

  return (
    <>
      <WizardSteps steps={steps} current={step} />
      <form className="form narrow" onSubmit={next} noValidate aria-labelledby="step-title">
        <h2 id="step-title">{label}</h2>
        {label === 'Setting Up New Project' ? (
          <>
            <p>
              From the template <strong>{stripControlSequences(catalog.title ?? catalog.name)}</strong>.
            </p>
            <TextField
              id={`${id}-name`}
              label="Project name"
              error={touched ? nameError : undefined}
              value={name}
              onChange={setName}
            />
          </>
        ) : null}
        {label === 'Source Code' ? (
          <CloneSourceStep source={source} errors={touched ? sourceErrors : {}} set={setSource} />
        ) : null}
        {last ? (
          <>
            <dl className="facts">
              <dt>Template</dt>
              <dd>{stripControlSequences(catalog.name)}</dd>
              <dt>Project name</dt>
              <dd>{name}</dd>
              {variant === 'quickclone' ? (
                <>
                  <dt>New repository</dt>
                  <dd className="mono">
                    {source.provider} {source.repositoryOwner}/{source.repositoryName}
                  </dd>
                </>
              ) : null}
            </dl>
            <PolicyTerms checked={agreed} onChange={setAgreed} />
          </>
        ) : null}
        {submission.busy ? <p role="status">{PROJECT_CREATING_NOTICE}</p> : <Feedback submission={submission} />}
        <WizardActions wizard={wizard} finalLabel="Accept" busy={submission.busy} disabled={last && !agreed} />
      </form>
    </>
  );
}
