import { asIsCheckOf } from './as-is-check.js';
import {
  AbortedError,
  apiErrorFor,
  ConnectionError,
  RateLimitError,
  ResponseTooLargeError,
  RetryAfterTooLongError,
  SchemaMismatchError,
  TimeoutError,
} from './errors.js';
import { BODY_TOO_LARGE, DEADLINE_EXCEEDED, type HttpClient, type HttpResponse } from './http.js';
import { backoffMs, isIdempotent, isRetryableStatus, retryAfterMs, sleep } from './retry.js';

/** A bearer token, or a function that returns a fresh one (refreshing it when needed). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

export interface TransportOptions {
  /** The platform origin, e.g. `https://console.example.com`; the SDK adds `/api/v2` itself. */
  origin: string;
  http: HttpClient;
  token?: TokenSource;
  /** Optional `mode` and `tenant` headers of the platform; sent when set, never required. */
  mode?: string;
  tenant?: string;
  /** Per-attempt timeout (default 30 s). */
  timeoutMs?: number;
  /**
   * The whole request's deadline: every attempt, its body and the waits between retries (default 60 s, and never
   * less than the call's `timeoutMs`). Past it the call fails with a TimeoutError that says the real time taken.
   */
  deadlineMs?: number;
  /** Retries for idempotent calls and 429/502/503/504 (default 2). */
  maxRetries?: number;
  /** Bytes of an answer read at most (default 64 MiB, DEFAULT_MAX_BODY_BYTES); a longer one is a ResponseTooLargeError. */
  maxBodyBytes?: number;
  /** The longest `Retry-After` honoured (default 30 s); a longer one fails at once with a RetryAfterTooLongError. */
  maxRetryAfterMs?: number;
  /** Told before each wait for a retry, so that a front end can say why nothing happens. */
  onRetry?: (notice: RetryNotice) => void;
  userAgent?: string;
}

/** A retry about to happen: after `waitMs`, as the server asked (`retryAfter`) or by backoff. */
export interface RetryNotice {
  method: string;
  path: string;
  /** The attempt that failed (1-based). */
  attempt: number;
  waitMs: number;
  /** The status that asked for the retry; undefined after a network failure or timeout. */
  status?: number;
  retryAfter: boolean;
}

/** The default size cap of an answer: generous for lists and logs, small enough that an endless body cannot hurt. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** The default deadline of one request, retries and their waits included. */
const DEFAULT_DEADLINE_MS = 60_000;
/** The default longest `Retry-After` the transport waits for. */
const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;

/** Per-call options. */
export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /** This call's whole deadline (see TransportOptions.deadlineMs). */
  deadlineMs?: number;
  /** Idempotency key: makes a POST/PATCH safe to retry. */
  idempotencyKey?: string;
  /** The path is at the origin's root (`/webhooks/...`, `/auth/...`), not under `/api/v2`. */
  root?: boolean;
  /** An already encoded body (multipart uploads, see `form()`); takes the place of the JSON `body`. */
  encodedBody?: EncodedBody;
}

/** Bytes to send as they are, with their content type. */
export interface EncodedBody {
  bytes: Uint8Array;
  contentType: string;
}

/** Encodes a FormData as multipart/form-data bytes (with its boundary) through the standard Response. */
export async function encodeFormData(form: FormData): Promise<EncodedBody> {
  const response = new Response(form);
  const contentType = response.headers.get('content-type') ?? 'multipart/form-data';
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Minimal schema interface so the transport does not depend on zod's types. */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/** The one request path of the SDK: URL building, headers, timeouts, retries and error mapping. */
export class Transport {
  readonly origin: string;
  constructor(private readonly options: TransportOptions) {
    this.origin = options.origin.replace(/\/+$/, '');
    this.shownOrigin = withoutCredentials(this.origin);
  }

  /** The origin as messages show it: a user name or password in it (`https://user:pw@host`) left out. */
  readonly shownOrigin: string;

  /** Builds `{origin}/api/v2{path}?query` (or `{origin}{path}?query` for a root path). */
  url(path: string, query?: RequestOptions['query'], root = false): string {
    const base = `${this.origin}${root ? '' : '/api/v2'}${path}`;
    // Most calls have no query, and skip making a URLSearchParams (the request path is hot: scripts/bench-api.mjs).
    if (!query) return base;
    let search: URLSearchParams | undefined;
    for (const key of Object.keys(query)) {
      const value = query[key];
      if (value === undefined || value === null || value === '') continue;
      search ??= new URLSearchParams();
      search.set(key, String(value));
    }
    return search ? `${base}?${search.toString()}` : base;
  }

  /** Sends a request and returns status, headers and the parsed JSON body; throws the mapped error on >= 400. */
  async raw(method: string, path: string, options: RequestOptions = {}): Promise<RawResponse> {
    const maxRetries = options.maxRetries ?? this.options.maxRetries ?? 2;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 30_000;
    const deadlineMs = Math.max(options.deadlineMs ?? this.options.deadlineMs ?? DEFAULT_DEADLINE_MS, timeoutMs);
    const maxBytes = this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      let response: HttpResponse;
      let text: string;
      // One attempt, body included, awaited here rather than in a function of its own (sequential calls feel each
      // promise layer: scripts/bench-api.mjs). A cut or a stall while the body arrives fails the attempt too.
      const attemptMs = Math.max(1, Math.min(timeoutMs, deadlineMs - (Date.now() - started)));
      let deadline: ReturnType<typeof abortAfter> | undefined;
      // Failures before the request is sent (a token function that cannot renew the session) stay as they are.
      let prepared = false;
      try {
        // A token given as a string needs no await.
        const { token } = this.options;
        const headers = this.headers(options, typeof token === 'function' ? await token() : token);
        prepared = true;
        const { http } = this.options;
        // A client that keeps deadlines spares each call a controller and a timer (a few % of a sequential GET).
        deadline = http.keepsDeadlines ? undefined : abortAfter(attemptMs, options.signal);
        response = await http.send({
          method,
          url: this.url(path, options.query, options.root),
          headers,
          body: options.encodedBody?.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
          signal: deadline?.signal ?? options.signal,
          timeoutMs: attemptMs,
        });
        text = await response.text(maxBytes);
        deadline?.clear();
      } catch (cause) {
        deadline?.clear();
        const error = prepared ? this.attemptError(cause, method, path, options, attemptMs, maxBytes, deadline) : cause;
        if (error instanceof AbortedError || error instanceof ResponseTooLargeError) throw error;
        const timeout = error instanceof TimeoutError;
        const retryable = isIdempotent(method) || options.idempotencyKey !== undefined;
        if (!retryable || attempt >= maxRetries) throw timeout ? this.timedOut(attempt + 1, timeoutMs, started) : error;
        const wait = backoffMs(attempt);
        if (wait >= deadlineMs - (Date.now() - started)) {
          throw timeout ? this.timedOut(attempt + 1, timeoutMs, started) : error;
        }
        this.options.onRetry?.({ method, path, attempt: attempt + 1, waitMs: wait, retryAfter: false });
        await sleep(wait, options.signal).catch(aborted);
        continue;
      }
      if (response.status < 400) {
        return { status: response.status, headers: response.headers, body: parseJson(text) };
      }
      const left = deadlineMs - (Date.now() - started);
      const body = parseJson(text);
      const wait = retryAfterMs(response.headers['retry-after']);
      const retryable = isIdempotent(method) || options.idempotencyKey !== undefined;
      if (isRetryableStatus(response.status) && (retryable || response.status === 429) && attempt < maxRetries) {
        const maxWait = Math.min(this.options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS, left);
        if (wait !== undefined && wait > maxWait) throw this.retryAfterTooLong(response.status, wait, maxWait);
        const delay = wait ?? backoffMs(attempt);
        if (delay < left) {
          const notice = { method, path, attempt: attempt + 1, waitMs: delay, status: response.status };
          this.options.onRetry?.({ ...notice, retryAfter: wait !== undefined });
          await sleep(delay, options.signal).catch(aborted);
          continue;
        }
      }
      const error = apiErrorFor(response.status, body, `The server answered ${response.status}.`);
      if (error instanceof RateLimitError && wait !== undefined) error.retryAfterMs = wait;
      throw error;
    }
  }

  /** One attempt took its timeout; several say the real time they took together, waits included. */
  private timedOut(attempts: number, timeoutMs: number, started: number): TimeoutError {
    if (attempts === 1) return new TimeoutError(`No answer from ${this.shownOrigin} within ${timeoutMs / 1000} s.`);
    const seconds = formatSeconds(Date.now() - started);
    return new TimeoutError(`No answer from ${this.shownOrigin} within ${seconds} (${attempts} attempts).`);
  }

  /** What a failed attempt is: cancelled, too long an answer, past its time, or a connection that failed. */
  private attemptError(
    error: unknown,
    method: string,
    path: string,
    options: RequestOptions,
    timeoutMs: number,
    maxBytes: number,
    deadline: { expired: boolean } | undefined,
  ): Error {
    if (options.signal?.aborted) return new AbortedError('The request was cancelled.', { cause: error });
    const code = (error as { code?: string })?.code;
    if (code === BODY_TOO_LARGE) {
      return new ResponseTooLargeError(
        `The answer of ${method} ${path} is longer than ${formatBytes(maxBytes)}; skiff stopped reading it.`,
        maxBytes,
      );
    }
    if (deadline?.expired || code === DEADLINE_EXCEEDED) {
      return new TimeoutError(`No answer from ${this.shownOrigin} within ${timeoutMs / 1000} s.`);
    }
    return new ConnectionError(`Cannot reach ${this.shownOrigin}: ${describeCause(error)}.`, this.shownOrigin, {
      cause: error,
    });
  }

  private retryAfterTooLong(status: number, waitMs: number, maxWaitMs: number): RetryAfterTooLongError {
    return new RetryAfterTooLongError(
      `The server answered ${status} and asked to wait ${formatSeconds(waitMs)} before trying again; ` +
        `skiff waits at most ${formatSeconds(maxWaitMs)}.`,
      status,
      waitMs,
    );
  }

  /** Sends a request and parses the answer with `parser`. */
  async json<T>(method: string, path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T> {
    const { body } = await this.raw(method, path, options);
    return parseWith(parser, body, `${method} ${path}`);
  }

  /** Sends a multipart/form-data request (file uploads) and parses the answer with `parser`. */
  async form<T>(
    method: string,
    path: string,
    form: FormData,
    parser: Parser<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const encodedBody = await encodeFormData(form);
    return this.json(method, path, parser, { ...options, body: undefined, encodedBody });
  }

  /**
   * The bearer token calls send now: a token function is asked, so it may renew the token or throw when the session
   * cannot be renewed (a front end's periodic session check). Never print it.
   */
  async currentToken(): Promise<string | undefined> {
    return typeof this.options.token === 'function' ? await this.options.token() : this.options.token;
  }

  private headers(options: RequestOptions, token: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.encodedBody) headers['content-type'] = options.encodedBody.contentType;
    else if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.options.mode) headers.mode = this.options.mode;
    if (this.options.tenant) headers.tenant = this.options.tenant;
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return headers;
  }
}

/**
 * Parses with a schema, turning a mismatch into a SchemaMismatchError that names the call. A value the schema
 * would hand back unchanged is returned as it is, without zod's copy (see asIsCheckOf).
 */
export function parseWith<T>(parser: Parser<T>, data: unknown, what: string): T {
  if (asIsCheckOf(parser)?.(data)) return data as T;
  const result = parser.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const { path, message } = issue as { path?: unknown[]; message?: string };
    return `${(path ?? []).join('.') || '(root)'}: ${message ?? 'invalid'}`;
  });
  throw new SchemaMismatchError(`Unexpected answer from ${what}: ${issues.slice(0, 3).join('; ')}.`, issues);
}

/**
 * A signal that aborts after `timeoutMs` or when `outer` does. One controller and one timer, cleared by `clear`:
 * AbortSignal.timeout and AbortSignal.any cost more per call and linger.
 */
function abortAfter(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  const deadline = { signal: controller.signal, expired: false, clear };
  const timer = setTimeout(() => {
    deadline.expired = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  function clear() {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
  return deadline;
}

/** `origin` without the user name and password it may carry (they are never shown). */
function withoutCredentials(origin: string): string {
  try {
    const url = new URL(origin);
    if (!url.username && !url.password) return origin;
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/+$/, '');
  } catch {
    return origin.replace(/\/\/[^/@]*@/, '//');
  }
}

/** A wait interrupted by the caller is an AbortedError, like an interrupted request. */
function aborted(cause: unknown): never {
  throw new AbortedError('The request was cancelled.', { cause });
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds >= 10 ? Math.round(seconds) : Math.round(seconds * 10) / 10} s`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${bytes} bytes`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (error as { code?: string })?.code;
  if (code === 'ECONNREFUSED') return 'connection refused (is the server running?)';
  if (code === 'ENOTFOUND') return 'host not found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was dropped';
  return cause?.message ?? (error as Error)?.message ?? 'unknown error';
}
