import type { CloudAccountInput } from '@skiff/sdk';
import {
  arnRoleError,
  CLOUD_ACCOUNT_FIELD_LABELS,
  CLOUD_ACCOUNT_FIELDS,
  CLOUD_ACCOUNT_SECRET_FIELDS,
  type CloudAccountField,
  type CloudAccountProvider,
  cloudProviderLabel,
  missingCloudAccountFields,
  REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { PageHeading } from '../../components/page-heading.js';
import { useSubmit } from '../../components/use-submit.js';
import { navigate } from '../../router/history.js';
import { useSession } from '../../session/session-context.js';
import { AwsStackLauncher } from './aws-stack-launcher.js';
import { ProviderRadios } from './provider-radios.js';

const PROVIDERS = Object.keys(CLOUD_ACCOUNT_FIELDS) as CloudAccountProvider[];

/**
 * /infrastructure-accounts/add-infra-account (spec 003 sections 2.11 and 5): step 1 Basic Information (name,
 * provider, description; GCP is coming soon), step 2 Link your Cloud Account (the provider's fields; Create stays
 * disabled until they are filled; the AWS role ARN is trimmed and checked by the SDK's ARN rule, and may come from
 * the AWS stack quick-create).
 */
export function AddCloudAccountPage() {
  const { client } = useSession();
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [provider, setProvider] = useState<CloudAccountProvider>('AWS');
  const [desc, setDesc] = useState('');
  const [fields, setFields] = useState<Partial<Record<CloudAccountField, string>>>({});
  const [arnError, setArnError] = useState<string>();
  const submission = useSubmit();
  const own = CLOUD_ACCOUNT_FIELDS[provider] as readonly CloudAccountField[];
  const body: CloudAccountInput = {
    name: name.trim(),
    provider,
    ...(desc.trim() ? { desc: desc.trim() } : {}),
    ...Object.fromEntries(own.map((key) => [key, fields[key]?.trim() ?? ''])),
  };
  const missing = missingCloudAccountFields({ ...body });
  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? undefined : REQUIRED_MESSAGE;
    setNameError(problem);
    if (!problem) setStep(2);
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const problem = provider === 'AWS' ? arnRoleError(body.awsArnRole) : undefined;
    setArnError(problem);
    if (problem || missing.length) return;
    const ok = await submission.run(async () => {
      await client.cloudAccounts.create(body);
      return undefined;
    });
    if (ok) navigate('/terraform/accounts');
  };
  return (
    <>
      <Breadcrumb items={[{ label: 'Accounts', to: '/terraform/accounts' }, { label: 'Create New Account' }]} />
      <PageHeading title="Create New Account" />
      <ol className="steps" aria-label="Steps">
        <li aria-current={step === 1 ? 'step' : undefined}>Basic Information</li>
        <li aria-current={step === 2 ? 'step' : undefined}>Link your Cloud Account</li>
      </ol>
      {step === 1 ? (
        <form className="card" onSubmit={next} noValidate aria-label="Basic Information">
          <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={nameError} />
          <ProviderRadios<CloudAccountProvider> providers={PROVIDERS} value={provider} onChange={setProvider} />
          <TextField id={`${id}-desc`} label="Description" value={desc} onChange={setDesc} />
          <button type="submit">Next</button>
        </form>
      ) : (
        <form className="card" onSubmit={create} noValidate aria-label="Link your Cloud Account">
          <p>
            {cloudProviderLabel(provider)} account <strong>{name.trim()}</strong>
          </p>
          {provider === 'AWS' ? (
            <AwsStackLauncher onArn={(arnRole) => setFields((f) => ({ ...f, awsArnRole: arnRole }))} />
          ) : null}
          {own.map((key) => (
            <TextField
              key={key}
              id={`${id}-${key}`}
              label={CLOUD_ACCOUNT_FIELD_LABELS[key]}
              type={CLOUD_ACCOUNT_SECRET_FIELDS.includes(key) ? 'password' : 'text'}
              autoComplete="off"
              value={fields[key]}
              onChange={(value) => setFields((f) => ({ ...f, [key]: value }))}
              error={key === 'awsArnRole' ? arnError : undefined}
            />
          ))}
          <Feedback submission={submission} />
          <button type="button" onClick={() => setStep(1)}>
            Back
          </button>{' '}
          <button type="submit" disabled={missing.length > 0 || submission.busy}>
            Create
          </button>
        </form>
      )}
    </>
  );
}
