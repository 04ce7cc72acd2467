import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_CONTENT_TYPES } from '@skiff/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './web-server.js';

/** `skiff web`'s static files are sent with the same content types as the emulator's (sdk web-serving.ts). */
describe('skiff web serving the built app', () => {
  let root: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'skiff-web-types-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>skiff</title>');
    for (const extension of Object.keys(WEB_CONTENT_TYPES))
      writeFileSync(join(root, 'assets', `file${extension}`), 'x');
    writeFileSync(join(root, 'assets', 'UPPER.MJS'), 'x');
    // The platform's origin is never reached: only static paths are asked for.
    const server = createWebServer(root, 'http://127.0.0.1:9');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('Given a module script, a JSON file and a manifest, Then each has its type, text in UTF-8', async () => {
    const typeOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get('content-type');
    expect(await typeOf('/assets/file.mjs')).toBe('text/javascript; charset=utf-8');
    expect(await typeOf('/assets/UPPER.MJS')).toBe('text/javascript; charset=utf-8');
    expect(await typeOf('/assets/file.json')).toBe('application/json; charset=utf-8');
    expect(await typeOf('/assets/file.webmanifest')).toBe('application/manifest+json');
    expect(await typeOf('/assets/file.webp')).toBe('image/webp');
  });
});
