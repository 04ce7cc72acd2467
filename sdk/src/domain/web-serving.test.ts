import { describe, expect, it } from 'vitest';
import { isServableWebPath, preferredEncoding, webCacheControl, webContentType } from './web-serving.js';

describe('web serving rules', () => {
  it('Given Accept-Encoding headers, Then brotli wins over gzip unless refused or weighed lower', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('Given paths, Then maps and precompressed copies are not served, and only hashed assets are cached for good', () => {
    expect(isServableWebPath('/assets/sdk-97eMrWAh.js.map')).toBe(false);
    expect(isServableWebPath('/assets/sdk-97eMrWAh.js.br')).toBe(false);
    expect(isServableWebPath('/assets/sdk-97eMrWAh.js')).toBe(true);
    expect(webCacheControl('/assets/a.js', false)).toContain('immutable');
    expect(webCacheControl('/workspaces', true)).toBe('no-cache');
  });

  it('Given file names, Then the content type follows the extension in any case, and unknown ones are bytes', () => {
    expect(webContentType('/assets/index-Ab12.mjs')).toBe('text/javascript; charset=utf-8');
    expect(webContentType('/assets/INDEX.JS')).toBe('text/javascript; charset=utf-8');
    expect(webContentType('/manifest.json')).toBe('application/json; charset=utf-8');
    expect(webContentType('/assets/logo.svg')).toBe('image/svg+xml');
    expect(webContentType('/assets/archive.tar')).toBe('application/octet-stream');
    expect(webContentType('/assets.d/noextension')).toBe('application/octet-stream');
  });
});
