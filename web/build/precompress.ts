import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/i;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the strongest
 * settings, so the servers (emulator, `skiff web`) send them by Accept-Encoding without compressing per request.
 * Copies that would not be smaller are skipped; a server then sends the file as it is.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'skiff-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite')) continue;
        const path = join(outDir, name);
        const raw = readFileSync(path);
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
