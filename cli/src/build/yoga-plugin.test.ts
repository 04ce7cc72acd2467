import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchYogaBase64 } from './yoga-plugin.js';

const inkRequire = createRequire(createRequire(import.meta.url).resolve('ink'));
const yogaGlue = join(dirname(inkRequire.resolve('yoga-layout')), '../binaries/yoga-wasm-base64-esm.js');

describe('the build patch of yoga’s glue (its WebAssembly decoded by Buffer)', () => {
  it('Given yoga’s installed glue, When patched, Then it decodes its inlined binary with Buffer, not atob and a loop', () => {
    const patched = patchYogaBase64(readFileSync(yogaGlue, 'utf8'), yogaGlue);
    expect(patched).toContain('Buffer.from(a.slice(37),"base64")');
    expect(patched).not.toContain('b.charCodeAt(a)');
  });

  it('Given the patched line, When it decodes a data URI, Then it gives the bytes the original loop gave', () => {
    const uri = `data:application/octet-stream;base64,${Buffer.from([0, 97, 115, 109, 255, 1]).toString('base64')}`;
    const original =
      'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c';
    const decode = (line: string) => [...(new Function('a', 'xa', `${line};return d;`)(uri, atob) as Uint8Array)];
    expect(decode(patchYogaBase64(original, 'line'))).toEqual(decode(original));
    expect(decode(original)).toEqual([0, 97, 115, 109, 255, 1]);
  });

  it('Given a glue without that line, When patched, Then the build stops with a sentence naming the file', () => {
    expect(() => patchYogaBase64('var x=1;', '/x/yoga.js')).toThrow(
      /\/x\/yoga.js: expected yoga's base64 decoding once/,
    );
  });
});
