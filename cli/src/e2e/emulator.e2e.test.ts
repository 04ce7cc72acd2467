import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let root: string;
const env = () => ({ SKIFF_CONFIG_DIR: join(root, 'config') });

function listenOnFreePort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'skiff-cli-emulator-'));
});
afterAll(async () => {
  await runCli(['emulator', 'stop'], { env: env() }).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('skiff emulator', () => {
  it('Given no emulator, When asking for its status, Then exit 1 and how to start one', async () => {
    const result = await runCli(['emulator', 'status'], { env: env() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/not running/);
  });

  it('Given --detach --port 0, When started, Then the origin answers, status says running, and stop stops it', async () => {
    const started = await runCli(['emulator', 'start', '--detach', '--port', '0', '--memory'], { env: env() });
    expect(started.stderr).toContain('owner@demo.skiff.dev');
    expect(started.code).toBe(0);
    const origin = started.stdout.split('\n')[0]!;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${origin}/api/v2/healthz`)).status).toBe(200);

    const status = await runCli(['emulator', 'status', '--json'], { env: env() });
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ running: true, origin });

    const listed = await runCli(['--profile', 'local', 'workspaces', 'list', '--json'], { env: env() });
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).items.length).toBeGreaterThan(0);

    const stopped = await runCli(['emulator', 'stop'], { env: env() });
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toMatch(/^Stopped the emulator at /);
    await expect(fetch(`${origin}/api/v2/healthz`)).rejects.toThrow();
    expect((await runCli(['emulator', 'status'], { env: env() })).code).toBe(1);
  });

  it('Given --port 0 --detach --json, When started, Then only {origin, pid} on stdout; stop --json stops it', async () => {
    const started = await runCli(['emulator', 'start', '--port', '0', '--detach', '--memory', '--json'], {
      env: env(),
    });
    expect([started.code, started.stderr]).toEqual([0, '']);
    const document = JSON.parse(started.stdout);
    expect(document).toEqual({ origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), pid: expect.any(Number) });
    expect(started.stdout).toBe(`${JSON.stringify(document)}\n`);
    expect((await fetch(`${document.origin}/api/v2/healthz`)).status).toBe(200);
    const stopped = await runCli(['emulator', 'stop', '--json'], { env: env() });
    expect(stopped.code).toBe(0);
    expect(JSON.parse(stopped.stdout)).toEqual({ stopped: true, ...document });
    await expect(fetch(`${document.origin}/api/v2/healthz`)).rejects.toThrow();
  });

  it('Given a stopped emulator, When a command needs the server, Then exit 7 with one sentence and how to start it', async () => {
    const result = await runCli(['--profile', 'local', 'workspaces', 'list'], { env: env() });
    expect(result.code).toBe(7);
    expect(result.stderr).toMatch(
      /^Error: Cannot reach http:\/\/127\.0\.0\.1:\d+: connection refused \(is the server running\?\)\.\nStart the emulator with: skiff emulator start\n$/,
    );
  });

  it('Given the port is taken, When starting, Then exit 7 with one clear sentence', async () => {
    const { server, port } = await listenOnFreePort();
    try {
      const result = await runCli(['emulator', 'start', '--port', String(port), '--memory'], { env: env() });
      expect(result.code).toBe(7);
      expect(result.stderr).toBe(
        `Error: Port ${port} is already in use. Stop what uses it, or pass --port 0 to pick a free port.\n`,
      );
      expect(result.stdout).toBe('');
    } finally {
      server.close();
    }
  });
});
