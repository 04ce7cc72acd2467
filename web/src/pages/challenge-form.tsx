import { type ChallengeQuestion, challengeQuestion, type MfaChallenge, type SignInAnswers } from '@skiff/sdk';
import { REQUIRED_MESSAGE, validateNewPassword } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../components/field.js';

/**
 * The sign-in's second step on the login page: the SDK's sign-in (LoginProvider.signIn, sign-in-flow.ts) asks
 * through `SignInAnswers` when the pool wants a new password (NEW_PASSWORD_REQUIRED) or an MFA code
 * (SOFTWARE_TOKEN_MFA, SMS_MFA); the page shows this form and hands the SDK what the user typed. The questions and
 * the rules are the SDK's (challenges.ts), not the page's.
 */
export interface PendingChallenge {
  question: ChallengeQuestion;
  answer(value: string): void;
  cancel(): void;
}

/** Sign-in answers that show a form (through `show`) and wait for the user. */
export function answersThroughForm(show: (pending: PendingChallenge | undefined) => void): SignInAnswers {
  const ask = (question: ChallengeQuestion | undefined) =>
    new Promise<string>((resolve, reject) => {
      if (!question) return reject(new Error('The login provider asked a question this page cannot show.'));
      show({ question, answer: resolve, cancel: () => reject(new Error('Sign-in cancelled.')) });
    });
  return {
    newPassword: () => ask(challengeQuestion('NEW_PASSWORD_REQUIRED')),
    mfaCode: (challenge: MfaChallenge) =>
      ask(
        challengeQuestion(
          challenge.kind,
          challenge.destination ? { CODE_DELIVERY_DESTINATION: challenge.destination } : {},
        ),
      ),
  };
}

export function ChallengeForm({ pending }: { pending: PendingChallenge }) {
  const id = useId();
  const { question } = pending;
  const newPassword = question.kind === 'NEW_PASSWORD_REQUIRED';
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = newPassword ? validateNewPassword(value, confirm) : value.trim() ? {} : { password: REQUIRED_MESSAGE };
  const shown = submitted ? errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    pending.answer(value);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="form"
      aria-busy={busy}
      aria-label={newPassword ? 'Set a new password' : 'Enter your code'}
    >
      <p role="status" className="alert alert-info">
        {question.prompt}
      </p>
      {newPassword ? (
        <>
          <TextField
            id={`${id}-new`}
            label="New password"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={setValue}
            error={shown.password}
          />
          <TextField
            id={`${id}-confirm`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={shown.confirm}
          />
        </>
      ) : (
        <TextField
          id={`${id}-code`}
          label="Code"
          autoComplete="one-time-code"
          value={value}
          onChange={setValue}
          error={shown.password}
        />
      )}
      <p>
        <button type="submit" className="primary" disabled={busy}>
          {newPassword ? 'Set password' : 'Verify'}
        </button>
        <button type="button" onClick={pending.cancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}
