import { defineConfig } from 'tsup';

/** The package build (`npm run build`); the CLI bundles the TUI from source itself. */
export default defineConfig({
  entry: { index: 'src/index.ts', 'warm-start': 'src/app/warm-start.ts' },
  format: ['esm'],
  target: 'node20',
  clean: true,
  external: ['@skiff/sdk', 'ink', 'react'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
