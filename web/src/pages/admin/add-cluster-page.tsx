import {
  type ClusterFormContext,
  clusterFormChanged,
  clusterFormErrors,
  clusterFormRequest,
  clusterFormSteps,
  clusterProviderOf,
  firstClusterFormAnswers,
  LOOKUP_PAGE,
  readAll,
  type WizardField,
} from '@skiff/sdk';
import { CLUSTER_PROVIDERS, cloudProviderLabel } from '@skiff/sdk/domain';
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

type Values = Record<string, string | boolean>;

/** One field of the SDK's cluster form: a text input, a select of its choices, or a checkbox. */
function ClusterField(props: {
  id: string;
  field: WizardField;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
  error?: string | undefined;
  placeholder?: string;
}) {
  const { id, field, error } = props;
  const label = field.hint ? `${field.label} (${field.hint})` : field.label;
  if (field.kind === 'toggle') {
    return (
      <div className="field">
        <label>
          <input
            id={id}
            type="checkbox"
            checked={props.value === true}
            onChange={(e) => props.onChange(e.target.checked)}
            {...invalidProps(id, error)}
          />{' '}
          {label}
        </label>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const text = typeof props.value === 'string' ? props.value : '';
  if (!field.choices) return <TextField id={id} label={label} value={text} onChange={props.onChange} error={error} />;
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} value={text} onChange={(e) => props.onChange(e.target.value)} {...invalidProps(id, error)}>
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {field.choices.map((choice) => (
          <option key={choice} value={choice}>
            {field.show ? field.show(choice) : choice}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * /terraform/add-cluster (spec 003 sections 2.10, 5 and 9): the new cluster with its first workspace, as the SDK's
 * cluster form model has it (the same steps, first answers, rules and request as the TUI and `skiff clusters
 * create`); the provider shows as radios, each step as a fieldset.
 */
export function AddClusterPage() {
  const { client } = useSession();
  const id = useId();
  const [values, setValues] = useState<Values>(() => firstClusterFormAnswers());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmit();
  // Every cloud account, read as a lookup (one page of 100 left the rest out of the choice).
  const accounts = useResource((signal) => readAll(client.cloudAccounts.list(LOOKUP_PAGE, { signal })), [client]);
  const context: ClusterFormContext = { accounts: accounts.data ?? [] };
  const provider = clusterProviderOf(values);
  const change = (key: string) => (value: string | boolean) => {
    setValues((current) => clusterFormChanged(key, { ...current, [key]: value }));
    if (key === 'provider') setErrors({});
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found = clusterFormErrors(values, context);
    setErrors(found);
    if (Object.keys(found).length) return;
    const ok = await submission.run(async () => {
      await client.workspaces.create(clusterFormRequest(values, context));
      return undefined;
    });
    if (ok) navigate('/terraform/infrastructure');
  };
  const fieldOf = (field: WizardField) => {
    if (field.key === 'provider') {
      return (
        <ProviderRadios key={field.key} providers={CLUSTER_PROVIDERS} value={provider} onChange={change('provider')} />
      );
    }
    return (
      <ClusterField
        key={field.key}
        id={`${id}-${field.key}`}
        field={field}
        value={values[field.key]}
        onChange={change(field.key)}
        error={errors[field.key]}
        {...(field.key === 'cloudAccount' ? { placeholder: `Choose a ${cloudProviderLabel(provider)} account` } : {})}
      />
    );
  };
  return (
    <>
      <Breadcrumb items={[{ label: 'Infrastructure', to: '/terraform/infrastructure' }, { label: 'New cluster' }]} />
      <PageHeading title="New cluster" />
      <form className="card" onSubmit={create} noValidate aria-label="New cluster">
        <ErrorAlert error={accounts.error} />
        {clusterFormSteps(context).map((step) => (
          <fieldset key={step.title} className="field">
            <legend>{step.title}</legend>
            {step.fields(values).map(fieldOf)}
          </fieldset>
        ))}
        <Feedback submission={submission} />
        <button type="submit" disabled={submission.busy}>
          Create cluster
        </button>
      </form>
    </>
  );
}
