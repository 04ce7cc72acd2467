import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

// `vite dev` proxies the platform's paths to an emulator (default http://127.0.0.1:4600) so the app's origin
// serves both the pages and the API, exactly as the emulator does with the built app.
const apiOrigin = process.env.SKIFF_ORIGIN ?? 'http://127.0.0.1:4600';
const proxied = { target: apiOrigin, changeOrigin: true };
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [precompress()],
  // The footer's UI version (spec 003 section 2.16).
  define: { __SKIFF_UI_VERSION__: JSON.stringify(version) },
  // Vite 8 transforms TSX itself (oxc); React 19 wants the automatic runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Bundle @skiff/sdk from its TypeScript source (its `source` export condition), not from a prebuilt dist.
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    // The app is written against React's API and runs on Preact's compatibility layer: 12 KB of script where
    // react-dom is 68 KB (gzip), which is what keeps each route's first load under its budget (bench-web.mjs).
    // Types still come from @types/react, so tsc checks the React API.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps would publish the whole source with its comments: none by default; SKIFF_WEB_SOURCEMAPS=1 writes
    // them for local debugging without the sourceMappingURL comment (and the servers refuse *.map anyway).
    sourcemap: process.env.SKIFF_WEB_SOURCEMAPS === '1' ? 'hidden' : false,
    // dist/.vite/manifest.json: scripts/bench-web.mjs measures each route's initial JavaScript from it.
    manifest: true,
    target: 'es2022',
    // Preact in a named chunk (it changes rarely, so browsers keep it across releases); the SDK is split by use, so
    // the login route loads only the parts its modules import (one 'sdk' chunk made every route load all of it).
    // Everything else the entry imports statically ('$initial') goes into the entry chunk itself: left to the
    // default, it came as six files (four under 1.2 KB) and the seventh and eighth request of the first load
    // waited for one of Chromium's six connections to the origin before the login page could paint.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 2 },
            { name: 'boot', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api/v2/push': { ...proxied, ws: true },
      '/api': proxied,
      '/webhooks/': proxied,
      // Not '/auth': the app's own /authorize page starts so.
      '^/auth/': proxied,
      '/cognito': proxied,
      '/.well-known': proxied,
    },
  },
});
