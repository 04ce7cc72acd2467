import {
  ACCOUNT_PASSWORD_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  humanAction,
  isValidAccountPassword,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  passwordChangeErrors,
  profileNameError,
  USER_STATE_DEFAULT,
  USER_STATES,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, useActionForms } from '../shared/action-forms.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { accountCommands } from './account-commands.js';

/** Where the running TUI was given no way to check a current password (a hand-made session). */
const NO_PASSWORD_CHECK = 'This session cannot check your current password: change it with skiff account password.';

/** The state after `state` in the spec's list (round to the first). */
function nextState(state: string | null | undefined): string {
  const index = USER_STATES.indexOf((state ?? USER_STATE_DEFAULT) as (typeof USER_STATES)[number]);
  return USER_STATES[(index + 1) % USER_STATES.length]!;
}

/**
 * /account/profile (spec 002 section 2.9): email, display name (`e`, 'Please input your name!'), state (`s` moves
 * to the next one and saves) and, for an account an instance admin created, the password change (`P`: the new
 * password then its confirmation, both masked, 8-18 characters), after the current password the spec's form
 * requires: the contract's change-password call takes none, so it is checked at the login provider first
 * (`checkPassword`, the SDK's `Session.checkPassword`), and a wrong one changes nothing ('Incorrect username or
 * password.'). After 'Change password successfully!' the TUI keeps running (its session token stays valid); the
 * CLI's `skiff auth login` signs in again where needed.
 */
export function ProfileScreen(props: ScreenProps) {
  const { client, checkPassword } = useServices();
  const { showInfo } = useNotice();
  const theme = useTheme();
  const forms = useActionForms(props.active);
  const load = useCallback((signal: AbortSignal) => client.users.profile({ signal }), [client]);
  const loaded = useLoader(load, 'profile');
  const user = loaded.data;
  const save = (displayName: string, state: string | undefined, command: string) =>
    forms.run(
      command,
      () => client.account.updateProfile({ displayName, state }),
      PROFILE_UPDATED_MESSAGE,
      loaded.reload,
    );
  const editName = () =>
    forms.prompt.ask({
      question: 'Your display name',
      hint: `Now: ${cleanLine(user?.displayName) || '-'}`,
      validate: profileNameError,
      onSubmit: (text) => save(text.trim(), user?.state ?? undefined, accountCommands.profileName(text.trim())),
    });
  const askConfirmation = (current: string, password: string) =>
    forms.prompt.ask({
      question: 'Confirm the new password',
      secret: true,
      validate: (text) => passwordChangeErrors(password, text)[0],
      onSubmit: (confirmPassword) =>
        forms.run(
          accountCommands.password(),
          async () => {
            await checkPassword?.(current);
            return client.account.changePassword({ password, confirmPassword });
          },
          PASSWORD_CHANGED_MESSAGE,
          loaded.reload,
        ),
    });
  const askNewPassword = (current: string) =>
    forms.prompt.ask({
      question: 'Your new password',
      hint: '8-18 characters: a lowercase and an uppercase letter, a digit and one of !@#$%^&*',
      secret: true,
      validate: (text) => (isValidAccountPassword(text) ? undefined : ACCOUNT_PASSWORD_INVALID),
      onSubmit: (password) => askConfirmation(current, password),
    });
  const changePassword = () => {
    // A session that cannot check the current password (a hand-made one) does not change it without.
    if (!checkPassword) return showInfo(NO_PASSWORD_CHECK);
    forms.prompt.ask({
      question: 'Your current password',
      secret: true,
      validate: (text) => (text ? undefined : CURRENT_PASSWORD_REQUIRED),
      onSubmit: askNewPassword,
    });
  };
  useKeyLayer(
    {
      scopes: ['account', 'global'],
      onCommand: (command) => {
        if (command === 'reload') loaded.reload();
        else if (!user) return command === 'editItem' || command === 'nextState' || command === 'changePassword';
        else if (command === 'editItem') editName();
        else if (command === 'nextState') {
          const state = nextState(user.state);
          save(user.displayName ?? '', state, accountCommands.profileState(state));
        } else if (command === 'changePassword' && user.isCreatedByAdmin) changePassword();
        else return false;
        return true;
      },
    },
    props.active,
  );
  const row = (label: string, value: string) => (
    <Text wrap="truncate">
      <Text color={theme.text.secondary}>{label.padEnd(12)}</Text>
      {value}
    </Text>
  );
  return (
    <Box flexDirection="column" width={props.width} height={props.height}>
      <Text bold wrap="truncate">
        {'Account: Profile'}
        <Text color={theme.text.secondary}>{loaded.loading ? (user ? ' reloading…' : ' loading…') : ''}</Text>
      </Text>
      {user ? (
        <>
          {row('Email', cleanLine(user.email))}
          {row('Name', cleanLine(user.displayName) || '-')}
          {row('State', humanAction(cleanLine(user.state) || USER_STATE_DEFAULT))}
          {row('Role', cleanLine(user.role) || '-')}
          {row(
            'Password',
            user.isCreatedByAdmin
              ? `${primaryKeyLabel('changePassword')} to change it`
              : 'managed where you signed up (not changed here)',
          )}
        </>
      ) : null}
      <Box marginTop={1} flexDirection="column">
        <ActionForm forms={forms} />
      </Box>
    </Box>
  );
}
