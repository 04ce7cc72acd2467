import {
  ACCOUNT_PASSWORD_INVALID,
  CONFIRM_PASSWORD_MISMATCH,
  emailFieldError,
  HOSTED_ZONE_FAILED_MESSAGE,
  hostedZoneDomainError,
  isValidAccountPassword,
  USER_CREATED_MESSAGE,
} from '@skiff/sdk/domain';
import { useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { commandLine } from './admin-commands.js';
import { FormScreen } from './form-screen.js';
import { type FormSpec, type FormValues, textOf } from './use-admin-form.js';

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
