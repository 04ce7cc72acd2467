/**
 * Scenario 2: the push websockets are cut 20 times during a deploy. Pass: `skiff apps deploy --wait` exits with
 * the task's true outcome (0 for SUCCESS, 1 for ERROR) within twice the task's duration, and an SDK follower
 * woken only by push (its poll interval is 30 s) reconnects, resynchronises and sees the end in time too.
 */
import {
  isAboutActivity,
  PushClient,
  resolveApplicationRef,
  type SkiffClient,
  type WebSocketLike,
  waitForActivity,
  wakeOnPush,
} from '@skiff/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { compareLines } from './compare.js';
import {
  describeCounters,
  exitWithin,
  type FaultEmulator,
  recordRow,
  spawnCli,
  startFaultEmulator,
  tempConfigDir,
  withSeed,
} from './harness.js';

const SEED = 4242;
const CUTS = 20;
let emu: FaultEmulator;
const config = tempConfigDir();

beforeAll(async () => {
  emu = await startFaultEmulator({ taskSpeed: 1.5 }); // 108 lines at 133 ms: a deploy lasts about 14 s
});
afterAll(async () => {
  await emu?.close();
  config.remove();
});

async function taskDurationMs(client: SkiffClient, activityId: string): Promise<number> {
  const activity = await client.activities.get(activityId);
  return Date.parse(String(activity.updatedAt)) - Date.parse(String(activity.createdAt));
}

/** Cuts every websocket each time the SDK's push client is back (so each cut hits a live connection). */
async function cutWhileRunning(max: number, opened: () => number, running: () => boolean): Promise<number> {
  let cut = 0;
  let seen = 0;
  while (cut < max && running()) {
    if (opened() > seen) {
      seen = opened();
      await new Promise((r) => setTimeout(r, 50));
      if ((await emu.cutPush()) > 0) cut++;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return cut;
}

async function round(outcome: 'SUCCESS' | 'ERROR', cliBranch: string, sdkBranch: string, minCuts: number) {
  const client = await emu.client();
  const token = await emu.token();
  await emu.setPlan({ seed: SEED, taskError: outcome === 'ERROR', pushDelayMs: 20 });
  let opens = 0;
  const push = new PushClient({
    origin: emu.origin,
    token,
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    onState: (state) => {
      if (state === 'open') opens++;
    },
  }).connect();
  try {
    const cli = spawnCli(['apps', 'deploy', `Acme Production/${cliBranch}`, '--wait', '--json'], {
      SKIFF_ORIGIN: emu.origin,
      SKIFF_TOKEN: token,
      SKIFF_CONFIG_DIR: config.dir,
    });
    const ids = await resolveApplicationRef(client, `Acme Production/${sdkBranch}`);
    const sdkStarted = Date.now();
    const { activityId } = await client.applications.run('deploy', ids);
    if (!activityId) throw new Error('no activity id');
    const lines: string[] = [];
    const sdkRun = waitForActivity(client, activityId, 'DEPLOY_APPLICATION', {
      pollIntervalMs: 30_000,
      wake: wakeOnPush(push, isAboutActivity(activityId)),
      onLine: (message) => lines.push(message),
      timeoutMs: 60_000,
    }).then((result) => ({ ...result, ms: Date.now() - sdkStarted }));
    let finished = false;
    void sdkRun.finally(() => {
      finished = true;
    });
    const cut = await cutWhileRunning(
      CUTS,
      () => opens,
      () => !finished,
    );
    const sdk = await sdkRun;
    const { code, ms: cliMs } = await exitWithin(cli, 60_000, 'skiff apps deploy --wait');
    const counters = await emu.counters();
    const result = JSON.parse(cli.stdout()) as { activityId: string; status: string };
    const cliTruth = await client.activities.get(result.activityId);
    const sdkTruth = await client.activities.get(activityId);
    const cliTask = await taskDurationMs(client, result.activityId);
    const sdkTask = await taskDurationMs(client, activityId);
    const truthLines = (await client.activities.logs(activityId, { pageSize: 1000 })).lines.map((l) => l.message);
    const compared = compareLines(truthLines, lines);
    const cliOk = result.status === cliTruth.status && cliTruth.status === outcome && cliMs <= 2 * cliTask;
    const sdkOk = sdk.status === sdkTruth.status && sdk.ms <= 2 * sdkTask && compared.inOrder;
    recordRow({
      scenario: `2 push loss, deploy ending ${outcome}`,
      faults: describeCounters(counters),
      outcome:
        `${cliOk ? 'pass' : 'FAIL'}: CLI exit ${code} ${result.status} in ${cliMs} ms (task ${cliTask} ms); ` +
        `${sdkOk ? 'pass' : 'FAIL'}: SDK ${sdk.status} in ${sdk.ms} ms, ${opens} opens`,
      lost: compared.lost,
      duplicated: compared.duplicated,
    });
    expect(cut).toBeGreaterThanOrEqual(minCuts);
    expect(code, cli.stderr()).toBe(outcome === 'SUCCESS' ? 0 : 1);
    expect(result.status).toBe(cliTruth.status);
    expect(cliTruth.status).toBe(outcome);
    expect(cliMs).toBeLessThanOrEqual(2 * cliTask);
    expect(sdk.status).toBe(outcome);
    expect(sdk.ms).toBeLessThanOrEqual(2 * sdkTask);
    expect(opens).toBeGreaterThan(1);
    expect(compared).toEqual({ lost: 0, duplicated: 0, inOrder: true, firstDifference: -1 });
  } finally {
    push.close();
  }
}

it(
  'ends with the true outcome, SUCCESS, within twice the task duration',
  () => withSeed(SEED, () => round('SUCCESS', 'storefront/feature-login', 'marketing-site/feature-login', CUTS)),
  60_000,
);

it(
  'ends with the true outcome, ERROR, within twice the task duration',
  () => withSeed(SEED, () => round('ERROR', 'legacy-lamp/feature-login', 'storefront/hotfix-cart', 8)),
  60_000,
);
