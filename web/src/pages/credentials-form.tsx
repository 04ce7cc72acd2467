import { type CredentialErrors, passwordChecklist, validateLogin, validateSignUp } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../components/field.js';

export interface Credentials {
  email: string;
  password: string;
}

interface Props {
  mode: 'login' | 'signup';
  submitLabel: string;
  onSubmit(credentials: Credentials): Promise<void>;
  describeError(error: unknown): string;
}

/**
 * Email and password (and the confirmation on sign-up) with the spec's messages, shown after the first submit and
 * then live. Submit stays disabled until the Terms checkbox is ticked (spec 000 section 5).
 */
export function CredentialsForm({ mode, submitLabel, onSubmit, describeError }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const errors: CredentialErrors =
    mode === 'login' ? validateLogin(email, password) : validateSignUp(email, password, confirm);
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(errors).length > 0 || !terms) return;
    setBusy(true);
    try {
      await onSubmit({ email: email.trim().toLowerCase(), password });
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form" aria-busy={busy}>
      <Field id={`${id}-email`} label="Email" error={shown.email}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={shown.email ? true : undefined}
          aria-describedby={shown.email ? `${id}-email-error` : undefined}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={shown.password}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={shown.password ? true : undefined}
          aria-describedby={shown.password ? `${id}-password-error` : undefined}
        />
      </Field>
      {mode === 'signup' ? <PasswordChecklist password={password} /> : null}
      {mode === 'signup' ? (
        <Field id={`${id}-confirm`} label="Confirm password" error={shown.confirm}>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={shown.confirm ? true : undefined}
            aria-describedby={shown.confirm ? `${id}-confirm-error` : undefined}
          />
        </Field>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />I agree to the Terms and
        Conditions
      </label>
      {failure ? (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={!terms || busy}>
        {busy ? `${submitLabel}…` : submitLabel}
      </button>
    </form>
  );
}

/** Spec 000 section 5: the live checklist of the sign-up password rules, each marked as the user types. */
function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="password-checklist" aria-label="Password rules">
      {passwordChecklist(password).map(({ rule, met }) => (
        <li key={rule} className={met ? 'met' : 'muted'}>
          <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
          {rule}
          <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
