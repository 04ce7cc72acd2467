import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_FALLBACK_POLL_INTERVAL_MS, PUSH_UNAVAILABLE_AFTER_MS } from '@skiff/sdk/domain';
import { CLI_PATH, runCli, waitFor } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * `skiff emulator start --no-push`: an origin without a push channel. `--wait` and `notifications watch` still see
 * a task's end, the watch by the SDK's polling fallback within the polling interval.
 */
let root: string;
let origin: string;
const env = () => ({ SKIFF_CONFIG_DIR: join(root, 'config'), SKIFF_PROFILE: 'local' });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'skiff-cli-no-push-'));
  const started = await runCli(
    ['emulator', 'start', '--detach', '--port', '0', '--memory', '--no-push', '--task-speed', '20'],
    { env: env(), timeoutMs: 60_000 },
  );
  expect(started.code, started.stderr).toBe(0);
  origin = started.stdout.split('\n')[0]!;
}, 90_000);
afterAll(async () => {
  await runCli(['emulator', 'stop'], { env: env() }).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('skiff against an origin without push (emulator --no-push)', () => {
  it('Given --no-push, When a websocket asks for /api/v2/push, Then the upgrade is refused with 404', async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v2/push`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(404);
  });

  it('Given a watch, When a deploy runs with --wait, Then the watch says it polls within 10 s, and both see the end', async () => {
    const child = spawn(process.execPath, [CLI_PATH, 'notifications', 'watch', '--timeout', '40'], {
      env: { ...process.env, ...env(), NO_COLOR: '1' },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      const seconds = PUSH_FALLBACK_POLL_INTERVAL_MS / 1000;
      await waitFor(
        () => stderr.includes(`No push channel at this origin; polling every ${seconds} s. Ctrl-C to stop.`),
        'the watch to say it polls',
        PUSH_UNAVAILABLE_AFTER_MS + 3_000,
      );
      const deployed = await runCli(['apps', 'deploy', 'Acme Production/marketing-site/feature-login', '--wait'], {
        env: env(),
        timeoutMs: 60_000,
      });
      expect(deployed.code, deployed.stderr).toBe(0);
      expect(deployed.stdout).toMatch(/^DEPLOY_APPLICATION SUCCESS /m);
      const endedAt = Date.now();
      await waitFor(
        () => /ACTIVITY DEPLOY_APPLICATION SUCCESS [0-9a-f]{24} /.test(stdout),
        'the watch to print the end',
        PUSH_FALLBACK_POLL_INTERVAL_MS + 3_000,
      );
      expect(Date.now() - endedAt).toBeLessThanOrEqual(PUSH_FALLBACK_POLL_INTERVAL_MS + 1_500);
      await waitFor(() => / NOTIFICATION Deploy application succeeded/.test(stdout), 'the notification line', 10_000);
    } finally {
      child.kill('SIGINT');
      await closed;
    }
  }, 90_000);
});
