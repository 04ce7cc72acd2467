import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts', domain: 'src/domain/index.ts', cognito: 'src/cognito.ts' },
  format: ['esm'],
  target: 'node20',
  dts: false,
  clean: true,
  sourcemap: false,
  external: ['undici', 'ws', 'zod'],
});
