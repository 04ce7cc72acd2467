import type { GitToken } from '@skiff/sdk';
import { GIT_PROVIDERS, type GitProvider, REQUIRED } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { type TextFieldSpec, TextFields } from '../../components/field.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { AccountTabs } from './account-tabs.js';

/**
 * /account/git-access-token (spec 002 sections 2.9 and 5): per git host the username and personal token, both
 * 'Required' (the token needs the read_repository scope); saved tokens show only their hint, and can be removed.
 */
export function GitTokensPage() {
  const { client } = useSession();
  const profile = useResource((signal) => client.users.profile({ signal }), [client]);
  const tokens = profile.data?.gitTokens ?? [];
  return (
    <>
      <AccountTabs current="/account/git-access-token" />
      <ErrorAlert error={profile.error} />
      {profile.data
        ? GIT_PROVIDERS.map((provider) => (
            <ProviderToken
              key={`${provider}/${tokens.find((t) => t.gitProvider === provider)?.updatedAt ?? ''}`}
              provider={provider}
              token={tokens.find((t) => t.gitProvider === provider)}
              onChanged={profile.reload}
            />
          ))
        : null}
    </>
  );
}

type TokenField = 'username' | 'value';

const TOKEN_FIELDS: readonly TextFieldSpec<TokenField>[] = [
  { key: 'username', label: 'Username' },
  { key: 'value', label: 'Personal token', type: 'password', autoComplete: 'off' },
];

function ProviderToken(props: { provider: GitProvider; token: GitToken | undefined; onChanged(): void }) {
  const { provider, token } = props;
  const { client } = useSession();
  const id = useId();
  const [values, setValues] = useState<Record<TokenField, string>>({ username: token?.username ?? '', value: '' });
  const [errors, setErrors] = useState<Partial<Record<TokenField, string>>>({});
  const submission = useSubmit();
  const removal = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const tokenValue = values.value.trim();
    const found = { username: username ? undefined : REQUIRED, value: tokenValue ? undefined : REQUIRED };
    setErrors(found);
    if (found.username || found.value) return;
    const ok = await submission.run(async () => {
      await client.account.updateGitToken({ gitProvider: provider, username, tokenValue });
      return `The ${provider} token was saved.`;
    });
    if (ok) {
      setValues((previous) => ({ ...previous, value: '' }));
      props.onChanged();
    }
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-label={`${provider} token`}>
      <h2>{provider}</h2>
      <p className="muted">
        {token ? `Token set${token.tokenHint ? `: ${token.tokenHint}` : ''}.` : 'No token yet.'} It needs the
        read_repository scope.
      </p>
      <TextFields id={id} fields={TOKEN_FIELDS} values={values} errors={errors} setValues={setValues} />
      <Feedback submission={submission} />
      <Feedback submission={removal} />
      <button type="submit" className="primary" disabled={submission.busy}>
        Save
      </button>{' '}
      {token ? (
        <ConfirmButton
          label={`Remove the ${provider} token`}
          question={`Remove your ${provider} token?`}
          run={async () => {
            await client.account.removeGitToken(provider);
            return `The ${provider} token was removed.`;
          }}
          onDone={props.onChanged}
        />
      ) : null}
    </form>
  );
}
