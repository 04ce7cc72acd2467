import type { APIError } from '@skiff/sdk';
import { expect } from 'vitest';

/** The error a call failed with; a call that succeeds fails the test. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

/** What the API answered a call that it refused: its HTTP status and the body's message. */
export async function apiFailureOf(call: Promise<unknown>): Promise<{ status: number; message: unknown }> {
  const error = (await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  )) as APIError;
  expect(error.status, String(error)).toBeTypeOf('number');
  return { status: error.status, message: (error.body as { message?: unknown }).message };
}
