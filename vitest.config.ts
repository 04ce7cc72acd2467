import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['{sdk,cli,tui,web,packages,scripts}/**/*.test.{ts,tsx}', 'tests/faults/**/*.test.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
