import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  clean: true,
  external: ['better-sqlite3', 'ws'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
