import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.js';
import { INVALID_PASSWORD_MESSAGE, isValidPassword, PASSWORD_MISMATCH_MESSAGE } from '../domain.js';
import { CognitoError } from './cognito.js';
import { confirmForgotPassword, forgotPassword } from './forgot-password.js';
import { alertLine, escapeHtml, hiddenField, readForm, redirectProblem, redirectTo, sendHtml } from './hosted-page.js';

/**
 * The hosted forgot-password page, `{loginDomain}/forgotPassword?client_id=...&redirect_uri=...`: a form for the
 * e-mail (`ForgotPassword`), then one for the code and the new password (`ConfirmForgotPassword`), then back to the
 * redirect URI, checked as the login page checks it.
 */
export const FORGOT_PASSWORD_PAGE = '/forgotPassword';
export const CONFIRM_FORGOT_PASSWORD_PAGE = '/confirmForgotPassword';
const TITLE = 'Reset your password';

interface Return {
  clientId: string;
  redirectUri: string;
}

function returnHidden(back: Return): string {
  return hiddenField('client_id', back.clientId) + hiddenField('redirect_uri', back.redirectUri);
}

function renderEmailForm(res: ServerResponse, base: string, back: Return, status = 200, error?: string, email = '') {
  sendHtml(
    res,
    status,
    TITLE,
    alertLine(error) +
      `<form method="post" action="${base}${FORGOT_PASSWORD_PAGE}">${returnHidden(back)}` +
      '<p>Enter your email: a code to reset your password will be sent to it.</p>' +
      `<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></p>` +
      '<p><button type="submit">Send code</button></p></form>',
  );
}

function renderCodeForm(res: ServerResponse, base: string, back: Return, email: string, status = 200, error?: string) {
  sendHtml(
    res,
    status,
    TITLE,
    alertLine(error) +
      `<form method="post" action="${base}${CONFIRM_FORGOT_PASSWORD_PAGE}">${returnHidden(back)}${hiddenField('email', email)}` +
      `<p role="status">A code was sent to ${escapeHtml(email)}.</p>` +
      '<p><label for="code">Code</label><br><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required></p>' +
      '<p><label for="password">New password</label><br><input id="password" name="password" type="password" autocomplete="new-password" required></p>' +
      '<p><label for="confirm">Confirm new password</label><br><input id="confirm" name="confirm" type="password" autocomplete="new-password" required></p>' +
      '<p><button type="submit">Change password</button></p></form>',
  );
}

/**
 * The checked client and redirect URI of a request, or undefined after sending the browser to the error page
 * (`redirect_mismatch` for a redirect_uri that is not a registered callback URL, as the sign-in page does).
 */
function returnOf(ctx: AppContext, res: ServerResponse, base: string, source: URLSearchParams): Return | undefined {
  const clientId = source.get('client_id');
  const redirectUri = source.get('redirect_uri');
  const problem = redirectProblem(ctx, base, clientId, redirectUri);
  if (!problem) return { clientId: clientId!, redirectUri: redirectUri! };
  redirectTo(res, problem);
  return undefined;
}

/** Runs one Cognito operation and answers its error message, or undefined when it went through. */
async function failureOf(operation: Promise<unknown>): Promise<string | undefined> {
  try {
    await operation;
    return undefined;
  } catch (error) {
    if (error instanceof CognitoError) return error.message;
    throw error;
  }
}

async function sendCode(ctx: AppContext, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  if (!form) return sendHtml(res, 400, TITLE, '<p>The form could not be read.</p>');
  const back = returnOf(ctx, res, base, form);
  if (!back) return;
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const failure = await failureOf(forgotPassword(ctx, { ClientId: back.clientId, Username: email }));
  if (failure) return renderEmailForm(res, base, back, 400, failure, email);
  renderCodeForm(res, base, back, email);
}

async function setPassword(ctx: AppContext, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  if (!form) return sendHtml(res, 400, TITLE, '<p>The form could not be read.</p>');
  const back = returnOf(ctx, res, base, form);
  if (!back) return;
  const email = form.get('email') ?? '';
  const password = form.get('password') ?? '';
  let failure: string | undefined;
  if (!isValidPassword(password)) failure = INVALID_PASSWORD_MESSAGE;
  else if (form.get('confirm') !== password) failure = PASSWORD_MISMATCH_MESSAGE;
  else {
    failure = await failureOf(
      confirmForgotPassword(ctx, {
        ClientId: back.clientId,
        Username: email,
        ConfirmationCode: form.get('code') ?? '',
        Password: password,
      }),
    );
  }
  if (failure) return renderCodeForm(res, base, back, email, 400, failure);
  redirectTo(res, back.redirectUri);
}

/** Serves the forgot-password pages under `base` (the login domain's path); answers false for any other page. */
export async function handleForgotPasswordPage(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  base: string,
  page: string,
  search: string,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (page === FORGOT_PASSWORD_PAGE && (method === 'GET' || method === 'HEAD')) {
    const back = returnOf(ctx, res, base, new URLSearchParams(search));
    if (back) renderEmailForm(res, base, back);
  } else if (page === FORGOT_PASSWORD_PAGE && method === 'POST') await sendCode(ctx, base, req, res);
  else if (page === CONFIRM_FORGOT_PASSWORD_PAGE && method === 'POST') await setPassword(ctx, base, req, res);
  else return false;
  return true;
}
