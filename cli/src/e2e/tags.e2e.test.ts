import type { DeploymentIds, SkiffClient } from '@skiff/sdk';
import { DEMO_OWNER, type TestEmulator, waitForActivityEnd } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

/**
 * Each test arranges the tags it works on through the SDK, in-process (cheaper than CLI runs), under names of its own
 * (`fresh`), and drives only what it checks through the CLI. After a failed test the next one (in CI, its retry) gets
 * a fresh world (`useSignedInCli`), and its names are new anyway: a retry never meets its first try's tags.
 */
const s = useSignedInCli();
const PROJECT = 'Acme Production/storefront';
const IMAGE = 'registry.demo.skiff.dev/shop:1.0.0';

let made = 0;
/** A tag name no earlier test or try has used: `t{n}-{base}` (a shared prefix keeps typo suggestions to its own). */
const fresh = (base: string) => `t${++made}-${base}`;
const ref = (name: string) => `${PROJECT}@${name}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const worlds = new WeakMap<TestEmulator, Promise<{ owner: SkiffClient; workspaceId: string; projectId: string }>>();
/** The owner's SDK client and storefront's ids on the current world (once per world). */
function storefront() {
  const emulator = s.emulator;
  let world = worlds.get(emulator);
  if (!world) {
    world = (async () => {
      const owner = await emulator.clientFor(DEMO_OWNER);
      const workspaceId = (await owner.workspaces.list({ search: 'Acme Production' })).items[0]!._id;
      const projectId = (await owner.projects.list(workspaceId, { search: 'storefront' })).items[0]!._id;
      return { owner, workspaceId, projectId };
    })();
    worlds.set(emulator, world);
  }
  return world;
}

/** Creates a tag (Not Deployed) through the SDK. */
async function newTag(name: string, containerImage = IMAGE): Promise<DeploymentIds> {
  const { owner, workspaceId, projectId } = await storefront();
  const tag = await owner.deployments.create(workspaceId, projectId, { name, containerImage });
  return { workspaceId, projectId, deploymentId: tag._id };
}

/** Waits for a started task through the SDK; it must end in SUCCESS. */
async function succeeded(activityId: string | null | undefined): Promise<void> {
  const { owner } = await storefront();
  if (!activityId) throw new Error('No task was started.');
  expect((await waitForActivityEnd(owner, activityId))?.status).toBe('SUCCESS');
}

/** Creates and deploys a tag through the SDK (`body` as `tags deploy` sends it) and waits until it runs. */
async function runningTag(name: string, containerImage = IMAGE, body: Record<string, unknown> = {}) {
  const { owner } = await storefront();
  const ids = await newTag(name, containerImage);
  await succeeded((await owner.deployments.activate(ids, body)).activityId);
  return ids;
}

/** A running blue tag and its running green one (blue/green create and deploy in one call), through the SDK. */
async function blueGreenPair(blue: string, green: string): Promise<void> {
  const { owner } = await storefront();
  const blueIds = await runningTag(blue);
  const pair = await owner.deployments.createBlueGreen(blueIds, {
    name: green,
    containerImage: 'registry.demo.skiff.dev/shop:1.1.0',
  });
  await succeeded(pair.activityId);
}

/** Each listed tag's blue/green badges, by name (`tags list --json`). */
async function badgesByName(): Promise<Record<string, string[]>> {
  const list = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json']));
  return Object.fromEntries(list.items.map((t: { name: string; badges: string[] }) => [t.name, t.badges]));
}

describe('skiff tags create and list', () => {
  it("Given no image, When creating a tag, Then the spec's message and exit 2", async () => {
    const result = await s.cli(['tags', 'create', fresh('v1.0.0'), '--project', PROJECT]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --image: Please enter image tag\n');
  });

  it('Given a name and image, When creating, Then the tag is listed as Not Deployed', async () => {
    const name = fresh('v1.0.0');
    const created = await s.cli(['tags', 'create', name, '--project', PROJECT, '--image', IMAGE]);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`^Created tag '${escaped(name)}' \\([0-9a-f]{24}\\)\\.\\n$`));
    const list = await s.cli(['tags', 'list', '--project', PROJECT]);
    expect(list.stdout).toMatch(/^TAG\s+IMAGE\s+STATE\s+BLUE\/GREEN\s+HOSTNAME\s+ID\n/);
    expect(list.stdout).toMatch(
      new RegExp(`${escaped(name)}\\s+registry\\.demo\\.skiff\\.dev/shop:1\\.0\\.0\\s+Not Deployed`),
    );
  });

  it('Given a tag name with a typo, When deploying, Then exit 5 suggests the tag', async () => {
    const name = fresh('v1.0.0');
    await newTag(name);
    const typo = name.slice(0, -2); // t{n}-v1.0
    const result = await s.cli(['tags', 'deploy', ref(typo)]);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(new RegExp(`No tag named '${escaped(typo)}'\\. Did you mean '${escaped(name)}'\\?`));
  });
});

describe('skiff tags deploy, configure, security', () => {
  it('Given a tag, When deploying with 3 replicas --wait --json, Then CREATE_DEPLOYMENT SUCCESS and it runs 3', async () => {
    const name = fresh('v1.0.0');
    await newTag(name);
    const result = await s.cli([
      'tags',
      'deploy',
      ref(name),
      '--capacity',
      'micro',
      '--replicas',
      '3',
      '--wait',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ action: 'CREATE_DEPLOYMENT', status: 'SUCCESS' });
    const list = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json']));
    expect(list.items.find((t: { name: string }) => t.name === name)).toMatchObject({
      name,
      displayedState: 'Running',
      capacity: 'micro',
      replicas: 3,
    });
  });

  it('Given a running tag, When configuring with --wait, Then the roll-out runs to SUCCESS', async () => {
    const name = fresh('v1.0.0');
    await runningTag(name);
    const result = await s.cli(['tags', 'configure', ref(name), '--replicas', '2', '--wait']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^UPDATE_DEPLOYMENT SUCCESS \(\d+ lines, \d+\.\d s\)\n$/);
    expect(result.stderr).toContain(`Update deployment: ${ref(name)}...`);
  });

  it('Given a running tag, When forcing HTTPS on then off with --wait, Then each task succeeds and get shows it; a bad state is exit 2', async () => {
    const name = fresh('v1.0.0');
    const tag = ref(name);
    await runningTag(name);
    const on = await s.cli(['tags', 'force-https', tag, 'on', '--wait', '--json']);
    expect(on.code, on.stderr).toBe(0);
    expect(jsonOf(on)).toMatchObject({ action: 'START_FORCING_HTTPS', status: 'SUCCESS' });
    expect(jsonOf(await s.cli(['tags', 'get', tag, '--json'])).secureConnection).toBe(true);
    const off = await s.cli(['tags', 'force-https', tag, 'off', '--wait']);
    expect(off.stdout).toMatch(/^STOP_FORCING_HTTPS SUCCESS/);
    expect(jsonOf(await s.cli(['tags', 'get', tag, '--json'])).secureConnection).toBe(false);
    const bad = await s.cli(['tags', 'force-https', tag, 'maybe']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: STATE 'maybe' is not on or off.\n"]);
  });

  it('Given a max capacity below the current min, When configuring, Then exit 2 names --capacity-limit', async () => {
    const name = fresh('v1.0.0');
    await runningTag(name, IMAGE, { capacity: 'micro' });
    const result = await s.cli(['tags', 'configure', ref(name), '--capacity-limit', 'tiny']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --capacity-limit: Max capacity must be greater than min capacity!\n');
  });

  it('Given basic auth with the password on stdin, When securing without --wait, Then the activity id', async () => {
    const name = fresh('v1.0.0');
    await runningTag(name);
    const args = ['tags', 'security', ref(name), '--basic-auth', 'on', '--username', 'qa', '--password-stdin'];
    const result = await s.cli(args, { input: 'Secr3t\n' });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^[0-9a-f]{24}\n$/);
    expect(result.stderr).toMatch(new RegExp(`Started UPDATE_DEPLOYMENT on ${escaped(ref(name))}`));
    await succeeded(result.stdout.trim());
  });
});

describe('skiff tags backup and backup-schedule', () => {
  it('Given a running tag, When backing it up with --wait, Then EXPORT_DATABASE SUCCESS and a MANUAL backup listed', async () => {
    const name = fresh('v1.0.0');
    const tag = ref(name);
    await runningTag(name);
    const made = await s.cli(['tags', 'backup', tag, '--wait']);
    expect([made.code, made.stdout], made.stderr).toEqual([0, expect.stringMatching(/^EXPORT_DATABASE SUCCESS /)]);
    const listed = jsonOf(await s.cli(['tags', 'backups', tag, '--json']));
    expect(listed.items.map((b: { type: string }) => b.type)).toContain('MANUAL');
  });

  it('Given the daily schedule, When set, Then read back by tags get; a part a tag has not, exit 2', async () => {
    const name = fresh('v1.0.0');
    const tag = ref(name);
    await runningTag(name);
    const allowed = await s.cli(['workspaces', 'update', 'Acme Production', '--daily-backup', 'on']);
    expect(allowed.code, allowed.stderr).toBe(0);
    const args = ['tags', 'backup-schedule', tag, '--database', '--timezone', 'UTC-5', '--retention', '7'];
    const set = await s.cli(args);
    expect([set.code, set.stdout], set.stderr).toEqual([
      0,
      `Daily backup of ${tag}: database, at UTC-5, kept 7 days.\n`,
    ]);
    const shown = await s.cli(['tags', 'get', tag]);
    expect(shown.stdout).toMatch(/Daily backup:\s+on, UTC-5 \(database\), kept 7 days\n/);
    const none = await s.cli(['tags', 'backup-schedule', tag, '--timezone', 'UTC-5']);
    expect([none.code, none.stderr]).toEqual([
      2,
      'Error: Please select at least one backup type. Give --database, or --off.\n',
    ]);
    const off = await s.cli(['tags', 'backup-schedule', tag, '--off', '--json']);
    expect(jsonOf(off)).toEqual({ deployment: tag, enabledDailyBackup: false });
  });
});

describe('skiff tags bluegreen', () => {
  it('Given a running blue tag, When creating and deploying its green, Then badges Blue Live and Green', async () => {
    const [blue, green] = [fresh('v1.0.0'), fresh('v1.1.0')];
    await runningTag(blue);
    const result = await s.cli([
      'tags',
      'bluegreen',
      'create',
      ref(blue),
      '--name',
      green,
      '--image',
      'registry.demo.skiff.dev/shop:1.1.0',
      '--deploy',
      '--wait',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^CREATE_DEPLOYMENT SUCCESS/);
    const list = await s.cli(['tags', 'list', '--project', PROJECT]);
    expect(list.stdout).toMatch(new RegExp(`${escaped(blue)}\\s+\\S+\\s+Running\\s+Blue Live`));
    expect(list.stdout).toMatch(new RegExp(`${escaped(green)}\\s+\\S+\\s+Running\\s+Green\\s`));
  });

  it('Given the pair, When switching with --wait, Then the green side is live', async () => {
    const [blue, green] = [fresh('v1.0.0'), fresh('v1.1.0')];
    await blueGreenPair(blue, green);
    const result = await s.cli(['tags', 'bluegreen', 'switch', ref(blue), '--wait']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^SWITCH_OVER_DEPLOYMENT SUCCESS/);
    const badges = await badgesByName();
    expect({ [blue]: badges[blue], [green]: badges[green] }).toEqual({ [blue]: ['Blue'], [green]: ['Green', 'Live'] });
  });

  it('Given a bad action or a tag that is not running, When using bluegreen, Then a clear refusal', async () => {
    const running = fresh('v1.0.0');
    await runningTag(running);
    const bad = await s.cli(['tags', 'bluegreen', 'flip', ref(running)]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("Error: ACTION 'flip' is not create or switch.\n");
    const idle = fresh('v2.0.0');
    await newTag(idle, 'registry.demo.skiff.dev/shop:2');
    const refused = await s.cli(['tags', 'bluegreen', 'switch', ref(idle)]);
    expect(refused.code).toBe(6);
    expect(refused.stderr).toMatch(
      new RegExp(`^Error: Blue/green needs ${escaped(ref(idle))} deployed and running\\.`),
    );
  });
});

describe('skiff tags undeploy and delete', () => {
  it('Given a running tag, When deleting, Then refused with exit 6 and how to undeploy', async () => {
    const name = fresh('v1.0.0');
    const tag = ref(name);
    await runningTag(name);
    const result = await s.cli(['tags', 'delete', tag, '--confirm', IMAGE]);
    expect(result.code).toBe(6);
    expect(result.stderr).toBe(
      `Error: Only an undeployed tag can be deleted.\nUndeploy it first: skiff tags undeploy '${tag}' --confirm '${IMAGE}' --wait\n`,
    );
  });

  it('Given a tag never deployed, When deleting, Then refused with exit 6 and a way out that works (deploy, undeploy, delete)', async () => {
    const name = fresh('v3.0.0');
    const tag = ref(name);
    await newTag(name, 'registry.demo.skiff.dev/shop:3');
    const result = await s.cli(['tags', 'delete', tag, '--yes']);
    expect(result.code).toBe(6);
    expect(result.stderr).toBe(
      `Error: Only an undeployed tag can be deleted.\nIt was never deployed, so it cannot be undeployed yet: deploy it (skiff tags deploy '${tag}' --wait), then skiff tags undeploy '${tag}' --confirm 'registry.demo.skiff.dev/shop:3' --wait, then delete it.\n`,
    );
  });

  it("Given an undeployed tag, When deleting with the wrong image, Then 'Value is not matching!'; the right one deletes", async () => {
    const name = fresh('v1.0.0');
    const tag = ref(name);
    await runningTag(name);
    const unconfirmed = await s.cli(['tags', 'undeploy', tag, '--wait', '--json']);
    expect([unconfirmed.code, unconfirmed.stdout, unconfirmed.stderr]).toEqual([
      2,
      '',
      `Error: To undeploy tag ${tag}, add --confirm '${IMAGE}'.\n`,
    ]);
    const undeployed = await s.cli(['tags', 'undeploy', tag, '--confirm', IMAGE, '--wait', '--json']);
    expect(jsonOf(undeployed)).toMatchObject({ action: 'DELETE_DEPLOYMENT', status: 'SUCCESS' });
    const missing = await s.cli(['tags', 'delete', tag]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`Error: To delete tag ${tag}, add --confirm '${IMAGE}'.\n`);
    const wrong = await s.cli(['tags', 'delete', tag, '--confirm', name]);
    expect(wrong.stderr).toBe(`Error: --confirm '${name}' does not match. Value is not matching!\n`);
    const deleted = await s.cli(['tags', 'delete', tag, '--confirm', IMAGE]);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`Deleted tag ${tag}.\n`);
    const names = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json'])).items.map(
      (t: { name: string }) => t.name,
    );
    expect(names).not.toContain(name);
  });
});

describe('skiff tags bluegreen with --json', () => {
  it('Given a running tag, When its green is created with --deploy --wait --json, Then one task document', async () => {
    const blue = fresh('v3.0.0');
    await runningTag(blue, 'registry.demo.skiff.dev/shop:3');
    const green = ['--name', fresh('v3.1.0'), '--image', 'registry.demo.skiff.dev/shop:3.1'];
    const result = await s.cli(['tags', 'bluegreen', 'create', ref(blue), ...green, '--deploy', '--wait', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({
      activityId: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'CREATE_DEPLOYMENT',
      status: 'SUCCESS',
    });
  });

  it('Given the pair, When switched with --json (no --wait), Then the started task; once done, green is live', async () => {
    const [blue, green] = [fresh('v3.0.0'), fresh('v3.1.0')];
    await blueGreenPair(blue, green);
    const result = await s.cli(['tags', 'bluegreen', 'switch', ref(blue), '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const started = jsonOf(result);
    expect(started).toMatchObject({
      activityId: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'SWITCH_OVER_DEPLOYMENT',
    });
    expect((await s.cli(['logs', 'tail', started.activityId, '--follow'])).code).toBe(0);
    const badges = await badgesByName();
    expect({ [blue]: badges[blue], [green]: badges[green] }).toEqual({ [blue]: ['Blue'], [green]: ['Green', 'Live'] });
  });
});
