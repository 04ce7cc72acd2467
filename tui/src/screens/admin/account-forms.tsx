import {
  ACCOUNT_PASSWORD_INVALID,
  arnRoleError,
  CLOUD_ACCOUNT_FIELDS,
  type CloudAccountInput,
  type CloudAccountProvider,
  CONFIRM_PASSWORD_MISMATCH,
  emailFieldError,
  HOSTED_ZONE_FAILED_MESSAGE,
  hostedZoneDomainError,
  isValidAccountPassword,
  missingCloudAccountFields,
  REQUIRED_MESSAGE,
  USER_CREATED_MESSAGE,
} from '@skiff/sdk';
import { useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import type { ScreenProps } from '../list-screen.js';
import { commandLine } from './admin-commands.js';
import { FormScreen } from './form-screen.js';
import { type FormField, type FormSpec, type FormValues, textOf } from './use-admin-form.js';

type ProviderField = (typeof CLOUD_ACCOUNT_FIELDS)[CloudAccountProvider][number];

/** Our labels of each provider's fields (the spec names the fields only); secrets are masked as typed. */
const PROVIDER_FIELDS: Readonly<Record<ProviderField, { label: string; secret?: boolean; flag?: string }>> = {
  awsArnRole: { label: 'Role ARN', flag: '--role-arn' },
  doToken: { label: 'Token', secret: true },
  doSpaceRegion: { label: 'Space region', flag: '--space-region' },
  doSpaceKey: { label: 'Space key', secret: true },
  doSpaceSecret: { label: 'Space secret', secret: true },
  azSubscriptionId: { label: 'Subscription ID', flag: '--subscription-id' },
  azTenantId: { label: 'Tenant ID', flag: '--tenant-id' },
  azClientId: { label: 'Client ID', flag: '--client-id' },
  azClientSecret: { label: 'Client secret', secret: true },
};
const PROVIDERS = Object.keys(CLOUD_ACCOUNT_FIELDS) as CloudAccountProvider[];
const providerFieldsOf = (values: FormValues) =>
  CLOUD_ACCOUNT_FIELDS[textOf(values, 'provider') as CloudAccountProvider] as readonly ProviderField[];

/** The body sent: trimmed, the provider's own fields only (the SDK trims the ARN again). */
function cloudAccountBody(values: FormValues): CloudAccountInput {
  const desc = textOf(values, 'desc').trim();
  return {
    name: textOf(values, 'name').trim(),
    provider: textOf(values, 'provider') as CloudAccountProvider,
    ...(desc ? { desc } : {}),
    ...Object.fromEntries(providerFieldsOf(values).map((key) => [key, textOf(values, key).trim()])),
  };
}

const CLOUD_ACCOUNT_SPEC: FormSpec = {
  fields: (values) => [
    { key: 'provider', label: 'Provider', kind: 'choice', options: PROVIDERS },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'desc', label: 'Description', kind: 'text' },
    ...providerFieldsOf(values).map(
      (key): FormField => ({
        key,
        label: PROVIDER_FIELDS[key].label,
        kind: PROVIDER_FIELDS[key].secret ? 'secret' : 'text',
      }),
    ),
  ],
  errors: (values) => {
    const body = cloudAccountBody(values);
    const errors: Record<string, string> = Object.fromEntries(
      missingCloudAccountFields({ ...body }).map((key) => [key, REQUIRED_MESSAGE]),
    );
    const arn = body.provider === 'AWS' ? arnRoleError(body.awsArnRole) : undefined;
    if (arn) errors.awsArnRole = arn;
    return errors;
  },
};

/**
 * A new cloud account (spec 003 sections 2.11 and 5): name, provider, description, then the provider's fields
 * (AWS the role ARN with the SDK's ARN rule; DigitalOcean token, space region, key and secret; Azure subscription,
 * tenant, client id and secret). Create stays refused until they are filled. The status line's command reads the
 * secrets from stdin (`--secrets-stdin`), never from argv.
 */
export function CloudAccountForm(props: ScreenProps) {
  const { client } = useServices();
  const initial = useMemo<FormValues>(() => ({ provider: 'AWS', name: '', desc: '' }), []);
  const command = (values: FormValues) => {
    const own = providerFieldsOf(values);
    return commandLine(
      ['cloud-accounts', 'create'],
      [
        ['--provider', textOf(values, 'provider')],
        ['--name', textOf(values, 'name').trim()],
        ['--description', textOf(values, 'desc').trim()],
        ...own.flatMap((key): Array<[string, string]> => {
          const flag = PROVIDER_FIELDS[key].flag;
          return flag ? [[flag, textOf(values, key).trim()]] : [];
        }),
        ['--secrets-stdin', own.some((key) => PROVIDER_FIELDS[key].secret)],
      ],
    );
  };
  const save = async (values: FormValues) => {
    const created = await client.cloudAccounts.create(cloudAccountBody(values));
    return `The cloud account ${created.name} was linked.`;
  };
  return (
    <FormScreen
      {...props}
      title="New cloud account"
      spec={CLOUD_ACCOUNT_SPEC}
      initial={initial}
      command={command}
      save={save}
    />
  );
}

const HOSTED_ZONE_SPEC: FormSpec = {
  fields: () => [
    { key: 'domain', label: 'Domain', kind: 'text' },
    { key: 'isDrupalForge', label: 'For Drupal Forge', kind: 'switch' },
  ],
  errors: (values): Record<string, string> => {
    const error = hostedZoneDomainError(textOf(values, 'domain'));
    return error ? { domain: error } : {};
  },
};

/** A new hosted zone (spec 003 sections 5 and 8): 'Please input domain!', 'Domain is invalid.'. */
export function HostedZoneForm(props: ScreenProps) {
  const { client } = useServices();
  const initial = useMemo<FormValues>(() => ({ domain: '', isDrupalForge: false }), []);
  const save = async (values: FormValues) => {
    const domain = textOf(values, 'domain').trim();
    try {
      await client.hostedZones.create({ domain, isDrupalForge: values.isDrupalForge === true });
    } catch {
      throw new Error(HOSTED_ZONE_FAILED_MESSAGE);
    }
    return `The hosted zone ${domain} was created.`;
  };
  return (
    <FormScreen
      {...props}
      title="New hosted zone"
      spec={HOSTED_ZONE_SPEC}
      initial={initial}
      command={(values) =>
        commandLine(
          ['hosted-zones', 'create', textOf(values, 'domain').trim()],
          [['--drupal-forge', values.isDrupalForge === true]],
        )
      }
      save={save}
    />
  );
}

const MEMBER_SPEC: FormSpec = {
  fields: () => [
    { key: 'email', label: 'E-mail', kind: 'text' },
    { key: 'password', label: 'Password', kind: 'secret' },
    { key: 'confirm', label: 'Confirm password', kind: 'secret' },
  ],
  errors: (values) => {
    const password = textOf(values, 'password');
    const errors: Record<string, string> = {};
    const email = emailFieldError(textOf(values, 'email'));
    if (email) errors.email = email;
    if (!isValidAccountPassword(password)) errors.password = ACCOUNT_PASSWORD_INVALID;
    if (textOf(values, 'confirm') !== password) errors.confirm = CONFIRM_PASSWORD_MISMATCH;
    return errors;
  },
};

/**
 * A new member (spec 003 section 5): a valid e-mail (sent lowercased as the username), a password of 8 to 18
 * characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*, the same confirmation. The CLI
 * reads the password from stdin, so the status line's command has none.
 */
export function MemberForm(props: ScreenProps) {
  const { client } = useServices();
  const initial = useMemo<FormValues>(() => ({ email: '', password: '', confirm: '' }), []);
  const save = async (values: FormValues) => {
    await client.members.create({ username: textOf(values, 'email'), password: textOf(values, 'password') });
    return USER_CREATED_MESSAGE;
  };
  return (
    <FormScreen
      {...props}
      title="New member"
      spec={MEMBER_SPEC}
      initial={initial}
      command={(values) => commandLine(['users', 'create', textOf(values, 'email').trim().toLowerCase()], [])}
      save={save}
    />
  );
}
