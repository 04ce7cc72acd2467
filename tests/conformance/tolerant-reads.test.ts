/**
 * Tolerant reads: the SDK reads answers it did not write itself. First the contract's own example answers, served
 * by a real HTTP server that routes with openapi-backend and answers each operation's example
 * (`mockResponseForOperation`): every operation whose contract entry has a response schema must parse. Then lists
 * and entities shaped as the verified real-platform client (devpanel-lc/dpmcp) expects them: `{items}`, a bare
 * array, `{data, totalItem}`, unknown fields, and only `_id` where the rest is optional.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SchemaMismatchError, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { OpenAPIBackend } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS, ACCOUNT_DELETIONS } from './calls-account.js';
import { APPLICATION_CALLS, APPLICATION_DELETIONS, HOSTED_CALLS } from './calls-applications.js';
import { WORKSPACE_CALLS, WORKSPACE_DELETIONS } from './calls-workspace.js';
import { CONTRACT_PATH } from './contract-check.js';
import { type ConformanceWorld, NOBODY } from './world.js';

const ALL_CALLS = [
  ...ACCOUNT_CALLS,
  ...WORKSPACE_CALLS,
  ...APPLICATION_CALLS,
  ...HOSTED_CALLS,
  ...APPLICATION_DELETIONS,
  ...WORKSPACE_DELETIONS,
  ...ACCOUNT_DELETIONS,
];

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

/** A real HTTP server answering with `answer(method, path)` as JSON; the client the SDK uses against it. */
async function serve(answer: (method: string, url: URL) => { status: number; body: unknown }) {
  const server = createServer((req, res) => {
    req.resume();
    const { status, body } = answer(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x'));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return new SkiffClient({ origin, http: undiciHttpClient(), token: 'a.b.c', maxRetries: 0 });
}

const world: ConformanceWorld = {
  workspace: NOBODY,
  project: NOBODY,
  main: NOBODY,
  fresh: NOBODY,
  environment: NOBODY,
  developer: NOBODY,
  activity: NOBODY,
  deployment: NOBODY,
  snapshot: NOBODY,
  notification: NOBODY,
  catalog: NOBODY,
  team: NOBODY,
  domain: NOBODY,
  forgeApplication: NOBODY,
  forgeSubmission: NOBODY,
  forgeTemplate: NOBODY,
  decoupledApplication: NOBODY,
  email: 'owner@example.com',
  open: async () => undefined,
};

describe("the contract's example answers", () => {
  let api: OpenAPIBackend;
  let withExamples: string[];
  beforeAll(async () => {
    const definition = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8'));
    api = new OpenAPIBackend({ definition, quick: false, strict: false, validate: false });
    await api.init();
    withExamples = api
      .getOperations()
      .filter((op) => Object.values(op.responses ?? {}).some((r) => 'content' in r && r.content?.['application/json']))
      .map((op) => op.operationId!);
  });

  it('Given each operation with a response schema answered with its example, Then the SDK parses every one', async () => {
    const client = await serve((method, url) => {
      const operation = api.matchOperation({ method, path: url.pathname, headers: {} });
      if (!operation) return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
      const code = Number(Object.keys(operation.responses ?? {})[0] ?? 200);
      const { mock } = api.mockResponseForOperation(operation.operationId!, { code });
      return { status: code, body: mock ?? {} };
    });
    const refused: string[] = [];
    for (const [operationId, run] of ALL_CALLS.filter(([id]) => withExamples.includes(id))) {
      const error = await Promise.resolve()
        .then(() => run(client, world))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      if (error)
        refused.push(`${operationId}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    process.stdout.write(
      `\ncontract examples parsed by the SDK: ${withExamples.length - refused.length}/${withExamples.length}\n`,
    );
    expect(withExamples.length).toBeGreaterThanOrEqual(20);
    expect(refused).toEqual([]);
  });
});

describe('answers shaped as the verified client expects', () => {
  const application = {
    _id: '685a687709ec8e6d00d2508c',
    applicationName: 'main',
    hostname: 'prod.example.com',
    status: 'DEPLOY_APPLICATION_SUCCESS',
    capacity: 'small_1',
    capacityLimit: 'small_1',
    groupType: 'on-demand',
    containerImage: 'devpanel/php:8.3-base-rc',
    storage: 5,
    isEnableEditor: false,
    isEnablePMA: false,
    filePermissionLevel: 'stricterPermission',
    project: { _id: 'p1', name: 'shop', workspace: { _id: 'w1' } },
    somethingNew: { nested: true },
  };

  it.each([
    ['{items}', { items: [application, { _id: 'only-an-id' }] }],
    ['a bare array', [application, { _id: 'only-an-id' }]],
    ['{data, totalItem}', { data: [application, { _id: 'only-an-id' }], totalItem: 2 }],
  ])(
    'Given a list answered as %s with unknown fields and bare items, Then both items are read, unknown fields kept',
    async (_, body) => {
      const client = await serve(() => ({ status: 200, body }));
      const page = await client.applications.list('w1', 'p1', { pageIndex: 1, pageSize: 20 });
      expect(page.items.map((a) => a._id)).toEqual(['685a687709ec8e6d00d2508c', 'only-an-id']);
      expect(page.total).toBe(2);
      expect(page.items[0]).toMatchObject({
        capacityLimit: 'small_1',
        groupType: 'on-demand',
        somethingNew: { nested: true },
      });
    },
  );

  it('Given one application with only its id, Then the SDK reads it; a list of another shape is a schema mismatch', async () => {
    const bare = await serve(() => ({ status: 200, body: { _id: 'only-an-id' } }));
    expect(await bare.applications.getById('only-an-id')).toEqual({ _id: 'only-an-id' });
    const odd = await serve(() => ({ status: 200, body: { applications: 'not a list' } }));
    await expect(odd.applications.list('w1', 'p1', {})).rejects.toBeInstanceOf(SchemaMismatchError);
  });
});
