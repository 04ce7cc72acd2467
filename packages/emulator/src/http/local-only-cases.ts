/**
 * Test only: the Host and Origin cases by which a local emulator answers only its own machine (issue 19, F-7), and a
 * raw request to send them with. Shared by this package's `local-only.test.ts` and the fault suite's
 * `tests/faults/local-emulator.test.ts` (which attacks a real `skiff emulator start --detach`), so both try the same.
 */
import { request } from 'node:http';

/** A name that is not this machine's (DNS rebinding points it at 127.0.0.1). */
export const FOREIGN_HOST = 'evil.example';
/** Hosts a local proxy or browser on this machine sends: loopback by any name, any port, any case. */
export const LOOPBACK_HOSTS = ['127.0.0.1:4700', 'localhost', 'LOCALHOST:1', '[::1]:4600'] as const;
/** Pages of other sites (and sandboxed ones): their calls are refused before anything is done. */
export const CROSS_SITE_ORIGINS = ['http://evil.example', 'null', 'https://127.0.0.1.evil.example'] as const;
/** A page on this machine (a local proxy, such as `skiff web`, forwards its Origin). */
export const LOCAL_PAGE_ORIGIN = 'http://127.0.0.1:4700';

/** A sign-in with the public demo password: what a rebinding page would try first. */
export const SIGN_IN_BODY = JSON.stringify({
  AuthFlow: 'USER_PASSWORD_AUTH',
  ClientId: 'skiff-emulator',
  AuthParameters: { USERNAME: 'owner@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
});
export const SIGN_IN_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
};
/** A websocket upgrade of the push channel, to which a test adds Host or Origin. */
export const PUSH_UPGRADE_HEADERS: Readonly<Record<string, string>> = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
};

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A request to `origin` with exactly these headers (fetch would not let a test set Host). */
export function sendRaw(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
