import {
  AWS_INSTANCE_TYPES,
  AWS_REGIONS,
  CLUSTER_DEFAULTS,
  CLUSTER_PROVIDERS,
  type ClusterProvider,
  cloudProviderLabel,
  DB_STORAGE_OPTIONS,
  DIGITAL_OCEAN_DB_ENGINES,
  KUBERNETES_VERSIONS,
  MAX_CLUSTER_NODES,
  minimumDbStorage,
  planCluster,
  REQUIRED_MESSAGE,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { PageHeading } from '../../components/page-heading.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { useSession } from '../../session/session-context.js';
import { ProviderRadios } from './provider-radios.js';

interface Choices {
  workspace: string;
  cloudAccountId: string;
  name: string;
  region: string;
  kubernetesVersion: string;
  instanceType: string;
  dbEngine: string;
  dbStorage: string;
  isLimited: boolean;
  agreeTermAndCondition: boolean;
}

/** A provider's proposals (spec 003 section 9 defaults); the names typed so far stay when the provider changes. */
function defaultsOf(p: ClusterProvider, kept: Partial<Choices> = {}): Choices {
  const d = CLUSTER_DEFAULTS[p];
  return {
    workspace: kept.workspace ?? '',
    name: kept.name ?? '',
    cloudAccountId: '',
    region: d.region,
    kubernetesVersion: d.kubernetesVersion,
    instanceType: d.instanceType,
    dbEngine: d.dbEngine,
    dbStorage: String(d.dbStorage ?? minimumDbStorage(p, d.dbInstanceType)),
    isLimited: kept.isLimited ?? false,
    agreeTermAndCondition: false,
  };
}

/** A select of `options`, or a text input where the spec lists no options (regions and sizes beyond AWS). */
function ChoiceField(props: {
  id: string;
  label: string;
  value: string;
  options?: readonly string[] | undefined;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  if (!props.options) return <TextField {...props} />;
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...invalidProps(props.id, props.error)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * /terraform/add-cluster (spec 003 sections 2.9, 5 and 9): the new cluster with its first workspace, on a cloud
 * account of the chosen provider, with the provider's defaults and the limited mode; the SDK's `planCluster` checks
 * the choices and builds the settings sent (POST /workspaces with a nested environment).
 */
export function AddClusterPage() {
  const { client } = useSession();
  const id = useId();
  const [provider, setProvider] = useState<ClusterProvider>('AWS');
  const [choices, setChoices] = useState<Choices>(() => defaultsOf('AWS'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmit();
  const accounts = useResource((signal) => client.cloudAccounts.list({ pageSize: 100 }, { signal }), [client]);
  const ofProvider = (accounts.data?.items ?? []).filter((a) => a.provider === provider);
  const set =
    <K extends keyof Choices>(key: K) =>
    (value: Choices[K]) =>
      setChoices((c) => ({ ...c, [key]: value }));
  const choose = (p: ClusterProvider) => {
    setProvider(p);
    setChoices((c) => defaultsOf(p, c));
    setErrors({});
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const plan = planCluster({ provider, ...choices, dbStorage: Number(choices.dbStorage) });
    const found: Record<string, string> = 'errors' in plan ? { ...plan.errors } : {};
    if (!choices.workspace.trim()) found.workspace = WORKSPACE_NAME_REQUIRED_MESSAGE;
    const account = ofProvider.find((a) => a._id === choices.cloudAccountId);
    if (!account) found.cloudAccount = REQUIRED_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length || !('settings' in plan) || !account) return;
    const cloudAccount = { _id: account._id, name: account.name, provider: account.provider };
    const ok = await submission.run(async () => {
      await client.workspaces.create({
        name: choices.workspace.trim(),
        environment: { ...plan.settings, cloudAccount },
        agreeTermAndCondition: true,
      });
      return undefined;
    });
    if (ok) navigate('/terraform/infrastructure');
  };
  const k = (field: string) => `${id}-${field}`;
  return (
    <>
      <Breadcrumb items={[{ label: 'Infrastructure', to: '/terraform/infrastructure' }, { label: 'New cluster' }]} />
      <PageHeading title="New cluster" />
      <form className="card" onSubmit={create} noValidate aria-label="New cluster">
        <ProviderRadios providers={CLUSTER_PROVIDERS} value={provider} onChange={choose} />
        <TextField
          id={k('workspace')}
          label="Workspace name"
          value={choices.workspace}
          onChange={set('workspace')}
          error={errors.workspace}
        />
        <ErrorAlert error={accounts.error} />
        <Field id={k('account')} label="Cloud account" error={errors.cloudAccount}>
          <select
            id={k('account')}
            value={choices.cloudAccountId}
            onChange={(e) => set('cloudAccountId')(e.target.value)}
            {...invalidProps(k('account'), errors.cloudAccount)}
          >
            <option value="">Choose a {cloudProviderLabel(provider)} account</option>
            {ofProvider.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={k('name')}
          label="Cluster name"
          value={choices.name}
          onChange={set('name')}
          error={errors.name}
        />
        <ChoiceField
          id={k('region')}
          label="Region"
          value={choices.region}
          options={provider === 'AWS' ? AWS_REGIONS : undefined}
          onChange={set('region')}
          error={errors.region}
        />
        <ChoiceField
          id={k('k8s')}
          label="Kubernetes version"
          value={choices.kubernetesVersion}
          options={KUBERNETES_VERSIONS[provider]}
          onChange={set('kubernetesVersion')}
          error={errors.kubernetesVersion}
        />
        <ChoiceField
          id={k('instance')}
          label="Instance type"
          value={choices.instanceType}
          options={provider === 'AWS' ? AWS_INSTANCE_TYPES : undefined}
          onChange={set('instanceType')}
          error={errors.instanceType}
        />
        {provider === 'DIGITAL_OCEAN' ? (
          <ChoiceField
            id={k('engine')}
            label="Database engine"
            value={choices.dbEngine}
            options={DIGITAL_OCEAN_DB_ENGINES.map((e) => e.engine)}
            onChange={set('dbEngine')}
            error={errors.dbEngine}
          />
        ) : null}
        <ChoiceField
          id={k('storage')}
          label="Database storage (GiB)"
          value={choices.dbStorage}
          options={DB_STORAGE_OPTIONS.map(String)}
          onChange={set('dbStorage')}
          error={errors.dbStorage}
        />
        <div className="field">
          <label>
            <input type="checkbox" checked={choices.isLimited} onChange={(e) => set('isLimited')(e.target.checked)} />{' '}
            Limited cluster (at most {MAX_CLUSTER_NODES} nodes; contact support to expand)
          </label>
        </div>
        <Field id={k('terms')} label="Terms" error={errors.agreeTermAndCondition}>
          <label>
            <input
              id={k('terms')}
              type="checkbox"
              checked={choices.agreeTermAndCondition}
              onChange={(e) => set('agreeTermAndCondition')(e.target.checked)}
              {...invalidProps(k('terms'), errors.agreeTermAndCondition)}
            />{' '}
            I agree to the Terms and Conditions
          </label>
        </Field>
        <Feedback submission={submission} />
        <button type="submit" disabled={submission.busy}>
          Create cluster
        </button>
      </form>
    </>
  );
}
