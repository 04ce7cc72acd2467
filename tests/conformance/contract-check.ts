/**
 * Checks recorded exchanges against `contract/openapi-v2.json` with openapi-backend (a maintained OpenAPI 3
 * router and validator on ajv): the operation a request matches, its path, query and body against the operation's
 * parameters and DTO, and a 2xx answer's body against the operation's response schema. Two presence rules the
 * library leaves to its caller are read off the same operation object: a body sent where the contract declares
 * none, and a 2xx status the contract does not list. Error answers are counted, not checked: the contract
 * declares almost no error responses.
 */
import { readFileSync } from 'node:fs';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { Exchange } from './recording-http.js';

export const CONTRACT_PATH = new URL('../../contract/openapi-v2.json', import.meta.url);

export interface Findings {
  /** Operation ids the requests matched. */
  exercised: Set<string>;
  /** `operationId request: message` lines. */
  requestViolations: string[];
  /** `operationId response: message` lines. */
  responseViolations: string[];
  /** Non-2xx answers by status (business rules the contract does not describe). */
  errorAnswers: Record<string, number>;
}

export async function contractChecker() {
  const definition = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8'));
  const api = new OpenAPIBackend({
    definition,
    quick: false,
    strict: false,
    validate: true,
    ajvOpts: { strict: false, allErrors: true },
  });
  await api.init();
  return (exchanges: readonly Exchange[]): Findings => {
    const findings: Findings = {
      exercised: new Set(),
      requestViolations: [],
      responseViolations: [],
      errorAnswers: {},
    };
    for (const exchange of exchanges) check(api, exchange, findings);
    return findings;
  };
}

function bodyOf(exchange: Exchange): unknown {
  const type = exchange.requestHeaders['content-type'] ?? '';
  if (exchange.requestBody === undefined) return undefined;
  if (typeof exchange.requestBody === 'string' && type.includes('json')) return JSON.parse(exchange.requestBody);
  return { multipart: true };
}

function describe(errors: { instancePath: string; message?: string; params?: Record<string, unknown> }[] | null) {
  return (errors ?? []).map((e) => {
    const extra = e.params?.additionalProperty ?? '';
    return `${e.instancePath || '/'} ${e.message ?? 'invalid'}${extra ? ` '${String(extra)}'` : ''}`;
  });
}

function check(api: OpenAPIBackend, exchange: Exchange, findings: Findings): void {
  const url = new URL(exchange.url);
  if (!url.pathname.startsWith('/api/') && !/^\/(auth|webhooks)\//.test(url.pathname)) return; // login provider
  const request = {
    method: exchange.method.toLowerCase(),
    path: url.pathname,
    query: url.search.slice(1),
    headers: exchange.requestHeaders,
    body: bodyOf(exchange),
  };
  const operation = api.matchOperation(request) as Operation | undefined;
  const label = operation?.operationId ?? exchange.calling;
  const asked = (message: string) => findings.requestViolations.push(`${label} request: ${message}`);
  if (!operation) {
    asked(`${exchange.method} ${url.pathname} matches no operation of the contract`);
    return;
  }
  findings.exercised.add(label);
  if (request.body !== undefined && !operation.requestBody) asked('body sent where the contract declares none');
  else if (!(request.body as { multipart?: boolean } | undefined)?.multipart) {
    for (const message of describe(api.validateRequest(request, operation).errors as never)) asked(message);
  }
  const answered = (message: string) => findings.responseViolations.push(`${label} response: ${message}`);
  if (exchange.status < 200 || exchange.status >= 300) {
    findings.errorAnswers[exchange.status] = (findings.errorAnswers[exchange.status] ?? 0) + 1;
    return;
  }
  const declared = Object.keys(operation.responses ?? {});
  if (!declared.includes(String(exchange.status)) && !declared.includes('default'))
    answered(`status ${exchange.status}, the contract declares ${declared.join(', ')}`);
  const text = exchange.responseText;
  const body = text && (exchange.responseHeaders['content-type'] ?? '').includes('json') ? JSON.parse(text) : text;
  for (const message of describe(api.validateResponse(body, operation, exchange.status).errors as never))
    answered(message);
}
