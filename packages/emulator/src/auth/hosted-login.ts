import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHALLENGE_MESSAGES } from '@skiff/sdk/cognito';
import type { AppContext } from '../context.js';
import { SIGN_IN_FALLBACK_MESSAGE, signInErrorMessage } from '../domain.js';
import { sendJson } from '../http/respond.js';
import type { User } from '../store/users.js';
import { CognitoError } from './cognito-error.js';
import { handleForgotPasswordPage } from './forgot-password-page.js';
import {
  answerChallengeForm,
  CHALLENGE_PAGE,
  challengeStateFromForm,
  challengeStateOf,
  renderChallengeForm,
} from './hosted-challenge.js';
import { alertLine, escapeHtml, hiddenField, readForm, redirectProblem, redirectTo, sendHtml } from './hosted-page.js';
import { passwordSignIn, type SignInStep } from './sign-in.js';
import { type AppClient, appClientById } from './user-pool.js';

/**
 * The hosted login page and the OAuth 2 authorization code grant with PKCE (S256), under `{origin}/cognito`
 * (the `loginDomain` of discovery): `GET /cognito/login` or `/cognito/oauth2/authorize`, the form `POST`, then
 * `POST /cognito/oauth2/token`. As on Cognito, redirect_uri must be one of the app client's registered callback
 * URLs exactly (user-pool.ts); any other sends the browser to `/cognito/error?error=redirect_mismatch`. A password
 * the pool answers with a challenge goes on to the challenge form (hosted-challenge.ts).
 */
export const LOGIN_BASE = '/cognito';
const CODE_TTL_MS = 5 * 60_000;

interface PendingCode {
  userId: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
}

/** One-time codes per running emulator (never shared between emulators of one process). */
const codesByEmulator = new WeakMap<AppContext, Map<string, PendingCode>>();
function codesOf(ctx: AppContext): Map<string, PendingCode> {
  let codes = codesByEmulator.get(ctx);
  if (!codes) {
    codes = new Map();
    codesByEmulator.set(ctx, codes);
  }
  return codes;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

function authorizeParams(source: URLSearchParams): AuthorizeParams {
  const params: AuthorizeParams = {};
  for (const name of AUTHORIZE_PARAMS) {
    const value = source.get(name);
    if (value) params[name] = value;
  }
  return params;
}

function checkRedirect(ctx: AppContext, p: AuthorizeParams): string | undefined {
  return redirectProblem(ctx, LOGIN_BASE, p.client_id, p.redirect_uri);
}

/** Why the authorize request cannot go on, or undefined when it can. */
function authorizeProblem(p: AuthorizeParams): string | undefined {
  if (p.response_type !== 'code') return 'response_type must be code.';
  if (p.code_challenge_method !== 'S256') return 'code_challenge_method must be S256.';
  if (!p.code_challenge || !/^[A-Za-z0-9_-]{43,128}$/.test(p.code_challenge)) return 'code_challenge is missing.';
  return undefined;
}

/** The authorize request's parameters as hidden fields, carried from form to form. */
function authorizeHidden(p: AuthorizeParams): string {
  return AUTHORIZE_PARAMS.map((name) => (p[name] ? hiddenField(name, p[name]) : '')).join('');
}

function renderForm(res: ServerResponse, p: AuthorizeParams, status = 200, error?: string, email = ''): void {
  sendHtml(
    res,
    status,
    'Sign in to skiff',
    alertLine(error) +
      `<form method="post" action="${LOGIN_BASE}/login">${authorizeHidden(p)}` +
      `<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></p>` +
      '<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>' +
      '<p><button type="submit">Sign in</button></p></form>',
  );
}

/** The checked authorize parameters of a posted form, or undefined after answering the refusal. */
async function authorizedForm(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ form: URLSearchParams; params: AuthorizeParams; client: AppClient } | undefined> {
  const form = await readForm(req);
  if (!form) {
    sendHtml(res, 400, 'Sign-in failed', '<p>The form could not be read.</p>');
    return undefined;
  }
  const params = authorizeParams(form);
  const mismatch = checkRedirect(ctx, params);
  if (mismatch) {
    redirectTo(res, mismatch);
    return undefined;
  }
  const problem = authorizeProblem(params);
  if (problem) {
    sendHtml(res, 400, 'Sign-in failed', `<p>${escapeHtml(problem)}</p>`);
    return undefined;
  }
  return { form, params, client: appClientById(params.client_id)! };
}

/**
 * The sign-in form's post: the password is checked by the pool's own logic (sign-in.ts, as USER_PASSWORD_AUTH is,
 * whatever flows the app client allows for its own calls, as on Cognito's hosted UI); a challenge goes on to the
 * challenge form (hosted-challenge.ts).
 */
async function signInFromForm(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const posted = await authorizedForm(ctx, req, res);
  if (!posted) return;
  const { form, params, client } = posted;
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const password = form.get('password') ?? '';
  if (!email || !password) return renderForm(res, params, 401, SIGN_IN_FALLBACK_MESSAGE, email);
  let step: SignInStep;
  try {
    step = await passwordSignIn(ctx, client, email, password);
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    return renderForm(res, params, 401, signInErrorMessage(error.type), email);
  }
  if ('challenge' in step) {
    return renderChallengeForm(res, LOGIN_BASE, authorizeHidden(params), challengeStateOf(step.challenge, email));
  }
  sendCode(ctx, res, params, step.done);
}

async function challengeFromForm(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const posted = await authorizedForm(ctx, req, res);
  if (!posted) return;
  const { form, params, client } = posted;
  const state = challengeStateFromForm(form);
  if (!state) return renderForm(res, params, 400, CHALLENGE_MESSAGES.SESSION_EXPIRED);
  const outcome = await answerChallengeForm(ctx, client, state, form);
  if ('error' in outcome) {
    if (!outcome.again) return renderForm(res, params, 401, outcome.error);
    return renderChallengeForm(res, LOGIN_BASE, authorizeHidden(params), state, 401, outcome.error);
  }
  const { step } = outcome;
  if ('challenge' in step) {
    const next = challengeStateOf(step.challenge, state.username);
    return renderChallengeForm(res, LOGIN_BASE, authorizeHidden(params), next);
  }
  sendCode(ctx, res, params, step.done);
}

/** Signed in: a one-time code for the redirect_uri (authorization code grant). */
function sendCode(ctx: AppContext, res: ServerResponse, params: AuthorizeParams, user: User): void {
  const code = randomBytes(32).toString('base64url');
  codesOf(ctx).set(sha256(code), {
    userId: user._id,
    clientId: params.client_id!,
    redirectUri: params.redirect_uri!,
    challenge: params.code_challenge!,
    expiresAt: Date.now() + CODE_TTL_MS,
  });
  const target = new URL(params.redirect_uri!);
  target.searchParams.set('code', code);
  if (params.state) target.searchParams.set('state', params.state);
  redirectTo(res, target.toString());
}

/** Checks a confidential client's secret (HTTP Basic or client_secret in the form); a public client needs none. */
function clientAuthenticated(req: IncomingMessage, form: URLSearchParams, client: AppClient): boolean {
  if (!client.clientSecret) return true;
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const pair = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8') : undefined;
  const secret = pair?.startsWith(`${client.clientId}:`)
    ? pair.slice(client.clientId.length + 1)
    : form.get('client_secret');
  return secret === client.clientSecret;
}

function oauthError(req: IncomingMessage, res: ServerResponse, status: number, error: string, description: string) {
  sendJson(req, res, status, { error, error_description: description }, { 'cache-control': 'no-store' });
}

async function token(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  if (!form) return oauthError(req, res, 400, 'invalid_request', 'The request body could not be read.');
  const clientId = form.get('client_id');
  const client = appClientById(clientId);
  if (!client || !clientAuthenticated(req, form, client)) {
    return oauthError(req, res, 401, 'invalid_client', 'Unknown client_id or wrong client secret.');
  }
  const grant = form.get('grant_type');
  if (grant === 'refresh_token') {
    const refresh = form.get('refresh_token');
    const grant = refresh ? ctx.tokens.refreshGrant(refresh) : undefined;
    if (!grant) return oauthError(req, res, 400, 'invalid_grant', 'Invalid Refresh Token');
    const issued = ctx.tokens.issue(grant.user, false, { clientId: client.clientId, originJti: grant.originJti });
    return sendTokens(req, res, issued);
  }
  if (grant !== 'authorization_code') {
    return oauthError(
      req,
      res,
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token.',
    );
  }
  const code = form.get('code');
  const verifier = form.get('code_verifier');
  if (!code || !verifier) return oauthError(req, res, 400, 'invalid_request', 'code and code_verifier are required.');
  const codes = codesOf(ctx);
  const pending = codes.get(sha256(code));
  // A code works once, whatever the outcome of this attempt.
  codes.delete(sha256(code));
  if (!pending || pending.expiresAt <= Date.now()) {
    return oauthError(req, res, 400, 'invalid_grant', 'The code is unknown, expired or already used.');
  }
  if (pending.clientId !== clientId || pending.redirectUri !== form.get('redirect_uri')) {
    return oauthError(req, res, 400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
  }
  if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
    return oauthError(req, res, 400, 'invalid_grant', 'code_verifier does not match the code_challenge.');
  }
  const user = ctx.store.users.findById(pending.userId);
  if (!user?.confirmed) return oauthError(req, res, 400, 'invalid_grant', 'The user can no longer sign in.');
  return sendTokens(req, res, ctx.tokens.issue(user, true, { clientId: client.clientId }));
}

function sendTokens(req: IncomingMessage, res: ServerResponse, issued: ReturnType<AppContext['tokens']['issue']>) {
  const body: Record<string, unknown> = {
    access_token: issued.AccessToken,
    id_token: issued.IdToken,
    token_type: 'Bearer',
    expires_in: issued.ExpiresIn,
  };
  if (issued.RefreshToken) body.refresh_token = issued.RefreshToken;
  sendJson(req, res, 200, body, { 'cache-control': 'no-store', pragma: 'no-cache' });
}

async function revoke(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  const refresh = form?.get('token');
  if (!refresh) return oauthError(req, res, 400, 'invalid_request', 'token is required.');
  ctx.tokens.revokeRefresh(refresh);
  sendJson(req, res, 200, {});
}

/**
 * Serves `/cognito/login`, `/cognito/oauth2/authorize|token|revoke` and the forgot-password pages; answers false for
 * any other path.
 */
export async function handleHostedLogin(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const page = path.slice(LOGIN_BASE.length);
  if ((page === '/login' || page === '/oauth2/authorize') && (method === 'GET' || method === 'HEAD')) {
    const params = authorizeParams(new URLSearchParams(search));
    const mismatch = checkRedirect(ctx, params);
    const problem = mismatch ? undefined : authorizeProblem(params);
    if (mismatch) redirectTo(res, mismatch);
    else if (problem) sendHtml(res, 400, 'Sign-in request refused', `<p>${escapeHtml(problem)}</p>`);
    else renderForm(res, params);
  } else if (page === '/error' && (method === 'GET' || method === 'HEAD')) {
    const error = new URLSearchParams(search).get('error') ?? 'invalid_request';
    // Cognito's hosted error page says this and shows the error code.
    sendHtml(
      res,
      400,
      'An error was encountered with the requested page.',
      `<p>${escapeHtml(error)}</p>${error === 'redirect_mismatch' ? '<p>The redirect_uri is not a callback URL registered on this app client.</p>' : ''}`,
    );
  } else if (page === '/login' && method === 'POST') await signInFromForm(ctx, req, res);
  else if (page === CHALLENGE_PAGE && method === 'POST') await challengeFromForm(ctx, req, res);
  else if (page === '/oauth2/token' && method === 'POST') await token(ctx, req, res);
  else if (page === '/oauth2/revoke' && method === 'POST') await revoke(ctx, req, res);
  else return handleForgotPasswordPage(ctx, req, res, LOGIN_BASE, page, search);
  return true;
}
