import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from './emulator.js';
import { api, signIn, startTestEmulator, type TestEmulator, waitFor } from './test-support.js';

describe('emulator lifecycle', () => {
  it('Given a running task, When the emulator restarts on the same dataDir, Then data is kept and the task ended in ERROR', async () => {
    const first = await startTestEmulator({ taskSpeed: 1 });
    const owner = await signIn(first.origin, 'owner@demo.skiff.dev');
    const seen = await api(first.origin, owner, '/notifications', { method: 'PATCH', body: '{"seen":true}' });
    expect(seen.body.updated).toBeGreaterThan(0);
    const acme = (await api(first.origin, owner, '/workspaces?search=acme')).body.data[0]._id;
    const apps = (await api(first.origin, owner, `/workspaces/${acme}/applications?search=feature-login&pageSize=50`))
      .body.data;
    const target = apps[0];
    const path = `/workspaces/${acme}/projects/${target.project}/applications/${target._id}`;
    const started = await api(first.origin, owner, `${path}/activate`, { method: 'PATCH', body: '{}' });
    const activityId = started.body.activityId as string;
    await waitFor(async () => (await api(first.origin, owner, `/activities/${activityId}/logs`)).body.data.length >= 2);
    await first.close();

    const second = await startEmulator({ port: 0, dataDir: first.dir, taskSpeed: 50 });
    try {
      // The signing secret lives in the database, so the old token still works.
      const activity = await api(second.origin, owner, `/activities/${activityId}`);
      expect(activity.body.status).toBe('ERROR');
      const logs = await api(second.origin, owner, `/activities/${activityId}/logs?pageSize=1000`);
      expect(logs.body.task.status).toBe('ERROR');
      expect(logs.body.data.at(-1).message).toMatch(
        /^\S+Z Task interrupted: the emulator stopped while it was running\.$/,
      );
      const app = await api(second.origin, owner, path);
      expect(app.body.lastActivity).toMatchObject({ _id: activityId, status: 'ERROR' });
      const notes = await api(second.origin, owner, '/notifications?pageSize=50');
      expect(notes.body.data.some((n: { title: string }) => n.title === 'Deploy application failed')).toBe(true);
      expect(notes.body.data.filter((n: { seen: boolean }) => n.seen).length).toBeGreaterThanOrEqual(2);
      expect((await api(second.origin, owner, '/workspaces')).body.totalItem).toBe(15);
    } finally {
      await second.close();
      await first.dispose();
    }
  });

  it('Given a port in use, When starting another emulator on it, Then it rejects with EADDRINUSE', async () => {
    const first = await startTestEmulator({ seed: false });
    try {
      const attempt = startEmulator({ port: first.port, memory: true, seed: false });
      await expect(attempt).rejects.toMatchObject({
        code: 'EADDRINUSE',
        message: `Port ${first.port} is already in use.`,
      });
    } finally {
      await first.dispose();
    }
  });

  it('Given a non-loopback host, Then startEmulator refuses', async () => {
    await expect(startEmulator({ port: 0, memory: true, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });
});

describe('HTTP surface', () => {
  let emu: TestEmulator;
  let webRoot: string;
  const lines: string[] = [];
  beforeAll(async () => {
    const tmp = await startTestEmulator({ seed: false });
    webRoot = join(tmp.dir, 'web');
    await tmp.dispose();
    await mkdir(join(webRoot, 'assets'), { recursive: true });
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>skiff web</title>');
    await writeFile(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    emu = await startTestEmulator({ webRoot, allowFaultHeaders: true, log: (l) => lines.push(l) });
  });
  afterAll(() => emu.dispose());

  it('Given a built web app, Then files are served and unknown paths fall back to index.html', async () => {
    const asset = await fetch(`${emu.origin}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await asset.text()).toBe('console.log(1)');
    const deep = await fetch(`${emu.origin}/workspaces/abc/projects`);
    expect(await deep.text()).toContain('skiff web');
    const outside = await fetch(`${emu.origin}/..%2F..%2Fetc%2Fpasswd`);
    expect(await outside.text()).toContain('skiff web');
  });

  it('Given no web app, Then the root says the web app is not built', async () => {
    const bare = await startTestEmulator({ seed: false });
    try {
      expect(await (await fetch(`${bare.origin}/`)).text()).toContain('web app is not built');
    } finally {
      await bare.dispose();
    }
  });

  it('Given an OPTIONS preflight from its own web app, Then 204 with CORS headers', async () => {
    const own = emu.origin.replace('127.0.0.1', 'localhost');
    const res = await fetch(`${emu.origin}/api/v2/workspaces`, {
      method: 'OPTIONS',
      headers: { origin: own, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('Given an OPTIONS preflight from a page on another port or site, Then 403 without CORS headers', async () => {
    for (const origin of ['http://localhost:5173', 'http://evil.example']) {
      const res = await fetch(`${emu.origin}/api/v2/workspaces`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('Given a bad JSON body, Then 400 in the NestJS shape', async () => {
    const token = await signIn(emu.origin, 'admin@demo.skiff.dev');
    const res = await api(emu.origin, token, '/notifications', { method: 'PATCH', body: '{not json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('Given the fault header status=503, Then the API answers 503 without doing the work', async () => {
    const res = await api(emu.origin, undefined, '/healthz', { headers: { 'x-skiff-fault': 'status=503' } });
    expect(res).toMatchObject({ status: 503, body: { statusCode: 503, error: 'Service Unavailable' } });
  });

  it('Given requests, Then the log has method, path, status and time, never the token', async () => {
    const token = await signIn(emu.origin, 'dev@demo.skiff.dev');
    await api(emu.origin, token, '/users/profile?x=1');
    const line = lines.find((l) => l.startsWith('GET /api/v2/users/profile 200'));
    expect(line).toMatch(/ms$/);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('Skiff!demo1');
  });

  it('Given a keep-alive client, When listing workspaces many times, Then answers stay fast', async () => {
    const token = await signIn(emu.origin, 'owner@demo.skiff.dev');
    const started = performance.now();
    for (let i = 0; i < 100; i++) expect((await api(emu.origin, token, '/workspaces')).status).toBe(200);
    expect((performance.now() - started) / 100).toBeLessThan(20);
  });
});
