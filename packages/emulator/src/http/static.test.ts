import { mkdir, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../test-support.js';

/** A GET over plain node:http, so the test sees the bytes and headers as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const SCRIPT = `console.log(${JSON.stringify('skiff '.repeat(400))});`;

describe('the web app as the emulator serves it', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    const tmp = await startTestEmulator({ seed: false });
    const webRoot = join(tmp.dir, 'web');
    await tmp.dispose();
    await mkdir(join(webRoot, 'assets'), { recursive: true });
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>skiff web</title>');
    // What the web build writes: the file, its brotli and gzip copies, and (only with SKIFF_WEB_SOURCEMAPS=1) a map.
    await writeFile(join(webRoot, 'assets', 'app.js'), SCRIPT);
    await writeFile(join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(webRoot, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(webRoot, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
    emu = await startTestEmulator({ webRoot });
  });
  afterAll(() => emu.dispose());

  it('Given a browser accepting brotli, When it loads a script, Then it gets the brotli copy, smaller, decoding to the script', async () => {
    const answer = await rawGet(`${emu.origin}/assets/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('Given gzip only, or no encoding, Then the script comes gzipped, or as it is', async () => {
    const gzipped = await rawGet(`${emu.origin}/assets/app.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const refused = await rawGet(`${emu.origin}/assets/app.js`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
    const plain = await rawGet(`${emu.origin}/assets/app.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('Given any page of the app, Then it carries the security headers and may not be framed', async () => {
    for (const path of ['/', '/login', '/workspaces/abc/projects', '/assets/app.js']) {
      const answer = await rawGet(`${emu.origin}${path}`, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
    }
    expect((await rawGet(`${emu.origin}/login`)).headers['cache-control']).toBe('no-cache');
  });

  it('Given a source map or a precompressed copy asked for by name, Then the answer is 404, not the file', async () => {
    for (const path of ['/assets/app.js.map', '/assets/app.js.br', '/assets/app.js.gz']) {
      const answer = await rawGet(`${emu.origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('secret.ts');
    }
  });
});
