/** The SDK's error hierarchy: one class per meaning, so callers branch on `instanceof`, never on strings. */

/** Base of every error the SDK throws on purpose. */
export class SkiffError extends Error {
  override name = 'SkiffError';
}

/** The server answered with an error status. */
export class APIError extends SkiffError {
  override name = 'APIError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** 400/422: the server refused the input; `fields` lists its messages. */
export class ValidationError extends APIError {
  override name = 'ValidationError';
  get fields(): string[] {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return Array.isArray(message) ? message.map(String) : [];
  }
}
/** 401: missing, expired or refused credentials. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 403: the role table denies this call. */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
/** 404: no such entity (or not visible to this user). */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 409: conflicts with the current state, e.g. a task already running. */
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
/** 498: the project's git repository token expired. */
export class RepositoryTokenExpiredError extends APIError {
  override name = 'RepositoryTokenExpiredError';
}
/** 429: too many requests; `retryAfterMs` when the server said. */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  retryAfterMs?: number;
}
/** 5xx. */
export class ServerError extends APIError {
  override name = 'ServerError';
}

/** The server could not be reached or dropped the connection. */
export class ConnectionError extends SkiffError {
  override name = 'ConnectionError';
  constructor(
    message: string,
    readonly origin: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
/** An attempt took longer than its timeout. */
export class TimeoutError extends SkiffError {
  override name = 'TimeoutError';
}
/** The answer's body was longer than the transport's `maxBodyBytes`: it was not read to its end. */
export class ResponseTooLargeError extends SkiffError {
  override name = 'ResponseTooLargeError';
  constructor(
    message: string,
    readonly maxBytes: number,
  ) {
    super(message);
  }
}
/** The server asked (Retry-After) for a longer wait than the transport's `maxRetryAfterMs` or deadline allows. */
export class RetryAfterTooLongError extends SkiffError {
  override name = 'RetryAfterTooLongError';
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}
/** Paging stopped: the server kept answering pages past the page limit, or the same page again. */
export class PagingError extends SkiffError {
  override name = 'PagingError';
}
/** The caller aborted the call. */
export class AbortedError extends SkiffError {
  override name = 'AbortedError';
}
/** The server answered 2xx with a body that does not have the expected shape. */
export class SchemaMismatchError extends SkiffError {
  override name = 'SchemaMismatchError';
  constructor(
    message: string,
    readonly issues: string[],
  ) {
    super(message);
  }
}
/** The login provider refused a sign-in; `code` is its error name, `message` the spec's sentence. */
export class LoginError extends SkiffError {
  override name = 'LoginError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
/** A name given by the user matched nothing; `suggestions` are close names ("did you mean"). */
export class NameNotFoundError extends SkiffError {
  override name = 'NameNotFoundError';
  constructor(
    readonly kind: string,
    readonly wanted: string,
    readonly suggestions: string[],
    /** The names of the workspace and project it was looked for in, when known (for a hint listing them). */
    readonly within: { workspace?: string; project?: string } = {},
  ) {
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : '';
    super(`No ${kind} named '${wanted}'.${hint}`);
  }
}

/** The message of an error body in NestJS shape; `message` may be a list of validation failures. */
function errorBodyMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (Array.isArray(message) && message.length) return message.map(String).join('; ');
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

/** Maps an error status to its class. */
export function apiErrorFor(status: number, body: unknown, fallback: string, requestId?: string): APIError {
  const message = errorBodyMessage(body, fallback);
  const args = [status, message, body, requestId] as const;
  if (status === 400 || status === 422) return new ValidationError(...args);
  if (status === 401) return new AuthenticationError(...args);
  if (status === 403) return new PermissionDeniedError(...args);
  if (status === 404) return new NotFoundError(...args);
  if (status === 409) return new ConflictError(...args);
  if (status === 429) return new RateLimitError(...args);
  if (status === 498) return new RepositoryTokenExpiredError(...args);
  if (status >= 500) return new ServerError(...args);
  return new APIError(...args);
}
