/**
 * Scenario 1: follow a 10,000-line task log through the SDK and through `skiff logs tail --follow --json` while
 * the emulator answers 500/503/429 (Retry-After), cuts answers mid-body and adds latency on a seeded share of the
 * log requests. Pass: both followers get every line exactly once, in order, and the task's true end.
 */
import { followActivityLog, resolveApplicationRef } from '@skiff/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

const SEED = 20261122;
const LINES = 10_000;
let emu: FaultEmulator;
const config = tempConfigDir();

beforeAll(async () => {
  emu = await startFaultEmulator({ taskSpeed: 500 }); // 0.4 ms a line: the task runs about 4 s
});
afterAll(async () => {
  await emu?.close();
  config.remove();
});

it('delivers every line of a 10,000-line log exactly once, in order, to the SDK and the CLI', async () => {
  await withSeed(SEED, async () => {
    const client = await emu.client();
    await emu.setPlan({ taskLines: LINES });
    const ids = await resolveApplicationRef(client, 'Acme Production/storefront/feature-login');
    const { activityId } = await client.applications.run('deploy', ids);
    if (!activityId) throw new Error('deploy did not answer an activity id');
    await emu.setPlan({
      taskLines: LINES,
      seed: SEED,
      pathPattern: '/logs$',
      errorRate: 0.2,
      statuses: [500, 503, 429],
      retryAfterSeconds: 1,
      dropRate: 0.1,
      jitterMs: 40,
    });
    const token = await emu.token();
    const cli = spawnCli(['logs', 'tail', activityId, '--follow', '--json'], {
      SKIFF_ORIGIN: emu.origin,
      SKIFF_TOKEN: token,
      SKIFF_CONFIG_DIR: config.dir,
    });
    const sdkLines: string[] = [];
    let sdkEnd = '';
    for await (const event of followActivityLog(client, activityId, { pageSize: 250, pollIntervalMs: 100 })) {
      if (event.type === 'line') sdkLines.push(event.message);
      else sdkEnd = event.status;
    }
    const { code } = await exitWithin(cli, 90_000, 'skiff logs tail --follow');
    const counters = await emu.counters();
    await emu.setPlan({});
    const truth = (await client.activities.logs(activityId, { pageSize: LINES })).lines.map((l) => l.message);
    const objects = cli
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { index?: number; message?: string; end?: boolean; status?: string });
    const cliLines = objects.filter((o) => !o.end).map((o) => o.message ?? '');
    const cliEnd = objects.at(-1);
    const sdk = compareLines(truth, sdkLines);
    const viaCli = compareLines(truth, cliLines);
    const faults = describeCounters(counters);
    recordRow({
      scenario: '1a log follow, SDK (10,000 lines)',
      faults,
      outcome: sdk.inOrder && sdkEnd === 'SUCCESS' ? `pass: in order, end ${sdkEnd}` : `FAIL at ${sdk.firstDifference}`,
      lost: sdk.lost,
      duplicated: sdk.duplicated,
    });
    recordRow({
      scenario: '1b log follow, skiff logs tail --follow',
      faults: 'same run',
      outcome: viaCli.inOrder && code === 0 ? `pass: in order, exit ${code}` : `FAIL exit ${code}: ${cli.stderr()}`,
      lost: viaCli.lost,
      duplicated: viaCli.duplicated,
    });
    expect(truth).toHaveLength(LINES);
    expect(counters.drops + Object.values(counters.statuses).reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
    expect(sdk).toEqual({ lost: 0, duplicated: 0, inOrder: true, firstDifference: -1 });
    expect(sdkEnd).toBe('SUCCESS');
    expect(viaCli, cli.stderr()).toEqual({ lost: 0, duplicated: 0, inOrder: true, firstDifference: -1 });
    expect(cliLines.map((_, i) => objects[i]?.index)).toEqual(cliLines.map((_, i) => i));
    expect(cliEnd).toEqual({ end: true, status: 'SUCCESS', lines: LINES });
    expect(code).toBe(0);
  });
}, 120_000);
