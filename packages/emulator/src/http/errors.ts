const ERROR_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  498: 'Invalid Token',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An error answered in the NestJS shape `{statusCode, message, error}`. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: string | string[];

  constructor(status: number, message: string | string[]) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.name = 'HttpError';
    this.status = status;
    this.messages = message;
  }

  toBody(): Record<string, unknown> {
    return errorBody(this.status, this.messages);
  }
}

export function errorBody(status: number, message: string | string[]): Record<string, unknown> {
  // NestJS answers a bare 401 without the `error` field.
  if (status === 401 && message === 'Unauthorized') return { statusCode: 401, message };
  return { statusCode: status, message, error: ERROR_NAMES[status] ?? 'Error' };
}

export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);
export const badRequest = (message: string | string[]): HttpError => new HttpError(400, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
