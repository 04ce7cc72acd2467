import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  escapeNonAscii,
  IMPORT_HOOK,
  IMPORT_META_BANNER,
  IMPORT_META_URL,
  patchInkReconciler,
  routeDynamicImports,
} from './bundles.js';

describe('the CommonJS bundles’ build steps', () => {
  it('Given import() calls by name, When routed, Then each goes through the loader’s importer and nothing else changes', () => {
    const source = 'const a = await import("open"); x.import("y"); const s = "no import here"; b=import("node:https")';
    expect(routeDynamicImports(source, 'main.cjs')).toBe(
      `const a = await ${IMPORT_HOOK}("open"); x.import("y"); const s = "no import here"; b=${IMPORT_HOOK}("node:https")`,
    );
  });

  it('Given an import() of a computed name, When routed, Then the build stops with a sentence naming the file', () => {
    expect(() => routeDynamicImports('const m = await import(name);', '/x/main.cjs')).toThrow(
      /\/x\/main.cjs: 1 import\( calls with no string name/,
    );
  });

  it('Given Ink’s installed reconciler, When patched, Then it awaits nothing at its top level', () => {
    const require = createRequire(createRequire(import.meta.url).resolve('ink'));
    const path = require.resolve('./reconciler.js');
    const patched = patchInkReconciler(readFileSync(path, 'utf8'), path);
    expect(patched).not.toMatch(/^\s*(?:\?\s*)?await /m);
    expect(() => patchInkReconciler(patched, path)).toThrow(/expected `await import\('\.\/devtools\.js'\);` once/);
  });

  it('Given regular expressions with characters beyond ASCII, When escaped, Then the bundle is ASCII and they match the same', () => {
    const source = "const quotes = /['‘’‚‛]/g; const smiles = /[😀é]/u; const word = /café/;";
    const escaped = escapeNonAscii(source);
    expect(escaped).toMatch(/^[\x00-\x7f]*$/);
    const [quotes, smiles, word] = new Function(`${escaped}; return [quotes, smiles, word];`)() as RegExp[];
    expect("it’s ‘x’ ‚y‛ 'z'".replaceAll(quotes!, '"')).toBe('it"s "x" "y" "z"');
    expect(['😀', 'é', 'e', '\ud83d'].map((text) => smiles!.test(text))).toEqual([true, true, false, false]);
    expect(word!.test('un café')).toBe(true);
  });

  it('Given a module that reads import.meta.url, When bundled as CommonJS, Then it reads the bundle file URL, on demand', () => {
    const { code } = transformSync('export const here = import.meta.url;', {
      format: 'cjs',
      define: { 'import.meta.url': IMPORT_META_URL },
      banner: IMPORT_META_BANNER,
      logLevel: 'silent',
    });
    const module = { exports: {} as { here?: string } };
    let urlLoads = 0;
    const require = (name: string) => {
      urlLoads++;
      return createRequire(import.meta.url)(name);
    };
    new Function('module', 'exports', 'require', '__filename', code)(
      module,
      module.exports,
      require,
      '/opt/skiff/main.cjs',
    );
    expect(module.exports.here).toBe(pathToFileURL('/opt/skiff/main.cjs').href);
    // Nothing is loaded for it until a module reads it.
    const quiet = { exports: {} };
    let loads = 0;
    new Function('module', 'exports', 'require', '__filename', IMPORT_META_BANNER)(
      quiet,
      quiet.exports,
      () => loads++,
      '/x',
    );
    expect(loads).toBe(0);
    expect(urlLoads).toBe(1);
  });
});
