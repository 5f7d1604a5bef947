import { defineConfig } from 'vitest/config';

// One id per run, inherited by the workers: a run's topics are `test.<run>.…`, so runs side by side never clear each other's.
process.env.FIRECREST_TEST_RUN ??= Date.now().toString(36);

/** Unit and integration tests use the real Kafka and FerretDB started by infra/stack.sh; e2e drives Chromium. */
export default defineConfig({
  test: {
    // A global teardown that cannot finish must not hold the run (CI has a time limit).
    teardownTimeout: 150_000,
    projects: [
      {
        test: {
          name: 'integration',
          include: ['packages/*/{src,test}/**/*.test.{ts,tsx}', 'svc-*/test/**/*.test.ts', 'infra/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['infra/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page state awaited with expect.poll may take seconds on a busy 2-core machine (vitest's default gives up after 1 s).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
