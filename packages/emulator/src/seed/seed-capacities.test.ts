import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_OPTIONS, HOSTED_CAPACITY_LABELS } from '../domain.js';
import { api, type Loose, signIn, startTestEmulator, type TestEmulator } from '../test-support.js';

let emu: TestEmulator;
let apps: Loose[];

beforeAll(async () => {
  emu = await startTestEmulator({ scale: 2 });
  const owner = await signIn(emu.origin, 'owner@demo.skiff.dev');
  apps = (await api(emu.origin, owner, '/applications?pageSize=10000')).body.data;
});
afterAll(() => emu?.dispose());

const optionKeys: string[] = CAPACITY_OPTIONS.map((c) => c.key);
/** The Drupal Forge trial site of the demo world is the one application on the hosted tiers (another SDK list). */
const isTrialSite = (app: Loose) => app.applicationName === 'drupal-cms-main';

describe('capacities of the seeded applications', () => {
  it('Given the demo world and a generated one, Then every application capacity is one of the capacity options', async () => {
    const regular = apps.filter((a) => !isTrialSite(a));
    expect(regular.length).toBeGreaterThan(20);
    expect(regular.filter((a) => !optionKeys.includes(a.capacity)).map((a) => [a.applicationName, a.capacity])).toEqual(
      [],
    );
    expect(new Set(regular.map((a) => a.capacity))).toEqual(new Set(['small_1', 'micro']));
  });

  it('Given the Drupal Forge trial site, Then its capacity is a hosted tier with a label', () => {
    const trial = apps.filter(isTrialSite);
    expect(trial).toHaveLength(1);
    expect(Object.keys(HOSTED_CAPACITY_LABELS)).toContain(trial[0].capacity);
  });
});
