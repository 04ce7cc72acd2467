/**
 * The browser sign-in's redirect: a fixed `http://localhost:{port}/callback`, so it can be registered as a callback
 * URL on the user pool's app client (Cognito accepts only registered URLs, exactly, and plain http only for
 * localhost). 4601 is the default port (next to the emulator's 4600); `--callback-port` changes it.
 */
export const DEFAULT_CALLBACK_PORT = 4601;

export function callbackUrlFor(port: number): string {
  return `http://localhost:${port}/callback`;
}
