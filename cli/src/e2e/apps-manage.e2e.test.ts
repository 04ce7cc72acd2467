import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

// A failed test's retry gets a fresh world; a test that needs FEATURE deployed (or its basic auth, its PhpMyAdmin)
// brings it there itself when an earlier test has not (deployedFeature, featureWith).
const s = useSignedInCli();
const STOREFRONT = 'Acme Production/storefront';
const FEATURE = `${STOREFRONT}/feature-login`;
const MAIN = `${STOREFRONT}/main`;
const NEVER_DEPLOYED = 'Acme Production/marketing-site/feature-login';

const featureNow = async () => jsonOf(await s.cli(['apps', 'get', FEATURE, '--json']));
/** FEATURE running with 10 GB of storage (as the deploy test leaves it), deployed here when it is not yet. */
async function deployedFeature(): Promise<void> {
  if ((await featureNow()).displayedState === 'Running') return;
  const input = JSON.stringify({ copyDatabaseFilesType: 'APPLICATION', sourceApplication: 'main', storage: 10 });
  const result = await s.cli(['apps', 'deploy', FEATURE, '--file', '-', '--wait', '--json'], { input });
  expect(result.code, result.stderr).toBe(0);
}
/** FEATURE running, with `state` (read back by apps get) set by `args` (+ --wait) when it is not yet. */
async function featureWith(state: Record<string, unknown>, args: string[], input?: string): Promise<void> {
  await deployedFeature();
  const now = await featureNow();
  if (Object.entries(state).every(([key, value]) => now[key] === value)) return;
  const result = await s.cli([...args, '--wait'], { input });
  expect(result.code, result.stderr).toBe(0);
}

function optionsFile(name: string, text: string): string {
  const path = join(s.emulator.configDir, '..', name);
  writeFileSync(path, text);
  return path;
}

describe('skiff apps deploy with the wizard options', () => {
  it("Given a broken HTTP source, When deploying, Then exit 2 with each flag and the spec's message", async () => {
    const result = await s.cli(['apps', 'deploy', FEATURE, '--source', 'http', '--db-url', 'ftp://old/db.sql']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'Error: --old-hostname: Required\n--db-url: Only support direct links or AWS S3 links\n',
    );
  });

  it('Given a max capacity below the min, When deploying, Then the configuration rule names --capacity-limit', async () => {
    const result = await s.cli(['deploy', FEATURE, '--capacity', 'small_1', '--capacity-limit', 'micro']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --capacity-limit: Max capacity must be greater than min capacity!\n');
  });

  it('Given a YAML file with a bad value, When deploying, Then the file, its line, the field and the rule', async () => {
    const file = optionsFile(
      'bad.yaml',
      '# deploy options\ncopyDatabaseFilesType: S3\ns3DB: s3://bucket-one/db.gz\nstorage: 7\n',
    );
    const result = await s.cli(['apps', 'deploy', FEATURE, '--file', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `Error: ${file}:2: bucketRegion: Required\n${file}:4: storage: storage must be one of 5, 10, 20, 50, 100\n`,
    );
  });

  it('Given JSON options on stdin copying another branch, When deploying with --wait --json, Then SUCCESS and the storage', async () => {
    const input = JSON.stringify({ copyDatabaseFilesType: 'APPLICATION', sourceApplication: 'main', storage: 10 });
    const result = await s.cli(['apps', 'deploy', FEATURE, '--file', '-', '--wait', '--json'], { input });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ action: 'DEPLOY_APPLICATION', status: 'SUCCESS', lines: 108 });
    const app = jsonOf(await s.cli(['apps', 'get', FEATURE, '--json']));
    expect(app).toMatchObject({ storage: 10, displayedState: 'Running' });
  });

  it('Given a copy source that does not exist, When deploying, Then exit 5 suggests the close branch', async () => {
    const result = await s.cli(['deploy', FEATURE, '--source', 'application', '--copy-from', 'mian']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/^Error: No branch named 'mian'\. Did you mean 'main'\?/);
  });

  it('Given skiff deploy without --wait, When run, Then the activity id; --timeout alone is a usage error', async () => {
    const started = await s.cli(['deploy', 'Acme Production/legacy-lamp/feature-login']);
    expect(started.code).toBe(0);
    expect(started.stdout).toMatch(/^[0-9a-f]{24}\n$/);
    expect(started.stderr).toMatch(/Started DEPLOY_APPLICATION on Acme Production\/legacy-lamp\/feature-login/);
    const follow = await s.cli(['logs', 'tail', started.stdout.trim(), '--follow']);
    expect(follow.code).toBe(0);
    const running = await s.cli(['deploy', MAIN]);
    expect(running.code).toBe(1);
    expect(running.stderr).toBe('Error: Application is already deployed.\n');
    const timeoutOnly = await s.cli(['deploy', MAIN, '--timeout', '5m']);
    expect(timeoutOnly.code).toBe(2);
    expect(timeoutOnly.stderr).toMatch(/--timeout only applies with --wait/);
  });
});

describe('skiff apps configure and security', () => {
  it('Given a smaller storage, When configuring, Then exit 2: storage never shrinks', async () => {
    await deployedFeature();
    const result = await s.cli(['apps', 'configure', FEATURE, '--storage', '5']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --storage: Storage cannot be smaller than the current storage.\n');
  });

  it('Given a deployed branch, When configuring with --wait, Then the upgrade task runs to SUCCESS', async () => {
    await deployedFeature();
    const result = await s.cli(['apps', 'configure', FEATURE, '--replicas', '2', '--phpmyadmin', 'on', '--wait']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^UPGRADE_APPLICATION SUCCESS \(75 lines, \d+\.\d s\)\n$/);
    expect(jsonOf(await s.cli(['apps', 'get', FEATURE, '--json']))).toMatchObject({ replicas: 2, isEnablePMA: true });
  });

  it('Given a branch never deployed, When configuring a spec tier (small_1), Then it is saved at once', async () => {
    const args = ['apps', 'configure', NEVER_DEPLOYED, '--capacity', 'small_1', '--capacity-limit', 'medium_1'];
    const result = await s.cli([...args, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(jsonOf(result)).toMatchObject({ saved: true, activityId: null });
    const app = jsonOf(await s.cli(['apps', 'get', NEVER_DEPLOYED, '--json']));
    expect(app).toMatchObject({ capacity: 'small_1', capacityLimit: 'medium_1' });
  });

  it('Given basic auth with the password on stdin, When securing with --wait --json, Then SUCCESS', async () => {
    await deployedFeature();
    const args = ['apps', 'security', FEATURE, '--basic-auth', 'on', '--username', 'admin', '--password-stdin'];
    const result = await s.cli([...args, '--wait', '--json'], { input: 'Secr3t\n' });
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ action: 'UPGRADE_APPLICATION', status: 'SUCCESS' });
    expect(jsonOf(await s.cli(['apps', 'get', FEATURE, '--json']))).toMatchObject({
      isEnableBasicAuth: true,
      authUsername: 'admin',
    });
  });

  it("Given a user name with a space, When securing, Then the spec's message and exit 2", async () => {
    const result = await s.cli(
      ['apps', 'security', FEATURE, '--basic-auth', 'on', '--username', 'ad min', '--password-stdin'],
      {
        input: 'x',
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Error: --username: Username is invalid\n');
  });

  it('Given basic auth on, When the user changes without a password, Then exit 2 names --password-stdin; the level alone keeps the lock', async () => {
    const lock = ['apps', 'security', FEATURE, '--basic-auth', 'on', '--username', 'admin', '--password-stdin'];
    await featureWith({ isEnableBasicAuth: true, authUsername: 'admin' }, lock, 'Secr3t\n');
    const newUser = await s.cli(['apps', 'security', FEATURE, '--username', 'root']);
    expect([newUser.code, newUser.stderr]).toEqual([2, 'Error: --password-stdin: Required\n']);
    const level = await s.cli(['apps', 'security', FEATURE, '--file-permission', 'looser', '--wait']);
    expect([level.code, level.stderr.includes('Error')]).toEqual([0, false]);
    const app = jsonOf(await s.cli(['apps', 'get', FEATURE, '--json']));
    expect(app).toMatchObject({
      isEnableBasicAuth: true,
      authUsername: 'admin',
      filePermissionLevel: 'looserPermission',
    });
    const off = await s.cli(['apps', 'security', NEVER_DEPLOYED, '--username', 'admin']);
    expect([off.code, off.stderr]).toEqual([
      2,
      'Error: --username and --password-stdin go with --basic-auth on (basic auth is off).\n',
    ]);
  });
});

describe('skiff apps phpmyadmin, editor, extend, delete-pod', () => {
  it('Given PhpMyAdmin on, When asking for a session, Then its URL on stdout, and as JSON', async () => {
    await featureWith({ isEnablePMA: true }, ['apps', 'configure', FEATURE, '--phpmyadmin', 'on']);
    const human = await s.cli(['apps', 'phpmyadmin', FEATURE]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^${s.emulator.origin}/proxy/v1/[0-9a-f]{24}/\\n$`));
    expect(human.stderr).toMatch(/^Valid until \d{4}\/\d\d\/\d\d/);
    const json = jsonOf(await s.cli(['apps', 'phpmyadmin', FEATURE, '--json']));
    expect(json.url).toMatch(/\/proxy\/v1\//);
    expect(Date.parse(json.expiredAt)).toBeGreaterThan(Date.now());
  });

  it("Given the editor off, When asking for a session, Then the spec's message and the flag that turns it on", async () => {
    const result = await s.cli(['apps', 'editor', FEATURE]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Error: VSCode is Not Enabled.\nTurn it on with: skiff apps configure '${FEATURE}' --editor on\n`,
    );
  });

  it('Given a trial application, When extending, Then the new expiry', async () => {
    const result = await s.cli(['apps', 'extend', 'Drupal Forge Sandbox/intranet/main']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Drupal Forge Sandbox\/intranet\/main now expires \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d\.\n$/,
    );
  });

  it('Given a pod, When deleting it without --yes, Then exit 2; with --yes it is replaced', async () => {
    const app = jsonOf(await s.cli(['apps', 'get', MAIN, '--json']));
    const pod = (app.podDetails[0].podName ?? app.podDetails[0].name) as string;
    const refused = await s.cli(['apps', 'delete-pod', MAIN, pod]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`Error: To delete pod ${pod} of ${MAIN} (it restarts), add --yes.\n`);
    const deleted = await s.cli(['apps', 'delete-pod', MAIN, pod, '--yes']);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`Deleted pod ${pod}; it is being replaced.\n`);
  });
});

describe('skiff apps state and delete', () => {
  it('Given deletion protection on, When deleting, Then refused with exit 6 and how to turn it off', async () => {
    const state = await s.cli(['apps', 'state', NEVER_DEPLOYED, '--deletion-protection', 'on']);
    expect(state.stdout).toBe(`${NEVER_DEPLOYED}: auto pause off, deletion protection on.\n`);
    const result = await s.cli(['apps', 'delete', NEVER_DEPLOYED, '--confirm', 'branch/feature-login']);
    expect(result.code).toBe(6);
    expect(result.stderr).toMatch(/^Error: Only an application that was never deployed or was undeployed successfully/);
    expect(result.stderr).toContain(`skiff apps state '${NEVER_DEPLOYED}' --deletion-protection off`);
  });

  it("Given no or the wrong typed confirmation, When deleting, Then exit 2 with the spec's message", async () => {
    await s.cli(['apps', 'state', NEVER_DEPLOYED, '--deletion-protection', 'off']);
    const missing = await s.cli(['apps', 'delete', NEVER_DEPLOYED]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `Error: To delete application ${NEVER_DEPLOYED}, add --confirm 'branch/feature-login'.\n`,
    );
    const wrong = await s.cli(['apps', 'delete', NEVER_DEPLOYED, '--confirm', 'feature-login']);
    expect(wrong.stderr).toBe("Error: --confirm 'feature-login' does not match. Value is not matching!\n");
  });

  it('Given the typed confirmation, When deleting with --json, Then the branch is gone', async () => {
    const unprotected = await s.cli(['apps', 'state', NEVER_DEPLOYED, '--deletion-protection', 'off']);
    expect(unprotected.code, unprotected.stderr).toBe(0);
    const result = await s.cli(['apps', 'delete', NEVER_DEPLOYED, '--confirm', 'branch/feature-login', '--json']);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toMatchObject({ deleted: true, branch: 'feature-login' });
    const gone = await s.cli(['apps', 'get', NEVER_DEPLOYED]);
    expect(gone.code).toBe(5);
    expect(gone.stderr).toMatch(/No branch named 'feature-login'/);
  });
});
