import type { CommandToken } from '@skiff/sdk';
import {
  COMMAND_TOKEN_EXPIRATIONS,
  COMMAND_TOKEN_NOTE_REQUIRED,
  type CommandTokenExpiration,
  DEFAULT_COMMAND_TOKEN_EXPIRATION,
  formatDate,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';
import { AccountTabs } from './account-tabs.js';

function expiryLabel(days: CommandTokenExpiration): string {
  if (days === null) return 'No expiration';
  return days === 365 ? '1 year' : `${days} days`;
}

/** /account/command-access-token (spec 002 sections 2.9 and 5): list, create (token shown once), delete. */
export function CommandTokensPage() {
  const [question, ask] = useConfirm();
  const { client, handleError } = useSession();
  const tokens = useResource((signal) => client.commandAccessTokens.list({}, { signal }), [client]);
  const noteId = useId();
  const expiryId = useId();
  const [note, setNote] = useState('');
  const [expiry, setExpiry] = useState<CommandTokenExpiration>(DEFAULT_COMMAND_TOKEN_EXPIRATION);
  const [noteError, setNoteError] = useState<string>();
  const [created, setCreated] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const guard = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      tokens.reload();
    } catch (e) {
      handleError(e);
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = note.trim() ? undefined : COMMAND_TOKEN_NOTE_REQUIRED;
    setNoteError(invalid);
    if (invalid) return;
    void guard(async () => {
      const answer = await client.commandAccessTokens.create({ note: note.trim(), expiration: expiry });
      setCreated(answer.token);
      setNote('');
    });
  };

  const remove = async (token: CommandToken) => {
    const asked = {
      title: `Delete the token "${token.note ?? ''}"?`,
      message: 'Scripts using it stop working.',
      confirmLabel: 'Delete',
    };
    if (!(await ask(asked))) return;
    void guard(async () => {
      await client.commandAccessTokens.delete(token._id);
    });
  };

  return (
    <>
      {question}
      <AccountTabs current="/account/command-access-token" />
      <form className="form narrow" onSubmit={submit} noValidate aria-labelledby="new-token-title">
        <h2 id="new-token-title">New token</h2>
        <div className="field">
          <label htmlFor={noteId}>Name</label>
          <input
            id={noteId}
            type="text"
            value={note}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            onChange={(e) => setNote(e.target.value)}
          />
          {noteError ? (
            <p id={`${noteId}-error`} className="field-error">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={expiryId}>Expiration</label>
          <select
            id={expiryId}
            value={String(expiry)}
            onChange={(e) =>
              setExpiry(e.target.value === 'null' ? null : (Number(e.target.value) as CommandTokenExpiration))
            }
          >
            {COMMAND_TOKEN_EXPIRATIONS.map((days) => (
              <option key={String(days)} value={String(days)}>
                {expiryLabel(days)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary" disabled={busy}>
          Create token
        </button>
      </form>
      {created ? (
        <div role="status" className="alert alert-success created-token">
          <p>Copy the token now: it is shown only once.</p>
          <p className="mono" data-testid="created-token">
            {created}
          </p>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(created)}>
            Copy
          </button>{' '}
          <button type="button" onClick={() => setCreated(undefined)}>
            Done
          </button>
        </div>
      ) : null}
      <ErrorAlert error={error ?? tokens.error} />
      <h2>Tokens</h2>
      {tokens.data?.items.length === 0 ? <p>No tokens yet.</p> : null}
      <ul className="rows" aria-label="Command access tokens">
        {tokens.data?.items.map((token) => (
          <li key={token._id} className="row">
            <span>
              <strong>{token.note}</strong> <span className="mono">{token.prefixToken ?? ''}…</span>{' '}
              <span className="muted">
                {token.expiresAt ? `expires ${formatDate(token.expiresAt)}` : 'never expires'}
              </span>
            </span>
            <button
              type="button"
              disabled={busy}
              aria-label={`Delete token ${token.note ?? ''}`}
              onClick={() => remove(token)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
