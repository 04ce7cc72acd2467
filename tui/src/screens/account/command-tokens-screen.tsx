import type { CommandToken } from '@skiff/sdk';
import {
  COMMAND_TOKEN_NOTE_REQUIRED,
  type CommandTokenExpiration,
  DEFAULT_COMMAND_TOKEN_EXPIRATION,
  formatDate,
  isCommandTokenExpiration,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { accountCommands } from './account-commands.js';

/** The lifetime typed in the form: empty for the default (30), `none`, or one of 7, 30, 60, 90, 365 days. */
function expirationOf(text: string): CommandTokenExpiration | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return DEFAULT_COMMAND_TOKEN_EXPIRATION;
  if (typed === 'none') return null;
  const days = Number(typed);
  return isCommandTokenExpiration(days) ? days : undefined;
}

const EXPIRATION_CHOICES = '7, 30, 60, 90, 365 (days) or none';

/**
 * /account/command-access-token (spec 002 sections 2.9 and 5): the tokens (note, first characters, expiry); `a`
 * creates one (a note, 'Please input name!', then a lifetime, 30 days unless another is typed) and shows the new
 * token once, under the list, until the page is left; `x` deletes the selected one after a question.
 */
export function CommandTokensScreen(props: ScreenProps) {
  const { client } = useServices();
  const theme = useTheme();
  const forms = useActionForms(props.active);
  const [created, setCreated] = useState<string>();
  // A window of the server's list with its real total. The contract's list takes no search: `/` past the window
  // reads every page and keeps the notes that match.
  const loaded = useServerPages((page, signal) => client.commandAccessTokens.list(page, { signal }), 'commandTokens', {
    localSearch: (t) => cleanLine(t.note),
  });
  const prefix = 14;
  const date = 17;
  const { flex } = flexWidths(props.width, [prefix, date, date]);
  const columns = useMemo<Column<CommandToken>[]>(
    () => [
      { header: 'Note', width: flex, text: (t) => cleanLine(t.note) || '-' },
      { header: 'Token', width: prefix, text: (t) => (t.prefixToken ? `${cleanLine(t.prefixToken)}…` : '-') },
      { header: 'Expires', width: date, text: (t) => (t.expiresAt ? formatDate(t.expiresAt) : 'never') },
      { header: 'Created', width: date, secondary: true, text: (t) => formatDate(t.createdAt) || '-' },
    ],
    [flex],
  );
  const create = () =>
    forms.prompt.ask({
      question: 'New command access token: what is it for?',
      validate: (text) => (text.trim() ? undefined : COMMAND_TOKEN_NOTE_REQUIRED),
      onSubmit: (text) =>
        forms.prompt.ask({
          question: 'Expiration',
          hint: `${EXPIRATION_CHOICES}; Enter alone: ${DEFAULT_COMMAND_TOKEN_EXPIRATION} days`,
          validate: (days) =>
            expirationOf(days) === undefined ? `Expiration: one of ${EXPIRATION_CHOICES}.` : undefined,
          onSubmit: (days) => {
            const note = text.trim();
            const expiration = expirationOf(days)!;
            setCreated(undefined);
            forms.run(
              accountCommands.createToken(note, expiration),
              () => client.commandAccessTokens.create({ note, expiration }),
              (answer) => {
                setCreated(cleanLine(answer.token));
                return `Created the token ${note}: copy it now, it is shown only once.`;
              },
              loaded.reload,
            );
          },
        }),
    });
  const remove = (token: CommandToken) =>
    forms.confirm.ask(`Delete the token ${cleanLine(token.note)}? Scripts using it stop working.`, () =>
      forms.run(
        accountCommands.deleteToken(token._id),
        () => client.commandAccessTokens.delete(token._id),
        `The token ${cleanLine(token.note)} was deleted.`,
        loaded.reload,
      ),
    );
  const onCommand = (command: Command, selected: CommandToken | undefined) => {
    if (command === 'addItem') create();
    else if (command === 'removeItem') {
      if (selected) remove(selected);
    } else return false;
    return true;
  };
  const detail = () =>
    forms.asking || !created ? (
      <ActionForm forms={forms} />
    ) : (
      <Box flexDirection="column">
        <Text color={theme.tone.warning}>The new token, shown only this once:</Text>
        <Text color={theme.text.accent} wrap="truncate">
          {created}
        </Text>
      </Box>
    );
  return (
    <ListScreen
      {...props}
      title="Account: Command access tokens"
      source={loaded}
      columns={columns}
      keyOf={(t) => t._id}
      searchText={(t) => cleanLine(t.note)}
      filterPlaceholder="Search tokens by note"
      isStale={() => false}
      empty="No command access tokens yet."
      scopes={['account']}
      onCommand={onCommand}
      detail={detail}
      detailRows={FORM_ROWS}
    />
  );
}
