import { APIError } from '@skiff/sdk';

/** The text a user sees for a failed call: the status and the server's message (spec 000 section 7). */
export function errorText(error: unknown): string {
  if (error instanceof APIError) return `${error.status}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** An alert announced to screen readers; renders nothing without an error. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (error === undefined || error === null) return null;
  return (
    <p role="alert" className="alert alert-error">
      {errorText(error)}
    </p>
  );
}
