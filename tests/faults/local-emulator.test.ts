/**
 * Issue 19: a local emulator that cannot be turned against its user. Real `skiff emulator start --detach`
 * processes in a fresh HOME: the modes of every file and folder skiff made, and (further rows) who it answers.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import { afterAll, expect, it } from 'vitest';
import {
  SIGN_IN_HEADERS as COGNITO,
  CROSS_SITE_ORIGINS,
  FOREIGN_HOST,
  LOOPBACK_HOSTS,
  SIGN_IN_BODY as SIGN_IN,
  sendRaw as send,
} from '../../packages/emulator/src/http/local-only-cases.js';
import { recordRow } from './harness.js';

const roots: { env: Record<string, string> }[] = [];
/** The first test's detached emulator, which the Host and Origin rows attack. */
let first: { origin: string; env: Record<string, string>; data: string } | undefined;

/** A fresh HOME (0755, as on many systems) with no skiff folder yet: `emulator start` is the first command. */
function freshHome(): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'skiff-home-'));
  const env = { HOME: home, SKIFF_CONFIG_DIR: '', XDG_CONFIG_HOME: '' };
  roots.push({ env });
  return env;
}

afterAll(async () => {
  for (const { env } of roots) await runCli(['emulator', 'stop'], { env }).catch(() => undefined);
});

/** Every path under `dir` (itself included) with its mode, as `755 path`. */
function modesUnder(dir: string): { path: string; mode: number; folder: boolean }[] {
  const stat = statSync(dir);
  const here = { path: dir, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  if (!here.folder) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => modesUnder(join(dir, name)))];
}

it('file modes after `emulator start --detach` as the first command: folders 0700, files 0600', async () => {
  const env = freshHome();
  const started = await runCli(['emulator', 'start', '--detach', '--port', '0', '--task-speed', '50'], {
    env,
    timeoutMs: 60_000,
  });
  expect(started.code, started.stderr).toBe(0);
  const origin = started.stdout.split('\n')[0]!;
  first = { origin, env, data: join(env.HOME!, '.config', 'skiff', 'emulator') };
  // A sign-up, so that its confirmation code must reach the detached emulator's log (F-20).
  const signUp = await fetch(`${origin}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
    },
    body: JSON.stringify({ ClientId: 'skiff-emulator', Username: 'newbie@example.com', Password: 'Newbie!pass1' }),
  });
  expect(signUp.status).toBe(200);
  const skiffDir = join(env.HOME!, '.config', 'skiff');
  const modes = modesUnder(skiffDir);
  const loose = modes.filter((m) => m.mode !== (m.folder ? 0o700 : 0o600));
  const names = modes.map((m) => m.path.slice(skiffDir.length + 1) || '.');
  const log = readFileSync(join(skiffDir, 'emulator', 'emulator.log'), 'utf8');
  const codeLogged = /sign-up confirmation code for newbie@example\.com: \d{6}/.test(log);
  recordRow({
    scenario: '19 local: file modes after emulator start',
    faults: 'fresh HOME, umask 022',
    outcome: `${modes.length - loose.length}/${modes.length} private (${names.join(', ')}); code in log: ${codeLogged}`,
    lost: '-',
    duplicated: '-',
  });
  expect(loose.map((m) => `${m.mode.toString(8)} ${m.path}`)).toEqual([]);
  expect(names).toEqual(expect.arrayContaining(['emulator/emulator.db', 'emulator/emulator.log', 'profiles.json']));
  expect(codeLogged, log).toBe(true);
});

it('an existing data folder others can read: one warning line, and the files in it are still 0600', async () => {
  const env = freshHome();
  const data = join(env.HOME!, 'shared-data');
  mkdirSync(data, { mode: 0o755 });
  const started = await runCli(['emulator', 'start', '--detach', '--port', '0', '--data', data], {
    env,
    timeoutMs: 60_000,
  });
  expect(started.code, started.stderr).toBe(0);
  const warnings = started.stderr.split('\n').filter((line) => line.startsWith('Warning:'));
  expect(warnings).toEqual([
    `Warning: other users can read ${data} (mode 755); make it private with: chmod 700 '${data}'`,
  ]);
  expect(statSync(join(data, 'emulator.db')).mode & 0o777).toBe(0o600);
});

it('a foreign Host (DNS rebinding with the public demo password): 421, no token; loopback Hosts served', async () => {
  const { origin } = first!;
  const signIn = await send(origin, 'POST', '/cognito/', { ...COGNITO, host: `${FOREIGN_HOST}:4600` }, SIGN_IN);
  const api = await send(origin, 'GET', '/api/v2/users/profile', { host: FOREIGN_HOST });
  const local = await send(origin, 'POST', '/cognito/', COGNITO, SIGN_IN);
  const loopback: string[] = [];
  for (const host of LOOPBACK_HOSTS) {
    loopback.push(`${host} ${(await send(origin, 'GET', '/api/v2/healthz', { host })).status}`);
  }
  recordRow({
    scenario: '19 local: foreign Host',
    faults: `Host: ${FOREIGN_HOST} on /cognito and /api; ${LOOPBACK_HOSTS.length} loopback Hosts`,
    outcome: `sign-in ${signIn.status}, API ${api.status}, token leaked: ${signIn.body.includes('IdToken')}; loopback sign-in ${local.status}; ${loopback.join(', ')}`,
    lost: '-',
    duplicated: '-',
  });
  expect([signIn.status, api.status]).toEqual([421, 421]);
  expect(signIn.body).not.toContain('IdToken');
  expect(local.status).toBe(200);
  expect(loopback).toEqual(LOOPBACK_HOSTS.map((host) => `${host} 200`));
});

it('a DNS-rebinding preflight and cross-site simple POSTs: 403, no CORS headers', async () => {
  const { origin } = first!;
  const evil = CROSS_SITE_ORIGINS[0];
  const preflight = await send(origin, 'OPTIONS', '/api/v2/workspaces', {
    origin: evil,
    'access-control-request-method': 'DELETE',
    'access-control-request-headers': 'authorization',
  });
  const simple: { origin: string; status: number; leaked: boolean }[] = [];
  for (const page of CROSS_SITE_ORIGINS) {
    const answer = await send(
      origin,
      'POST',
      '/cognito/',
      { ...COGNITO, 'content-type': 'text/plain', origin: page },
      SIGN_IN,
    );
    simple.push({ origin: page, status: answer.status, leaked: answer.body.includes('IdToken') });
  }
  const allowed = preflight.headers['access-control-allow-origin'];
  recordRow({
    scenario: '19 local: DNS-rebinding preflight',
    faults: `OPTIONS from ${evil}; text/plain POST from ${CROSS_SITE_ORIGINS.join(', ')}`,
    outcome: `preflight ${preflight.status} (allow-origin: ${allowed ?? 'none'}), simple POSTs ${simple.map((s) => s.status).join('/')}`,
    lost: '-',
    duplicated: '-',
  });
  expect(preflight.status).toBe(403);
  expect(allowed).toBeUndefined();
  expect(simple).toEqual(CROSS_SITE_ORIGINS.map((page) => ({ origin: page, status: 403, leaked: false })));
});

it('a second emulator on the data folder in use: refused with exit 7, the first one untouched', async () => {
  const { origin, data } = first!;
  const env = freshHome();
  const second = await runCli(['emulator', 'start', '--port', '0', '--data', data], { env, timeoutMs: 60_000 });
  const health = await fetch(`${origin}/api/v2/healthz`);
  recordRow({
    scenario: '19 local: second emulator, same data',
    faults: 'emulator start --data <folder in use>',
    outcome: `exit ${second.code}: ${second.stderr.trim().split('\n')[0]}; first still answers: ${health.status}`,
    lost: '-',
    duplicated: '-',
  });
  expect(second.code, second.stderr).toBe(7);
  expect(second.stderr).toMatch(/^Error: Another emulator \(pid \d+\) is using the data folder /);
  expect(health.status).toBe(200);
});

it('a recycled pid: `emulator stop` leaves the process that now has it alone', async () => {
  const env = freshHome();
  const sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
  const configDir = join(env.HOME!, '.config', 'skiff');
  mkdirSync(configDir, { recursive: true, mode: 0o700 });
  writeFileSync(
    join(configDir, 'emulator.json'),
    JSON.stringify({ pid: sleeper.pid, origin: 'http://127.0.0.1:1', dataDir: join(env.HOME!, 'data') }),
  );
  const stopped = await runCli(['emulator', 'stop'], { env });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const alive = sleeper.exitCode === null && sleeper.signalCode === null;
  sleeper.kill('SIGKILL');
  recordRow({
    scenario: '19 local: recycled pid',
    faults: 'emulator.json names the pid of an unrelated sleep',
    outcome: `exit ${stopped.code}, sleep still alive: ${alive}: ${stopped.stdout.trim() || stopped.stderr.trim().split('\n')[0]}`,
    lost: '-',
    duplicated: '-',
  });
  expect(stopped.code, stopped.stderr).toBe(0);
  expect(alive).toBe(true);
  expect(stopped.stderr).toContain(`Pid ${sleeper.pid} is no longer the emulator started at http://127.0.0.1:1`);
});
