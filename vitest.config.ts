import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: [
      '{sdk,cli,tui,web,packages,scripts}/**/*.test.{ts,tsx}',
      'tests/faults/**/*.test.ts',
      'tests/cross-surface/**/*.test.ts',
    ],
    globalSetup: ['tests/faults/global-setup.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // CI runs on a shared, noisy 2-core machine: an end-to-end test gets one more try there (one that fails twice
    // fails the run); locally a failure is reported at once.
    retry: process.env.CI ? 1 : 0,
  },
});
