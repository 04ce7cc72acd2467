import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest, Reply, RouteDef } from '../api/types.js';
import { CognitoError, handleCognito } from '../auth/cognito.js';
import { handleHostedLogin, LOGIN_BASE } from '../auth/hosted-login.js';
import { listIssuedCodes } from '../auth/issued-codes.js';
import { DEFAULT_CLIENT_ID, POOL_PATH, USER_POOL_ID } from '../auth/user-pool.js';
import type { AppContext } from '../context.js';
import type { CachedAnswer } from './answer-cache.js';
import { readJsonBody } from './body.js';
import { errorBody, HttpError, unauthorized } from './errors.js';
import { armDrop, delay, handleFaultAdmin } from './faults.js';
import { localOnlyRefusal } from './local-only.js';
import { readRequestBody } from './multipart.js';
import { JSON_CONTENT_TYPE, jsonPayload, preflight, sendJson, sendRaw } from './respond.js';
import type { Router } from './router.js';
import { serveWebApp } from './static.js';

const AMZ_JSON = 'application/x-amz-json-1.1';
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the caller used (loopback only), so discovery hands back URLs the caller can reach. */
function callerOrigin(req: IncomingMessage, ctx: AppContext): string {
  const host = req.headers.host;
  return host && /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host) ? `http://${host}` : ctx.origin();
}

/** A `cached` route's answer: the one kept when nothing was written since, else the handler's (kept if a 200). */
async function cachedAnswer(
  ctx: AppContext,
  handler: (req: ApiRequest) => Reply,
  request: ApiRequest,
  key: string,
): Promise<CachedAnswer> {
  const kept = ctx.answers.get(key);
  if (kept) return kept;
  const since = ctx.answers.generation();
  const reply = await handler(request);
  const answer = {
    status: reply.status ?? 200,
    headers: { 'content-type': JSON_CONTENT_TYPE, ...reply.headers },
    payload: jsonPayload(reply.body),
  };
  if (answer.status === 200) ctx.answers.set(key, since, answer);
  return answer;
}

async function handleApi(
  ctx: AppContext,
  router: Router<RouteDef>,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
) {
  const faults = ctx.faults.decide(req, path);
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  if (faults.status) {
    sendJson(req, res, faults.status, errorBody(faults.status, 'Fault injected by x-skiff-fault'), faults.headers);
    return;
  }
  if (faults.drop) armDrop(res);
  const method = req.method ?? 'GET';
  const match = router.match(method, path);
  if (!match) {
    sendJson(req, res, 404, errorBody(404, `Cannot ${method} ${path}`));
    return;
  }
  const route = match.handler;
  const base = {
    method,
    path,
    params: match.params,
    query: new URLSearchParams(search),
    headers: req.headers,
    faults: faults.request,
    ctx,
    body: undefined as unknown,
  };
  try {
    let reply: Awaited<ReturnType<RouteDef['handler']>>;
    if (route.public) {
      if (METHODS_WITH_BODY.has(method)) base.body = await readRequestBody(req);
      reply = await route.handler(base);
    } else {
      const user = ctx.tokens.authenticate(req.headers.authorization);
      if (!user) throw unauthorized();
      if (route.cached && (method === 'GET' || method === 'HEAD')) {
        const answer = await cachedAnswer(ctx, route.handler, { ...base, user }, `${user._id} ${path}?${search}`);
        sendRaw(req, res, answer.status, answer.payload, answer.headers);
        return;
      }
      if (METHODS_WITH_BODY.has(method)) base.body = await readRequestBody(req);
      reply = await route.handler({ ...base, user });
    }
    if (reply.raw) sendRaw(req, res, reply.status ?? 200, reply.raw, reply.headers);
    else sendJson(req, res, reply.status ?? 200, reply.body, reply.headers);
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(req, res, error.status, error.toBody());
      return;
    }
    ctx.options.log(
      `error on ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendJson(req, res, 500, errorBody(500, 'Internal server error'));
  }
}

async function handleCognitoRequest(ctx: AppContext, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') {
    sendJson(req, res, 405, { __type: 'MethodNotAllowed', message: 'Use POST.' }, {}, AMZ_JSON);
    return;
  }
  try {
    let body: unknown;
    try {
      body = await readJsonBody(req);
    } catch {
      throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
    }
    const target = req.headers['x-amz-target'];
    const answer = await handleCognito(ctx, typeof target === 'string' ? target : undefined, body);
    sendJson(req, res, 200, answer, {}, AMZ_JSON);
  } catch (error) {
    if (error instanceof CognitoError) {
      sendJson(
        req,
        res,
        error.status,
        { __type: error.type, message: error.message },
        { 'x-amzn-errortype': `${error.type}:` },
        AMZ_JSON,
      );
      return;
    }
    ctx.options.log(`error on cognito: ${error instanceof Error ? error.message : String(error)}`);
    sendJson(req, res, 500, { __type: 'InternalErrorException', message: 'Internal error' }, {}, AMZ_JSON);
  }
}

/**
 * The user pool's public documents under its issuer: `{iss}/.well-known/jwks.json` (the signing key) and
 * `{iss}/.well-known/openid-configuration`, as Cognito serves them.
 */
function userPoolDocument(ctx: AppContext, req: IncomingMessage, res: ServerResponse, path: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(req, res, 405, errorBody(405, `Cannot ${req.method} ${path}`));
  }
  const document = path.slice(`${POOL_PATH}/.well-known/`.length);
  const issuer = ctx.tokens.issuer();
  const login = `${ctx.origin()}${LOGIN_BASE}`;
  if (document === 'jwks.json') return sendJson(req, res, 200, ctx.tokens.jwks());
  if (document === 'openid-configuration') {
    return sendJson(req, res, 200, {
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      authorization_endpoint: `${login}/oauth2/authorize`,
      token_endpoint: `${login}/oauth2/token`,
      revocation_endpoint: `${login}/oauth2/revoke`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  }
  return sendJson(req, res, 404, errorBody(404, `Cannot ${req.method} ${path}`));
}

/** The node:http request listener: API, login provider, discovery, then the web app. */
export function createRequestListener(ctx: AppContext, router: Router<RouteDef>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const search = q === -1 ? '' : url.slice(q + 1);
    res.on('finish', () => {
      ctx.options.log(`${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });
    const work = route(ctx, router, req, res, path, search);
    work.catch((error: unknown) => {
      ctx.options.log(`error on ${req.method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(req, res, 500, errorBody(500, 'Internal server error'));
      else res.destroy();
    });
  };
}

async function route(
  ctx: AppContext,
  router: Router<RouteDef>,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
) {
  const refusal = localOnlyRefusal(req);
  if (refusal) return sendJson(req, res, refusal.status, errorBody(refusal.status, refusal.message));
  if (req.method === 'OPTIONS') return preflight(req, res);
  if (path === '/api' || path.startsWith('/api/')) return handleApi(ctx, router, req, res, path, search);
  // Webhooks and the git-host OAuth entries sit at the origin's root (contract README), served by the same router.
  if (path.startsWith('/webhooks/') || path.startsWith('/auth/')) return handleApi(ctx, router, req, res, path, search);
  if (path === '/cognito' || path === '/cognito/') return handleCognitoRequest(ctx, req, res);
  if (path.startsWith(`${POOL_PATH}/.well-known/`)) return userPoolDocument(ctx, req, res, path);
  if (path.startsWith(`${LOGIN_BASE}/`)) {
    if (await handleHostedLogin(ctx, req, res, path, search)) return;
    return sendJson(req, res, 404, errorBody(404, `Cannot ${req.method} ${path}`));
  }
  if (path === '/__emulator/codes' && (req.method === 'GET' || req.method === 'HEAD')) {
    const email = new URLSearchParams(search).get('email') ?? undefined;
    return sendJson(req, res, 200, { codes: listIssuedCodes(ctx, email) }, { 'cache-control': 'no-store' });
  }
  if (await handleFaultAdmin(ctx, req, res, path)) return;
  if (path === '/.well-known/skiff.json') {
    const origin = callerOrigin(req, ctx);
    return sendJson(req, res, 200, {
      apiVersion: '2',
      loginEndpoint: `${origin}/cognito/`,
      loginDomain: `${origin}${LOGIN_BASE}`,
      clientId: DEFAULT_CLIENT_ID,
      userPoolId: USER_POOL_ID,
    });
  }
  if (req.method === 'GET' || req.method === 'HEAD') return serveWebApp(req, res, ctx.options.webRoot, path);
  sendJson(req, res, 404, errorBody(404, `Cannot ${req.method} ${path}`));
}
