/**
 * Scenario 3: a real emulator process (`skiff emulator start --port 0 --data DIR`) is killed with SIGKILL while a
 * deploy runs and workspaces are being created, then restarted on the same data folder and port. Pass: every
 * write it acknowledged is still there; the running task ends as ERROR with the "Task interrupted" line; the CLI
 * and SDK followers report the outage, recover, get every line once and end; nobody hangs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { followActivityLog, LoginProvider, resolveApplicationRef, SkiffClient } from '@skiff/sdk';
import { nodeHttpClient } from '@skiff/sdk/node';
import { waitFor } from '@skiff/testkit';
import { afterAll, expect, it } from 'vitest';
import { compareLines } from './compare.js';
import { type CliProcess, exitWithin, OWNER, PASSWORD, recordRow, spawnCli } from './harness.js';

const root = mkdtempSync(join(tmpdir(), 'skiff-crash-'));
const dataDir = join(root, 'data');
const env = { SKIFF_CONFIG_DIR: join(root, 'config') };
const running: CliProcess[] = [];

afterAll(async () => {
  for (const proc of running) proc.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function startEmulatorProcess(port: number): Promise<{ proc: CliProcess; origin: string }> {
  const proc = spawnCli(['emulator', 'start', '--port', String(port), '--data', dataDir, '--task-speed', '5'], env);
  running.push(proc);
  let exited = false;
  void proc.exited.then(() => {
    exited = true;
  });
  const origin = await waitFor(
    () => {
      if (exited) throw new Error(`the emulator exited: ${proc.stderr()}`);
      return /^(http:\/\/\S+)$/m.exec(proc.stdout())?.[1];
    },
    'the emulator origin',
    20_000,
  );
  return { proc, origin: String(origin) };
}

it('keeps acknowledged writes, ends the interrupted task as ERROR, and followers recover', async () => {
  const first = await startEmulatorProcess(0);
  const { origin } = first;
  const http = nodeHttpClient();
  const provider = new LoginProvider({ endpoint: `${origin}/cognito/`, clientId: 'skiff-emulator', http });
  const token = (await provider.signIn(OWNER, PASSWORD)).idToken;
  const client = new SkiffClient({ origin, http, token, timeoutMs: 2_000 });
  const ids = await resolveApplicationRef(client, 'Acme Production/storefront/feature-login');
  const { activityId } = await client.applications.run('deploy', ids);
  if (!activityId) throw new Error('no activity id');

  const cli = spawnCli(['logs', 'tail', activityId, '--follow', '--json'], {
    ...env,
    SKIFF_ORIGIN: origin,
    SKIFF_TOKEN: token,
  });
  running.push(cli);
  const sdkLines: string[] = [];
  const outages: string[] = [];
  const sdkFollow = (async () => {
    let end = '';
    for await (const event of followActivityLog(client, activityId, {
      pollIntervalMs: 100,
      onConnection: (state) => outages.push(state),
    })) {
      if (event.type === 'line') sdkLines.push(event.message);
      else end = event.status;
    }
    return end;
  })();

  // Writes: acknowledged ones must survive; the one in flight at the kill may or may not.
  const acknowledged: string[] = [];
  const environmentId = (await client.workspaces.get(ids.workspaceId)).environment?._id ?? undefined;
  let writeError: unknown;
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const name = `crash-${i}`;
      try {
        await client.workspaces.create({ name, environmentId, description: 'before the crash' }, { maxRetries: 0 });
        acknowledged.push(name);
      } catch (error) {
        writeError = error;
        return;
      }
    }
  })();
  await waitFor(
    () => {
      if (writeError) throw writeError;
      return sdkLines.length >= 20 && acknowledged.length >= 5;
    },
    'lines and writes before the kill',
    15_000,
  );
  first.proc.child.kill('SIGKILL');
  await first.proc.exited;
  writing = false;
  await writer;
  const linesAtKill = sdkLines.length;
  await waitFor(() => cli.stderr().includes('Retrying for up to'), 'the CLI to report the outage', 15_000);

  const port = Number(new URL(origin).port);
  const second = await startEmulatorProcess(port);
  expect(second.origin).toBe(origin);
  const sdkEnd = await Promise.race([
    sdkFollow,
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error('the SDK follower hung')), 20_000)),
  ]);
  const { code } = await exitWithin(cli, 20_000, 'skiff logs tail --follow after the restart');

  const activity = await client.activities.get(activityId);
  const truth = (await client.activities.logs(activityId, { pageSize: 1000 })).lines.map((l) => l.message);
  const stored = (await client.workspaces.list({ search: 'crash-', pageSize: 10_000 })).items.map((w) => w.name);
  const lostWrites = acknowledged.filter((name) => !stored.includes(name)).length;
  const duplicatedWrites = stored.length - new Set(stored).size;
  const cliLines = cli
    .stdout()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { message?: string; end?: boolean; status?: string });
  const cliCompared = compareLines(
    truth,
    cliLines.filter((o) => !o.end).map((o) => o.message ?? ''),
  );
  const sdkCompared = compareLines(truth, sdkLines);
  const interrupted = truth.at(-1)?.endsWith('Task interrupted: the emulator stopped while it was running.');
  const pass = activity.status === 'ERROR' && interrupted && code === 1 && sdkEnd === 'ERROR' && lostWrites === 0;
  recordRow({
    scenario: '3 crash: SIGKILL mid-task and mid-writes, restart',
    faults: `1 SIGKILL after ${linesAtKill} lines, ${acknowledged.length} acknowledged writes`,
    outcome: `${pass ? 'pass' : 'FAIL'}: task ${activity.status}, CLI exit ${code}, SDK ${sdkEnd}, outage ${outages.join('/')}`,
    lost: `${lostWrites} writes, ${cliCompared.lost + sdkCompared.lost} lines`,
    duplicated: `${duplicatedWrites} writes, ${cliCompared.duplicated + sdkCompared.duplicated} lines`,
  });
  expect(lostWrites).toBe(0);
  expect(duplicatedWrites).toBe(0);
  expect(activity.status).toBe('ERROR');
  expect(interrupted, truth.at(-1)).toBe(true);
  expect(sdkEnd).toBe('ERROR');
  expect(outages).toEqual(['lost', 'back']);
  expect(sdkCompared).toEqual({ lost: 0, duplicated: 0, inOrder: true, firstDifference: -1 });
  expect(cliCompared).toEqual({ lost: 0, duplicated: 0, inOrder: true, firstDifference: -1 });
  expect(code).toBe(1);
  expect(cli.stderr()).toContain('The server answers again');
  expect(cli.stderr()).not.toMatch(/\n\s+at /); // no stack trace
  second.proc.child.kill('SIGTERM');
  await exitWithin(second.proc, 10_000, 'the restarted emulator on SIGTERM');
}, 90_000);
