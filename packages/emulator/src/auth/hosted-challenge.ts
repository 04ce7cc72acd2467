import type { ServerResponse } from 'node:http';
import { CHALLENGE_MESSAGES, type ChallengeQuestion, challengeQuestion, challengeResponses } from '@skiff/sdk/cognito';
import type { AppContext } from '../context.js';
import { signInErrorMessage, validateNewPassword } from '../domain.js';
import { CognitoError } from './cognito-error.js';
import { alertLine, escapeHtml, hiddenField, sendHtml } from './hosted-page.js';
import { answerChallenge, type SignInStep } from './sign-in.js';
import type { AppClient } from './user-pool.js';

/**
 * The hosted login page's second step: when the password was right but the pool asks for more (a new password, an
 * authenticator or SMS code), a form asks for it and posts to `{loginDomain}/challenge` (our path; Cognito's own
 * hosted UI has its own). The question and the ChallengeResponses come from the SDK's challenges.ts, the same code
 * the CLI and the web app answer with; the answer goes through the pool's own RespondToAuthChallenge logic
 * (sign-in.ts). The challenge session travels in the form, as the session of RespondToAuthChallenge does.
 */
export const CHALLENGE_PAGE = '/challenge';

/** What the form carries from one step to the next besides the authorize parameters. */
export interface ChallengeState {
  challenge: string;
  session: string;
  username: string;
  destination?: string;
}

/** The state of a challenge the pool answered, for the form. */
export function challengeStateOf(challenge: Record<string, unknown>, typedEmail: string): ChallengeState {
  const params = (challenge.ChallengeParameters ?? {}) as Record<string, string>;
  return {
    challenge: String(challenge.ChallengeName),
    session: String(challenge.Session),
    username: params.USER_ID_FOR_SRP ?? typedEmail,
    ...(params.CODE_DELIVERY_DESTINATION ? { destination: params.CODE_DELIVERY_DESTINATION } : {}),
  };
}

function questionOf(state: ChallengeState): ChallengeQuestion | undefined {
  return challengeQuestion(state.challenge, state.destination ? { CODE_DELIVERY_DESTINATION: state.destination } : {});
}

/** Renders the form that asks the question of `state`; `authorizeHidden` carries the authorize request along. */
export function renderChallengeForm(
  res: ServerResponse,
  base: string,
  authorizeHidden: string,
  state: ChallengeState,
  status = 200,
  error?: string,
): void {
  const question = questionOf(state);
  if (!question) {
    sendHtml(res, 400, 'Sign-in failed', `<p>${escapeHtml(`Unknown challenge ${state.challenge}.`)}</p>`);
    return;
  }
  const hidden =
    authorizeHidden +
    hiddenField('challenge', state.challenge) +
    hiddenField('session', state.session) +
    hiddenField('username', state.username) +
    (state.destination ? hiddenField('destination', state.destination) : '');
  const fields =
    question.kind === 'NEW_PASSWORD_REQUIRED'
      ? '<p><label for="new_password">New password</label><br><input id="new_password" name="new_password" type="password" autocomplete="new-password" required></p>' +
        '<p><label for="confirm_password">Confirm new password</label><br><input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required></p>'
      : '<p><label for="code">Code</label><br><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required></p>';
  const title = question.kind === 'NEW_PASSWORD_REQUIRED' ? 'Set a new password' : 'Enter your code';
  sendHtml(
    res,
    status,
    title,
    alertLine(error) +
      `<form method="post" action="${base}${CHALLENGE_PAGE}">${hidden}` +
      `<p role="status">${escapeHtml(question.prompt)}</p>${fields}` +
      `<p><button type="submit">${question.kind === 'NEW_PASSWORD_REQUIRED' ? 'Set password' : 'Verify'}</button></p></form>`,
  );
}

/** The outcome of a challenge form: the next step, or what to show (`again`: the same form; else the sign-in form). */
export type ChallengeOutcome = { step: SignInStep } | { error: string; again: boolean };

/** Reads the challenge state from a posted form, or undefined when it is incomplete. */
export function challengeStateFromForm(form: URLSearchParams): ChallengeState | undefined {
  const challenge = form.get('challenge');
  const session = form.get('session');
  const username = form.get('username');
  if (!challenge || !session || !username) return undefined;
  const destination = form.get('destination');
  return { challenge, session, username, ...(destination ? { destination } : {}) };
}

/** Answers the posted challenge form with the pool's RespondToAuthChallenge logic. */
export async function answerChallengeForm(
  ctx: AppContext,
  client: AppClient,
  state: ChallengeState,
  form: URLSearchParams,
): Promise<ChallengeOutcome> {
  const question = questionOf(state);
  if (!question) return { error: `Unknown challenge ${state.challenge}.`, again: false };
  let given = form.get('code') ?? '';
  if (question.kind === 'NEW_PASSWORD_REQUIRED') {
    given = form.get('new_password') ?? '';
    const errors = validateNewPassword(given, form.get('confirm_password') ?? '');
    const problem = errors.password ?? errors.confirm;
    if (problem) return { error: problem, again: true };
  }
  const checked = challengeResponses(question.kind, given);
  if ('problem' in checked) return { error: checked.problem, again: true };
  try {
    const body = {
      ChallengeName: state.challenge,
      Session: state.session,
      ChallengeResponses: { USERNAME: state.username, ...checked.responses },
    };
    return { step: await answerChallenge(ctx, client, body, false) };
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    if (/session is expired/i.test(error.message)) return { error: CHALLENGE_MESSAGES.SESSION_EXPIRED, again: false };
    // A wrong code may be given again while the session lasts (sign-in.ts counts the attempts).
    return { error: signInErrorMessage(error.type), again: error.type === 'CodeMismatchException' };
  }
}
