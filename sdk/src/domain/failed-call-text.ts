/**
 * The notification text of a failed call (spec 000 sections 7 and 8: "status plus message"): `{status}: {message}`
 * for an error the server answered with a status, the message alone otherwise (no connection, a timeout, a
 * malformed answer). Duck-typed on `status` so that the domain stays free of the transport's classes.
 */
export function failedCallText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = error instanceof Error ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? `${status}: ${message}` : message;
}
