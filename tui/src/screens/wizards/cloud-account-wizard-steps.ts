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
import { commandLine } from '../admin/admin-commands.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

const PROVIDERS = Object.keys(CLOUD_ACCOUNT_FIELDS) as CloudAccountProvider[];
/** The flags of `skiff cloud-accounts create` for the fields the CLI takes in argv (the secrets go on stdin). */
const FIELD_FLAGS: Partial<Record<CloudAccountField, string>> = {
  awsArnRole: '--role-arn',
  doSpaceRegion: '--space-region',
  azSubscriptionId: '--subscription-id',
  azTenantId: '--tenant-id',
  azClientId: '--client-id',
};

const text = (values: WizardValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
};
const providerOf = (values: WizardValues) => values.provider as CloudAccountProvider;
const providerFields = (values: WizardValues): readonly CloudAccountField[] =>
  CLOUD_ACCOUNT_FIELDS[providerOf(values)] ?? [];

/**
 * Spec 003 section 2.11's two steps: Basic Information (name, provider, description; GCP is coming soon), then
 * Link your Cloud Account (the chosen provider's fields; secrets typed hidden).
 */
export const CLOUD_ACCOUNT_STEPS: readonly WizardStep[] = [
  {
    title: 'Basic Information',
    fields: () => [
      { key: 'name', label: 'Name', kind: 'text' },
      {
        key: 'provider',
        label: 'Provider',
        kind: 'choice',
        choices: PROVIDERS,
        show: (p) => cloudProviderLabel(String(p)),
      },
      { key: 'desc', label: 'Description', kind: 'text', optional: true },
    ],
    note: () => 'GCP is coming soon.',
  },
  {
    title: 'Link your Cloud Account',
    fields: (values) =>
      providerFields(values).map(
        (key): WizardField => ({
          key,
          label: CLOUD_ACCOUNT_FIELD_LABELS[key],
          kind: CLOUD_ACCOUNT_SECRET_FIELDS.includes(key) ? 'secret' : 'text',
          hint:
            key === 'awsArnRole' ? 'arn:aws:iam::{12-digit account}:role/{stack}-skiffRole-{13 characters}' : undefined,
        }),
      ),
    note: (values) =>
      `${cloudProviderLabel(providerOf(values))} account ${text(values, 'name')}` +
      (providerOf(values) === 'AWS' ? ' (the Role ARN fills in when its AWS stack calls back)' : ''),
  },
];

export const FIRST_CLOUD_ACCOUNT_ANSWERS: WizardValues = { provider: 'AWS', name: '', desc: '' };

/** The body sent: trimmed, the chosen provider's own fields only. */
export function cloudAccountBody(values: WizardValues): CloudAccountInput {
  const desc = text(values, 'desc');
  return {
    name: text(values, 'name'),
    provider: providerOf(values),
    ...(desc ? { desc } : {}),
    ...Object.fromEntries(providerFields(values).map((key) => [key, text(values, key)])),
  };
}

/**
 * The rules (spec 003 section 5): name and the provider's fields required ('Required'); AWS: the SDK's ARN rule
 * ('Please input arn role!', 'ARN role invalid').
 */
export function cloudAccountErrors(values: WizardValues): Record<string, string> {
  const body = cloudAccountBody(values);
  const errors: Record<string, string> = Object.fromEntries(
    missingCloudAccountFields({ ...body }).map((key) => [key, REQUIRED_MESSAGE]),
  );
  const arn = body.provider === 'AWS' ? arnRoleError(body.awsArnRole) : undefined;
  if (arn) errors.awsArnRole = arn;
  return errors;
}

/** `skiff cloud-accounts create ...` for these answers: the secrets never in it, read from stdin. */
export function cloudAccountCommand(values: WizardValues): string {
  const own = providerFields(values);
  return commandLine(
    ['cloud-accounts', 'create'],
    [
      ['--provider', providerOf(values)],
      ['--name', text(values, 'name')],
      ['--description', text(values, 'desc')],
      ...own.flatMap((key): Array<[string, string]> => {
        const flag = FIELD_FLAGS[key];
        return flag ? [[flag, text(values, key)]] : [];
      }),
      ['--secrets-stdin', own.some((key) => CLOUD_ACCOUNT_SECRET_FIELDS.includes(key))],
    ],
  );
}
