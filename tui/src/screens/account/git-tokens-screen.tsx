import type { GitToken } from '@skiff/sdk';
import { formatDate, GIT_PROVIDERS, type GitProvider, REQUIRED } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { accountCommands } from './account-commands.js';

/** One git host and the user's token there, if any. */
interface ProviderRow {
  provider: GitProvider;
  token?: GitToken;
}

const required = (text: string) => (text.trim() ? undefined : REQUIRED);

/**
 * /account/git-access-token (spec 002 sections 2.9 and 5): per git host the username and a hint of the personal
 * token. `e` (or Enter) sets one: the username, then the token (masked; it needs the read_repository scope), both
 * 'Required'; `x` removes it after a question. The token itself is never shown.
 */
export function GitTokensScreen(props: ScreenProps) {
  const { client } = useServices();
  const forms = useActionForms(props.active);
  const load = useCallback(
    async (signal: AbortSignal): Promise<ProviderRow[]> => {
      const user = await client.users.profile({ signal });
      const tokens = user.gitTokens ?? [];
      return GIT_PROVIDERS.map((provider) => ({ provider, token: tokens.find((t) => t.gitProvider === provider) }));
    },
    [client],
  );
  const loaded = useLoader(load, 'gitTokens');
  const provider = 12;
  const hint = 16;
  const updated = 12;
  const { flex } = flexWidths(props.width, [provider, hint, updated]);
  const columns = useMemo<Column<ProviderRow>[]>(
    () => [
      { header: 'Provider', width: provider, text: (r) => r.provider },
      { header: 'Username', width: flex, text: (r) => cleanLine(r.token?.username) || '-' },
      { header: 'Token', width: hint, text: (r) => (r.token ? cleanLine(r.token.tokenHint) || 'set' : 'not set') },
      { header: 'Updated', width: updated, secondary: true, text: (r) => formatDate(r.token?.updatedAt) || '-' },
    ],
    [flex],
  );
  const set = ({ provider: gitProvider }: ProviderRow) =>
    forms.prompt.ask({
      question: `Your username on ${gitProvider}`,
      validate: required,
      onSubmit: (name) =>
        forms.prompt.ask({
          question: `Your personal token on ${gitProvider}`,
          hint: 'It needs the read_repository scope.',
          secret: true,
          validate: required,
          onSubmit: (tokenValue) =>
            forms.run(
              accountCommands.setGitToken(gitProvider, name.trim()),
              () =>
                client.account.updateGitToken({ gitProvider, username: name.trim(), tokenValue: tokenValue.trim() }),
              `The ${gitProvider} token was saved.`,
              loaded.reload,
            ),
        }),
    });
  const remove = ({ provider: gitProvider }: ProviderRow) =>
    forms.confirm.ask(`Remove your ${gitProvider} token?`, () =>
      forms.run(
        accountCommands.removeGitToken(gitProvider),
        () => client.account.removeGitToken(gitProvider),
        `The ${gitProvider} token was removed.`,
        loaded.reload,
      ),
    );
  const onCommand = (command: Command, selected: ProviderRow | undefined) => {
    if (!selected) return command === 'editItem' || command === 'removeItem';
    if (command === 'editItem' || command === 'open') set(selected);
    else if (command === 'removeItem' && selected.token) remove(selected);
    else return command === 'removeItem';
    return true;
  };
  return (
    <ListScreen
      {...props}
      title="Account: Git tokens"
      source={loaded}
      columns={columns}
      keyOf={(r) => r.provider}
      searchText={(r) => `${r.provider}\n${cleanLine(r.token?.username)}`}
      filterPlaceholder="Search git hosts"
      isStale={() => false}
      empty="No git hosts."
      scopes={['account']}
      onCommand={onCommand}
      detail={() => <ActionForm forms={forms} />}
      detailRows={FORM_ROWS}
    />
  );
}
