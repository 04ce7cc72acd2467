import { defineConfig } from 'vitest/config';

const TESTS = '*.test.{ts,tsx}';
/** Files that start no server, process or browser. */
const UNIT = [
  `sdk/src/{domain,auth,wizards,capabilities}/**/${TESTS}`,
  `cli/src/{cli,build,commands}/**/${TESTS}`,
  `web/src/{components,router,pages}/**/${TESTS}`,
  'tui/src/{app/theme,keys/key-bindings,screens/screen-table}.test.ts',
];
/** The web app in Chromium: one browser per worker, kept across the files that worker runs (see browser.ts). */
const WEB = [`web/src/e2e/**/${TESTS}`];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on two cores is one worker (cores - 1): one file at a time, while most end-to-end files spend
    // their time waiting on an emulated task, a child process or a browser. Two workers keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    // CI runs on a shared, noisy 2-core machine: an end-to-end test gets one more try there (one that fails twice
    // fails the run); locally a failure is reported at once.
    retry: process.env.CI ? 1 : 0,
    // ... and what a retried test's first try failed on is printed at the end (vitest's reporters drop it).
    reporters: process.env.CI ? ['default', './tests/retried-tests-reporter.ts'] : ['default'],
    // A worker runs file after file in one process and keeps the modules it loaded (vitest's default starts a
    // process per file and loads the SDK, the emulator, Ink and React again each time: 1-2 s of CPU per file). Each
    // file still starts its own emulator on a fresh database (testkit) and closes what it opened.
    isolate: false,
    // expect.poll gives up after 1 s by default: on a loaded two-core machine a page or an emulator answer takes
    // longer (a web test failed so at load 25 with its answer on the way). A poll still ends as soon as it passes.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT } },
      { extends: true, test: { name: 'web', include: WEB } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: [
            `{sdk,cli,tui,web,packages,scripts}/**/${TESTS}`,
            'tests/faults/**/*.test.ts',
            'tests/cross-surface/**/*.test.ts',
            'tests/conformance/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', ...UNIT, ...WEB],
          globalSetup: ['tests/faults/global-setup.ts'],
        },
      },
    ],
  },
});
