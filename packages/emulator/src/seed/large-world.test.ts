import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../ids.js';
import { api, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';
import { expectedCounts, LARGE_LOG_LINES, largeLogLine } from './large-world.js';

const SCALE = 20;

describe('large world (scale option)', () => {
  let plain: TestEmulator;
  let scaled: TestEmulator;
  let plainToken: string;
  let token: string;

  beforeAll(async () => {
    plain = await startTestEmulator();
    scaled = await startTestEmulator({ scale: SCALE });
    plainToken = await signIn(plain.origin, 'owner@demo.skiff.dev');
    token = await signIn(scaled.origin, 'owner@demo.skiff.dev');
  });

  afterAll(async () => {
    await plain?.dispose();
    await scaled?.dispose();
  });

  const total = async (emulator: TestEmulator, bearer: string, path: string): Promise<number> => {
    const reply = await api(emulator.origin, bearer, path);
    expect(reply.status).toBe(200);
    return reply.body.totalItem as number;
  };

  it('Given scale 20, When counting through the API, Then the demo world plus 20 workspaces, 60 projects and 200 applications exist', async () => {
    const expected = expectedCounts(SCALE);
    expect(expected).toEqual({ workspaces: 20, projects: 60, applications: 200, largeLogs: 1 });
    for (const [path, added] of [
      ['/workspaces?pageSize=1', expected.workspaces],
      ['/applications?pageSize=1', expected.applications],
    ] as const) {
      expect((await total(scaled, token, path)) - (await total(plain, plainToken, path))).toBe(added);
    }
    expect(await total(scaled, token, '/workspaces?search=scale%20workspace&pageSize=1')).toBe(SCALE);
    const workspace = stableId('scale:workspace:7');
    expect(await total(scaled, token, `/workspaces/${workspace}/projects?pageSize=1`)).toBe(3);
    expect(await total(scaled, token, `/workspaces/${workspace}/applications?pageSize=1`)).toBe(10);
  });

  it('Given the same scale twice, When listing, Then both generated worlds are the same (deterministic from N)', async () => {
    const again = await startTestEmulator({ scale: SCALE });
    try {
      const againToken = await signIn(again.origin, 'owner@demo.skiff.dev');
      const path = `/workspaces/${stableId('scale:workspace:3')}/applications?pageSize=50`;
      const first = (await api(scaled.origin, token, path)).body;
      expect(first.data.map((a: { applicationName: string }) => a.applicationName)).toEqual([
        'web-00003-main',
        'web-00003-staging',
        'web-00003-develop',
        'web-00003-feature-search',
        'api-00003-main',
        'api-00003-staging',
        'api-00003-develop',
        'cms-00003-main',
        'cms-00003-staging',
        'cms-00003-develop',
      ]);
      expect((await api(again.origin, againToken, path)).body).toEqual(first);
    } finally {
      await again.dispose();
    }
  });

  it('Given a 100,000-line log, When paging with nextToken, Then every line comes once, in order, and the end is empty', async () => {
    const activityId = stableId('scale:activity:0/0');
    const activity = await api(scaled.origin, token, `/activities/${activityId}`);
    expect(activity.body).toMatchObject({ status: 'SUCCESS', expectedLines: LARGE_LOG_LINES });
    let nextToken: string | undefined;
    let count = 0;
    let pages = 0;
    for (;;) {
      const query = `pageSize=10000${nextToken ? `&nextToken=${nextToken}` : ''}`;
      const page = await api(scaled.origin, token, `/activities/${activityId}/logs?${query}`);
      expect(page.status).toBe(200);
      const lines = page.body.data as Array<{ message: string }>;
      if (lines.length === 0) {
        expect(page.body.nextToken).toBe(String(LARGE_LOG_LINES));
        break;
      }
      expect(lines[0]!.message.endsWith(largeLogLine('scale-00000/0', count))).toBe(true);
      count += lines.length;
      pages++;
      expect(lines.at(-1)!.message.endsWith(largeLogLine('scale-00000/0', count - 1))).toBe(true);
      expect(page.body.nextToken).toBe(String(count));
      nextToken = page.body.nextToken;
    }
    expect(count).toBe(LARGE_LOG_LINES);
    expect(pages).toBe(10);
    const middle = await api(scaled.origin, token, `/activities/${activityId}/logs?pageSize=3&nextToken=54321`);
    expect(middle.body.data.map((l: { message: string }) => l.message.slice(25))).toEqual([
      largeLogLine('scale-00000/0', 54321),
      largeLogLine('scale-00000/0', 54322),
      largeLogLine('scale-00000/0', 54323),
    ]);
  });
});
