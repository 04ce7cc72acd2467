import {
  humanAction,
  PROFILE_LOAD_FALLBACK,
  PROFILE_UPDATED_MESSAGE,
  profileNameError,
  USER_STATE_DEFAULT,
  USER_STATES,
} from '@skiff/sdk/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { useProfile } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { AccountTabs } from './account-tabs.js';
import { AvatarUpload } from './avatar-upload.js';

/** /account/profile (spec 002 section 2.9): avatar, display name and availability state. */
export function ProfilePage() {
  const { client, handleError } = useSession();
  const profile = useProfile();
  const nameId = useId();
  const stateId = useId();
  const [name, setName] = useState('');
  const [state, setState] = useState<string>(USER_STATE_DEFAULT);
  const [nameError, setNameError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setName(profile.data?.displayName ?? '');
    setState(profile.data?.state ?? USER_STATE_DEFAULT);
  }, [profile.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = profileNameError(name);
    setNameError(invalid);
    setMessage(undefined);
    if (invalid) return;
    setBusy(true);
    setError(undefined);
    try {
      await client.account.updateProfile({ displayName: name.trim(), state });
      setMessage(PROFILE_UPDATED_MESSAGE);
      profile.reload();
    } catch (e) {
      handleError(e);
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AccountTabs current="/account/profile" />
      {profile.error ? <ErrorAlert error={profile.error ?? new Error(PROFILE_LOAD_FALLBACK)} /> : null}
      <AvatarUpload />
      <form className="form narrow" onSubmit={submit} noValidate>
        <p>
          <span className="muted">Email: </span>
          {profile.data?.email ?? ''}
        </p>
        <div className="field">
          <label htmlFor={nameId}>Display name</label>
          <input
            id={nameId}
            type="text"
            value={name}
            autoComplete="name"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameError ? (
            <p id={`${nameId}-error`} className="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={stateId}>State</label>
          <select id={stateId} value={state} onChange={(e) => setState(e.target.value)}>
            {USER_STATES.map((s) => (
              <option key={s} value={s}>
                {humanAction(s)}
              </option>
            ))}
          </select>
        </div>
        {message ? (
          <p role="status" className="alert alert-success">
            {message}
          </p>
        ) : null}
        <ErrorAlert error={error} />
        <button type="submit" className="primary" disabled={busy || !profile.data}>
          Save
        </button>
      </form>
    </>
  );
}
