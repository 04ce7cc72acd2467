/**
 * Conformance with the platform's contract: every in-scope operation (248) called once through the SDK against a
 * real emulator, each request the SDK sends and each answer the emulator gives checked with openapi-backend
 * against `contract/openapi-v2.json` (contract-check.ts). Prints operations exercised, request and response
 * violations; fails on any operation not exercised and on any violation not in allow-list.ts with its evidence.
 */
import { OPERATIONS, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { explained, unusedEntries } from './allow-list.js';
import type { ConformanceCall } from './calls.js';
import { ACCOUNT_CALLS, ACCOUNT_DELETIONS } from './calls-account.js';
import { APPLICATION_CALLS, APPLICATION_DELETIONS, HOSTED_CALLS } from './calls-applications.js';
import { WORKSPACE_CALLS, WORKSPACE_DELETIONS } from './calls-workspace.js';
import { contractChecker, type Findings } from './contract-check.js';
import { type Exchange, recordingHttp } from './recording-http.js';
import { conformanceWorld } from './world.js';

const CALLS: readonly ConformanceCall[] = [
  ...ACCOUNT_CALLS,
  ...WORKSPACE_CALLS,
  ...APPLICATION_CALLS,
  ...HOSTED_CALLS,
  ...APPLICATION_DELETIONS,
  ...WORKSPACE_DELETIONS,
  ...ACCOUNT_DELETIONS,
];

let emu: TestEmulator;
let findings: Findings;

beforeAll(async () => {
  emu = await startTestEmulator({ taskSpeed: 200 });
  const http = undiciHttpClient();
  const token = await emu.tokenFor(DEMO_OWNER);
  const world = await conformanceWorld(new SkiffClient({ origin: emu.origin, http, token }));
  const exchanges: Exchange[] = [];
  let calling = '';
  const recorded = recordingHttp(http, exchanges, () => calling);
  world.open = (url) => recorded.send({ method: 'GET', url, headers: {} });
  const client = new SkiffClient({
    origin: emu.origin,
    http: recorded,
    token,
    maxRetries: 0,
  });
  for (const [operationId, run] of CALLS) {
    calling = operationId;
    // An error answer is fine here: the request is still what the SDK sends; the check counts it.
    await Promise.resolve()
      .then(() => run(client, world))
      .catch(() => undefined);
  }
  findings = (await contractChecker())(exchanges);
}, 180_000);
afterAll(() => emu?.close());

it('Given the SDK, Then the run calls each of its operations exactly once', () => {
  const called = CALLS.map(([id]) => id).sort();
  expect(called.filter((id, i) => called[i - 1] === id)).toEqual([]);
  expect(Object.keys(OPERATIONS).filter((id) => !called.includes(id))).toEqual([]);
  expect(called.filter((id) => !OPERATIONS[id])).toEqual([]);
});

it('Given every operation called through the SDK, Then requests and answers conform to the contract or are explained', () => {
  const inScope = Object.keys(OPERATIONS);
  const violations = [...findings.requestViolations, ...findings.responseViolations];
  const unexplained = [...new Set(violations)].filter((line) => !explained(line));
  const stale = unusedEntries(violations);
  const errors = Object.entries(findings.errorAnswers).map(([status, n]) => `${n}x${status}`);
  process.stdout.write(
    [
      `\nContract conformance (contract/openapi-v2.json, openapi-backend)`,
      `operations exercised: ${inScope.filter((id) => findings.exercised.has(id)).length}/${inScope.length}`,
      `request violations: ${new Set(findings.requestViolations).size} (${findings.requestViolations.filter((l) => !explained(l)).length} unexplained)`,
      `response violations: ${new Set(findings.responseViolations).size} (${findings.responseViolations.filter((l) => !explained(l)).length} unexplained)`,
      `answers other than 2xx (redirects and business rules the contract does not declare): ${errors.join(', ') || 'none'}`,
      ...unexplained.map((line) => `UNEXPLAINED ${line}`),
      ...stale.map((line) => `STALE allow-list entry ${line}`),
      '',
    ].join('\n'),
  );
  expect(inScope.filter((id) => !findings.exercised.has(id))).toEqual([]);
  expect(unexplained).toEqual([]);
  expect(stale).toEqual([]);
});
