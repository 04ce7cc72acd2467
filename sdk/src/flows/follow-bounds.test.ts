/**
 * Following a task's log when the server is gone or says nothing of the task (issue 19, F-4 and F-18): the
 * follow gives up within its stated time instead of waiting silently for ever. A real server on loopback.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rejectionOf } from '@skiff/testkit';
import { afterEach, expect, it } from 'vitest';
import { SkiffClient } from '../client.js';
import { nodeHttpClient } from '../node/node-http.js';
import {
  followActivityLog,
  MAX_ANSWERS_WITHOUT_STATUS,
  NoTaskStatusError,
  ServerGoneError,
} from './follow-activity-log.js';
import { TaskTimeoutError, waitForActivity } from './run-application-action.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function logServer(answer: () => unknown) {
  const seen = { requests: 0 };
  server = createServer((_req, res) => {
    seen.requests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer()));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, origin, client: new SkiffClient({ origin, http: nodeHttpClient(), token: 't' }) };
}

async function drain(events: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of events);
}

it('Given answers without a task status, Then the follow stops after a bounded number of polls', async () => {
  const { seen, client } = await logServer(() => ({ data: [] }));
  const error = await rejectionOf(drain(followActivityLog(client, 'a1', { pollIntervalMs: 10 })));
  expect(error).toBeInstanceOf(NoTaskStatusError);
  expect(error.message).toBe(
    `The server's last ${MAX_ANSWERS_WITHOUT_STATUS} answers about activity a1 did not say the task's status, so its end cannot be seen; stopped following.`,
  );
  expect(seen.requests).toBe(MAX_ANSWERS_WITHOUT_STATUS);
});

it('Given the server goes away, Then the follow warns once and gives up with ServerGoneError after maxOutageMs', async () => {
  const { origin, client } = await logServer(() => ({ data: [], task: { status: 'IN_PROGRESS' } }));
  server!.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  const states: string[] = [];
  const started = performance.now();
  const error = await rejectionOf(
    drain(followActivityLog(client, 'a1', { maxOutageMs: 1_500, onConnection: (state) => states.push(state) })),
  );
  expect(error).toBeInstanceOf(ServerGoneError);
  expect(error.message).toMatch(
    new RegExp(`^The server at ${origin} has not answered for 1\\.\\d s \\(Cannot reach ${origin}: connection refused`),
  );
  expect(states).toEqual(['lost']);
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(1_450); // the whole outage allowed, not less
  expect(elapsed).toBeLessThan(2_500);
});

it('Given --timeout runs out while the server is gone, Then ServerGoneError (exit 7), not TaskTimeoutError (exit 8)', async () => {
  const { client } = await logServer(() => ({ data: [], task: { status: 'IN_PROGRESS' } }));
  server!.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  const error = await rejectionOf(waitForActivity(client, 'a1', 'DEPLOY_APPLICATION', { timeoutMs: 1_000 }));
  expect(error).toBeInstanceOf(ServerGoneError);
  expect(error).not.toBeInstanceOf(TaskTimeoutError);
});
