import { DEMO_DEV, DEMO_OWNER, startTestEmulator, type TestEmulator, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SkiffClient } from '../client.js';
import { undiciHttpClient } from '../node/undici-http.js';
import type { PushMessage } from '../push/messages.js';
import { PushClient, type WebSocketLike } from '../push/push-client.js';
import { NameNotFoundError, PermissionDeniedError } from '../transport/errors.js';
import { followActivityLog, followActivityLogPages } from './follow-activity-log.js';
import { resolveApplicationRef } from './resolve-ref.js';
import { runApplicationAction } from './run-application-action.js';

let emulator: TestEmulator;
let owner: SkiffClient;

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  owner = await emulator.clientFor(DEMO_OWNER);
});
afterAll(() => emulator?.close());

describe('SDK flows against a real emulator', () => {
  it('Given the demo world, When workspaces are iterated 2 a page, Then every workspace comes once', async () => {
    const first = await owner.workspaces.list({ pageSize: 2 });
    const names: string[] = [];
    for await (const workspace of owner.workspaces.list({ pageSize: 2 })) names.push(workspace.name);
    expect(names.length).toBe(first.total);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Acme Production');
  });

  it('Given a near-miss name in a REF, When resolved, Then the error suggests the real name', async () => {
    const error = await resolveApplicationRef(owner, 'Acme Production/storfront/main').catch((e) => e);
    expect(error).toBeInstanceOf(NameNotFoundError);
    expect(error.message).toBe("No project named 'storfront'. Did you mean 'storefront'?");
  });

  it('Given a Not Deployed branch, When deployed and followed, Then 108 lines arrive once each, in order, and it ends SUCCESS', async () => {
    const ids = await resolveApplicationRef(owner, 'Acme Production/storefront/feature-login');
    const progress: number[] = [];
    const outcome = await runApplicationAction(owner, ids, 'deploy', {
      timeoutMs: 30_000,
      pollIntervalMs: 50,
      onProgress: (p) => progress.push(p.lines / (p.expected ?? Number.NaN)),
    });
    expect(outcome).toMatchObject({ action: 'DEPLOY_APPLICATION', status: 'SUCCESS', lines: 108 });
    expect(progress.at(-1)).toBe(1);
    const app = await owner.applications.get(ids);
    expect(app.status).toBe('DEPLOY_APPLICATION_SUCCESS');

    // The same log read again, stopped after 30 lines and resumed from the last token, has no gap and no repeat.
    const firstPart: string[] = [];
    let token: string | undefined;
    for await (const event of followActivityLog(owner, outcome.activityId, { pageSize: 10 })) {
      if (event.type !== 'line') break;
      firstPart.push(event.message);
      token = event.nextToken;
      if (firstPart.length === 30) break;
    }
    const rest: string[] = [];
    for await (const event of followActivityLog(owner, outcome.activityId, { fromToken: token, pageSize: 7 })) {
      if (event.type === 'line') rest.push(event.message);
    }
    const all = [...firstPart, ...rest];
    expect(all).toHaveLength(108);
    expect(new Set(all).size).toBe(108);
    expect(all.every((line) => /^\d{4}-\d\d-\d\dT/.test(line))).toBe(true);

    // An answer at a time: the same lines in the same order, in batches of at most a page, never empty, then the end.
    const batches = [];
    for await (const batch of followActivityLogPages(owner, outcome.activityId, { pageSize: 25 })) batches.push(batch);
    const end = batches.pop();
    expect(end).toMatchObject({ type: 'end', status: 'SUCCESS', lines: 108 });
    const lines = batches.flatMap((batch) => (batch.type === 'lines' ? batch.lines : []));
    expect(lines.map((line) => line.message)).toEqual(all);
    expect(lines.map((line) => line.index)).toEqual(all.map((_, i) => i));
    expect(batches.map((batch) => (batch.type === 'lines' ? batch.lines.length : 0))).toEqual([25, 25, 25, 25, 8]);
  });

  it('Given a push subscription, When a task runs, Then activity messages and a notification message arrive', async () => {
    const token = await emulator.tokenFor(DEMO_OWNER);
    const messages: PushMessage[] = [];
    const push = new PushClient({
      origin: emulator.origin,
      token,
      webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    }).connect();
    push.subscribe((m) => messages.push(m));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = await resolveApplicationRef(owner, 'Acme Production/storefront/main');
      const outcome = await runApplicationAction(owner, ids, 'pause', { timeoutMs: 30_000, pollIntervalMs: 50 });
      await waitFor(
        () =>
          messages.some((m) => m.kind === 'activity' && m.actionId === outcome.activityId && m.status === 'SUCCESS'),
        'the SUCCESS push message',
      );
      await waitFor(() => messages.some((m) => m.kind === 'notification'), 'a notification push message');
    } finally {
      push.close();
    }
  });

  it('Given the developer, When he deploys in a project he is not a member of, Then permission is denied', async () => {
    const dev = await emulator.clientFor(DEMO_DEV);
    const owned = await resolveApplicationRef(owner, 'Acme Production/marketing-site/main');
    await expect(dev.applications.deploy(owned)).rejects.toThrow(PermissionDeniedError);
  });

  it('Given any client, Then the health route answers without a token', async () => {
    const { SkiffClient } = await import('../client.js');
    const anonymous = new SkiffClient({ origin: emulator.origin, http: undiciHttpClient() });
    expect((await anonymous.health.check()).status).toBe('ok');
  });
});
