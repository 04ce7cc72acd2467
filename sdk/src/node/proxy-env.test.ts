import { expect, it } from 'vitest';
import { proxyFor, redactedProxy } from './proxy-env.js';

const env = { HTTPS_PROXY: 'http://secure-proxy:3128', HTTP_PROXY: 'http://plain-proxy:3128' };

it('Given HTTPS_PROXY and HTTP_PROXY, Then https and wss take the first, http and ws the second', () => {
  expect(proxyFor('https://console.example.com/api', env)).toBe('http://secure-proxy:3128');
  expect(proxyFor('wss://console.example.com/api/v2/push', env)).toBe('http://secure-proxy:3128');
  expect(proxyFor('http://127.0.0.1:4600/api', env)).toBe('http://plain-proxy:3128');
  expect(proxyFor('ws://127.0.0.1:4600/api/v2/push', env)).toBe('http://plain-proxy:3128');
  expect(proxyFor('https://x.example', {})).toBeUndefined();
});

it.each([
  ['example.com', 'https://api.example.com', true],
  ['.example.com', 'https://example.com', true],
  ['*.example.com', 'https://a.b.example.com', true],
  ['example.com', 'https://notexample.com', false],
  ['127.0.0.1:4600', 'http://127.0.0.1:4600', true],
  ['127.0.0.1:4601', 'http://127.0.0.1:4600', false],
  ['localhost, 127.0.0.1', 'http://127.0.0.1:9', true],
  ['*', 'https://anything.example', true],
  ['::1', 'http://[::1]:4600', true],
])('Given NO_PROXY=%s, Then %s bypasses the proxy: %s', (noProxy, url, bypassed) => {
  expect(proxyFor(url, { ...env, NO_PROXY: noProxy }) === undefined).toBe(bypassed);
});

it('Given a proxy URL with credentials, Then messages show it without them', () => {
  expect(redactedProxy('http://user:secret@proxy.local:3128')).toBe('http://proxy.local:3128');
});
