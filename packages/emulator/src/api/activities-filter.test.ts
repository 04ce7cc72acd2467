import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInAll, startTestEmulator, type TestEmulator } from '../test-support.js';

let emulator: TestEmulator;
let owner: string;
let dev: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  [owner, dev] = await signInAll(emulator.origin, 'owner@demo.skiff.dev', 'dev@demo.skiff.dev');
});
afterAll(() => emulator?.dispose());

type Listed = { totalItem: number; data: Array<{ _id: string; environment: string | null; workspace: string | null }> };
const list = async (token: string, query: string): Promise<Listed> =>
  (await api(emulator.origin, token, `/activities?pageSize=10000&${query}`)).body;

describe('GET /activities narrowed to one cluster or one workspace (spec 003 section 7)', () => {
  it('Given activities on several clusters, When asked by environmentId, Then only that cluster’s are listed, newest first, and counted', async () => {
    const all = await list(owner, '');
    const clusters = [...new Set(all.data.map((a) => a.environment).filter((e): e is string => !!e))];
    expect(clusters.length).toBeGreaterThan(1);
    for (const cluster of clusters) {
      const one = await list(owner, `environmentId=${cluster}`);
      const expected = all.data.filter((a) => a.environment === cluster).map((a) => a._id);
      expect(one.data.map((a) => a._id)).toEqual(expected);
      expect(one.totalItem).toBe(expected.length);
    }
    const paged = (await api(emulator.origin, owner, `/activities?environmentId=${clusters[0]}&pageSize=2&pageIndex=2`))
      .body as Listed;
    expect(paged.data.map((a) => a._id)).toEqual(
      all.data
        .filter((a) => a.environment === clusters[0])
        .map((a) => a._id)
        .slice(2, 4),
    );
  });

  it('Given a workspace, When asked by workspaceId, Then only its activities; a member outside it gets none of them', async () => {
    const all = await list(owner, '');
    const workspaces = [...new Set(all.data.map((a) => a.workspace).filter((w): w is string => !!w))];
    const devSees = new Set((await list(dev, '')).data.map((a) => a.workspace));
    const outside = workspaces.find((w) => !devSees.has(w));
    const inside = workspaces.find((w) => devSees.has(w));
    expect(outside && inside).toBeTruthy();

    const mine = await list(owner, `workspaceId=${inside}`);
    expect(mine.data.map((a) => a._id)).toEqual(all.data.filter((a) => a.workspace === inside).map((a) => a._id));
    expect((await list(dev, `workspaceId=${inside}`)).totalItem).toBe(mine.totalItem);
    expect(await list(dev, `workspaceId=${outside}`)).toMatchObject({ totalItem: 0, data: [] });
  });
});
