import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, type SignedInCli, startSignedInCli } from './signed-in.js';

let s: SignedInCli;
const PROJECT = 'Acme Production/storefront';
const BLUE = `${PROJECT}@v1.0.0`;
const IMAGE = 'registry.demo.skiff.dev/shop:1.0.0';

beforeAll(async () => {
  s = await startSignedInCli();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('skiff tags create and list', () => {
  it("Given no image, When creating a tag, Then the spec's message and exit 2", async () => {
    const result = await s.cli(['tags', 'create', 'v1.0.0', '--project', PROJECT]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --image: Please enter image tag\n');
  });

  it('Given a name and image, When creating, Then the tag is listed as Not Deployed', async () => {
    const created = await s.cli(['tags', 'create', 'v1.0.0', '--project', PROJECT, '--image', IMAGE]);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created tag 'v1\.0\.0' \([0-9a-f]{24}\)\.\n$/);
    const list = await s.cli(['tags', 'list', '--project', PROJECT]);
    expect(list.stdout).toMatch(/^TAG\s+IMAGE\s+STATE\s+BLUE\/GREEN\s+HOSTNAME\s+ID\n/);
    expect(list.stdout).toMatch(/v1\.0\.0\s+registry\.demo\.skiff\.dev\/shop:1\.0\.0\s+Not Deployed/);
  });

  it('Given a tag name with a typo, When deploying, Then exit 5 suggests the tag', async () => {
    const result = await s.cli(['tags', 'deploy', `${PROJECT}@v1.0`]);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/No tag named 'v1\.0'\. Did you mean 'v1\.0\.0'\?/);
  });
});

describe('skiff tags deploy, configure, security', () => {
  it('Given a tag, When deploying with 3 replicas --wait --json, Then CREATE_DEPLOYMENT SUCCESS and it runs 3', async () => {
    const result = await s.cli(['tags', 'deploy', BLUE, '--capacity', 'micro', '--replicas', '3', '--wait', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ action: 'CREATE_DEPLOYMENT', status: 'SUCCESS' });
    const list = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json']));
    expect(list.items[0]).toMatchObject({ name: 'v1.0.0', displayedState: 'Running', capacity: 'micro', replicas: 3 });
  });

  it('Given a running tag, When configuring with --wait, Then the roll-out runs to SUCCESS', async () => {
    const result = await s.cli(['tags', 'configure', BLUE, '--replicas', '2', '--wait']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^UPDATE_DEPLOYMENT SUCCESS \(\d+ lines, \d+\.\d s\)\n$/);
    expect(result.stderr).toContain('Update deployment: Acme Production/storefront@v1.0.0...');
  });

  it('Given a running tag, When forcing HTTPS on then off with --wait, Then each task succeeds and get shows it; a bad state is exit 2', async () => {
    const on = await s.cli(['tags', 'force-https', BLUE, 'on', '--wait', '--json']);
    expect(on.code, on.stderr).toBe(0);
    expect(jsonOf(on)).toMatchObject({ action: 'START_FORCING_HTTPS', status: 'SUCCESS' });
    expect(jsonOf(await s.cli(['tags', 'get', BLUE, '--json'])).secureConnection).toBe(true);
    const off = await s.cli(['tags', 'force-https', BLUE, 'off', '--wait']);
    expect(off.stdout).toMatch(/^STOP_FORCING_HTTPS SUCCESS/);
    expect(jsonOf(await s.cli(['tags', 'get', BLUE, '--json'])).secureConnection).toBe(false);
    const bad = await s.cli(['tags', 'force-https', BLUE, 'maybe']);
    expect([bad.code, bad.stderr]).toEqual([2, "Error: STATE 'maybe' is not on or off.\n"]);
  });

  it('Given a max capacity below the current min, When configuring, Then exit 2 names --capacity-limit', async () => {
    const result = await s.cli(['tags', 'configure', BLUE, '--capacity-limit', 'tiny']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --capacity-limit: Max capacity must be greater than min capacity!\n');
  });

  it('Given basic auth with the password on stdin, When securing without --wait, Then the activity id', async () => {
    const args = ['tags', 'security', BLUE, '--basic-auth', 'on', '--username', 'qa', '--password-stdin'];
    const result = await s.cli(args, { input: 'Secr3t\n' });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^[0-9a-f]{24}\n$/);
    expect(result.stderr).toMatch(/Started UPDATE_DEPLOYMENT on Acme Production\/storefront@v1\.0\.0/);
    await s.cli(['logs', 'tail', result.stdout.trim(), '--follow']);
  });
});

describe('skiff tags backup and backup-schedule', () => {
  it('Given a running tag, When backing it up with --wait, Then EXPORT_DATABASE SUCCESS and a MANUAL backup listed', async () => {
    const made = await s.cli(['tags', 'backup', BLUE, '--wait']);
    expect([made.code, made.stdout], made.stderr).toEqual([0, expect.stringMatching(/^EXPORT_DATABASE SUCCESS /)]);
    const listed = jsonOf(await s.cli(['tags', 'backups', BLUE, '--json']));
    expect(listed.items.map((b: { type: string }) => b.type)).toContain('MANUAL');
  });

  it('Given the daily schedule, When set, Then read back by tags get; a part a tag has not, exit 2', async () => {
    const allowed = await s.cli(['workspaces', 'update', 'Acme Production', '--daily-backup', 'on']);
    expect(allowed.code, allowed.stderr).toBe(0);
    const args = ['tags', 'backup-schedule', BLUE, '--database', '--timezone', 'UTC-5', '--retention', '7'];
    const set = await s.cli(args);
    expect([set.code, set.stdout], set.stderr).toEqual([
      0,
      'Daily backup of Acme Production/storefront@v1.0.0: database, at UTC-5, kept 7 days.\n',
    ]);
    const shown = await s.cli(['tags', 'get', BLUE]);
    expect(shown.stdout).toMatch(/Daily backup:\s+on, UTC-5 \(database\), kept 7 days\n/);
    const none = await s.cli(['tags', 'backup-schedule', BLUE, '--timezone', 'UTC-5']);
    expect([none.code, none.stderr]).toEqual([
      2,
      'Error: Please select at least one backup type. Give --database, or --off.\n',
    ]);
    const off = await s.cli(['tags', 'backup-schedule', BLUE, '--off', '--json']);
    expect(jsonOf(off)).toEqual({ deployment: 'Acme Production/storefront@v1.0.0', enabledDailyBackup: false });
  });
});

describe('skiff tags bluegreen', () => {
  it('Given a running blue tag, When creating and deploying its green, Then badges Blue Live and Green', async () => {
    const result = await s.cli([
      'tags',
      'bluegreen',
      'create',
      BLUE,
      '--name',
      'v1.1.0',
      '--image',
      'registry.demo.skiff.dev/shop:1.1.0',
      '--deploy',
      '--wait',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^CREATE_DEPLOYMENT SUCCESS/);
    const list = await s.cli(['tags', 'list', '--project', PROJECT]);
    expect(list.stdout).toMatch(/v1\.0\.0\s+\S+\s+Running\s+Blue Live/);
    expect(list.stdout).toMatch(/v1\.1\.0\s+\S+\s+Running\s+Green\s/);
  });

  it('Given the pair, When switching with --wait, Then the green side is live', async () => {
    const result = await s.cli(['tags', 'bluegreen', 'switch', BLUE, '--wait']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^SWITCH_OVER_DEPLOYMENT SUCCESS/);
    const list = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json']));
    const badges = Object.fromEntries(list.items.map((t: { name: string; badges: string[] }) => [t.name, t.badges]));
    expect(badges).toEqual({ 'v1.0.0': ['Blue'], 'v1.1.0': ['Green', 'Live'] });
  });

  it('Given a bad action or a tag that is not running, When using bluegreen, Then a clear refusal', async () => {
    const bad = await s.cli(['tags', 'bluegreen', 'flip', BLUE]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("Error: ACTION 'flip' is not create or switch.\n");
    await s.cli(['tags', 'create', 'v2.0.0', '--project', PROJECT, '--image', 'registry.demo.skiff.dev/shop:2']);
    const idle = await s.cli(['tags', 'bluegreen', 'switch', `${PROJECT}@v2.0.0`]);
    expect(idle.code).toBe(6);
    expect(idle.stderr).toMatch(
      /^Error: Blue\/green needs Acme Production\/storefront@v2\.0\.0 deployed and running\./,
    );
  });
});

describe('skiff tags undeploy and delete', () => {
  it('Given a running tag, When deleting, Then refused with exit 6 and how to undeploy', async () => {
    const result = await s.cli(['tags', 'delete', BLUE, '--confirm', IMAGE]);
    expect(result.code).toBe(6);
    expect(result.stderr).toBe(
      `Error: Only an undeployed tag can be deleted.\nUndeploy it first: skiff tags undeploy '${BLUE}' --confirm '${IMAGE}' --wait\n`,
    );
  });

  it('Given a tag never deployed, When deleting, Then refused with exit 6 and a way out that works (deploy, undeploy, delete)', async () => {
    const fresh = `${PROJECT}@v3.0.0`;
    await s.cli(['tags', 'create', 'v3.0.0', '--project', PROJECT, '--image', 'registry.demo.skiff.dev/shop:3']);
    const result = await s.cli(['tags', 'delete', fresh, '--yes']);
    expect(result.code).toBe(6);
    expect(result.stderr).toBe(
      `Error: Only an undeployed tag can be deleted.\nIt was never deployed, so it cannot be undeployed yet: deploy it (skiff tags deploy '${fresh}' --wait), then skiff tags undeploy '${fresh}' --confirm 'registry.demo.skiff.dev/shop:3' --wait, then delete it.\n`,
    );
  });

  it("Given an undeployed tag, When deleting with the wrong image, Then 'Value is not matching!'; the right one deletes", async () => {
    const unconfirmed = await s.cli(['tags', 'undeploy', BLUE, '--wait', '--json']);
    expect([unconfirmed.code, unconfirmed.stdout, unconfirmed.stderr]).toEqual([
      2,
      '',
      `Error: To undeploy tag ${BLUE}, add --confirm '${IMAGE}'.\n`,
    ]);
    const undeployed = await s.cli(['tags', 'undeploy', BLUE, '--confirm', IMAGE, '--wait', '--json']);
    expect(jsonOf(undeployed)).toMatchObject({ action: 'DELETE_DEPLOYMENT', status: 'SUCCESS' });
    const missing = await s.cli(['tags', 'delete', BLUE]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`Error: To delete tag ${BLUE}, add --confirm '${IMAGE}'.\n`);
    const wrong = await s.cli(['tags', 'delete', BLUE, '--confirm', 'v1.0.0']);
    expect(wrong.stderr).toBe("Error: --confirm 'v1.0.0' does not match. Value is not matching!\n");
    const deleted = await s.cli(['tags', 'delete', BLUE, '--confirm', IMAGE]);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`Deleted tag ${BLUE}.\n`);
    const names = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json'])).items.map(
      (t: { name: string }) => t.name,
    );
    expect(names).not.toContain('v1.0.0');
  });
});

describe('skiff tags bluegreen with --json', () => {
  const BLUE_JSON = `${PROJECT}@v3.0.0`;

  it('Given a running tag, When its green is created with --deploy --wait --json, Then one task document', async () => {
    await s.cli(['tags', 'create', 'v3.0.0', '--project', PROJECT, '--image', 'registry.demo.skiff.dev/shop:3']);
    expect((await s.cli(['tags', 'deploy', BLUE_JSON, '--wait'])).code).toBe(0);
    const green = ['--name', 'v3.1.0', '--image', 'registry.demo.skiff.dev/shop:3.1'];
    const result = await s.cli(['tags', 'bluegreen', 'create', BLUE_JSON, ...green, '--deploy', '--wait', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({
      activityId: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'CREATE_DEPLOYMENT',
      status: 'SUCCESS',
    });
  });

  it('Given the pair, When switched with --json (no --wait), Then the started task; once done, green is live', async () => {
    const result = await s.cli(['tags', 'bluegreen', 'switch', BLUE_JSON, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const started = jsonOf(result);
    expect(started).toMatchObject({
      activityId: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'SWITCH_OVER_DEPLOYMENT',
    });
    expect((await s.cli(['logs', 'tail', started.activityId, '--follow'])).code).toBe(0);
    const list = jsonOf(await s.cli(['tags', 'list', '--project', PROJECT, '--json']));
    const badges = Object.fromEntries(list.items.map((t: { name: string; badges: string[] }) => [t.name, t.badges]));
    expect(badges).toMatchObject({ 'v3.0.0': ['Blue'], 'v3.1.0': ['Green', 'Live'] });
  });
});
