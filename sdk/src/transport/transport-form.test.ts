import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from './http.js';
import { encodeFormData, Transport } from './transport.js';

/** A recording HttpClient: the transport's request is what this test checks, not a server. */
function recorder(): { http: HttpClient; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const http: HttpClient = {
    async send(request) {
      sent.push(request);
      return { status: 200, headers: {}, text: async () => '{"ok":true}' };
    },
  };
  return { http, sent };
}
const any = { safeParse: (data: unknown) => ({ success: true as const, data }) };

describe('transport: root paths and multipart bodies', () => {
  it('Given a root path, When the URL is built, Then /api/v2 is left out; other paths keep it', () => {
    const transport = new Transport({ origin: 'https://console.example.com/', http: recorder().http });
    expect(transport.url('/webhooks/applications/a/git', {}, true)).toBe(
      'https://console.example.com/webhooks/applications/a/git',
    );
    expect(transport.url('/users/profile', { search: 'x' })).toBe(
      'https://console.example.com/api/v2/users/profile?search=x',
    );
  });

  it('Given a FormData, When encoded, Then the bytes carry each part under the announced boundary', async () => {
    const form = new FormData();
    form.set('tag', 'image');
    form.set('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'a.png');
    const { bytes, contentType } = await encodeFormData(form);
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
    expect(contentType.startsWith('multipart/form-data; boundary=')).toBe(true);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="tag"\r\n\r\nimage\r\n`);
    expect(text).toContain('filename="a.png"');
    expect(text).toContain('PNGDATA');
  });

  it('Given form() and json(), When sent, Then form sends bytes with its boundary and json stays JSON text', async () => {
    const { http, sent } = recorder();
    const transport = new Transport({ origin: 'http://x', http, token: 't' });
    const form = new FormData();
    form.set('tag', 'image');
    await transport.form('POST', '/files/upload', form, any);
    await transport.json('POST', '/hosted-zones', any, { body: { domain: 'a.com' } });
    expect(sent[0]!.body).toBeInstanceOf(Uint8Array);
    expect(sent[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.headers.authorization).toBe('Bearer t');
    expect(sent[1]!.body).toBe('{"domain":"a.com"}');
    expect(sent[1]!.headers['content-type']).toBe('application/json');
  });
});
