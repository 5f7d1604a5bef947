import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './scripts/test-order';

// One id per run, inherited by the workers: a run's topics are `test.<run>.…`, so runs side by side never clear each other's.
process.env.FIRECREST_TEST_RUN ??= Date.now().toString(36);

/**
 * The unit tier: every file named *.unit.test.ts(x), and the packages and frontends whose tests are all pure.
 */
const UNIT = [
  '**/*.unit.test.{ts,tsx}',
  'packages/contracts/test/**/*.test.ts',
  'packages/portal-kit/{src,test}/**/*.test.{ts,tsx}',
  'packages/web-server/test/**/*.test.ts',
  'shell/src/**/*.test.{ts,tsx}',
  'mf-*/src/**/*.test.{ts,tsx}',
];

/**
 * Integration files that kill processes and time the outage against a clock (a lock's lease, a delivery's 700 ms
 * timeout, a next read within 2 s): they run after the rest, two at a time, so the integration tier's load never
 * stretches the times they assert (one at a time 77-81 s, two at a time 57-61 s). The store-loss and broker-loss files
 * (a FerretDB or three brokers of their own; the driver's 10 s waits, writes within 1.5 s each), the fuzz and the
 * consumer-group file (no clock) run with the integration files.
 */
const RESILIENCE = [
  'scripts/test/instance-loss.test.ts',
  'svc-webhooks/test/instance-kill.test.ts',
  'svc-webhooks/test/resilience.test.ts',
  'packages/service-kit/test/job-claims.test.ts',
];

/** Unit tests use nothing outside the process; integration tests the real Kafka and FerretDB (infra/stack.sh); e2e drives Chromium. */
export default defineConfig({
  test: {
    // A global teardown that cannot finish must not hold the run (CI has a time limit).
    teardownTimeout: 150_000,
    // Long files first in each project, on a clean clone too (scripts/test-order.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        // Pure logic and components: no Kafka, no database, no browser (`./firecrest test --unit`). A store reached
        // by mistake is an address that refuses at once, never the local infrastructure.
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          env: { MONGO_URL: 'mongodb://127.0.0.1:9/unit-tests-have-no-database?serverSelectionTimeoutMS=500', KAFKA_BROKERS: '127.0.0.1:9' },
          // Component tests type and click through user-event: seconds on a busy 2-core machine, not a hang.
          testTimeout: 30_000,
          setupFiles: ['packages/portal-kit/testing/setup.ts'],
          // Pure files share their workers' module cache: a file's imports are loaded once per worker, not once per
          // file (most of the tier's time was spent importing). A test that needs a fresh module state says so itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/{src,test}/**/*.test.{ts,tsx}', 'svc-*/test/**/*.test.ts', 'infra/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          exclude: [...UNIT, ...RESILIENCE, '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['infra/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Three files at once: most of a file's time is waiting on Kafka and FerretDB (other processes), so even
          // three leave CPU idle (86 files: 249 s and 1.24 cores two at a time, 182 s and 1.54 cores three at a time).
          // After the browser tests, alone.
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          // A worker runs its files one after the other in one module cache: starting a fresh process and importing
          // the services' code again for each file was 40 % of the tier's CPU (83 files: 441 → 240 CPU-s, 295 → 200 s).
          // Every file builds its own services (own database, own topics); one that changes the process (env, timers,
          // spies) undoes it in its afterAll/finally.
          isolate: false,
        },
      },
      {
        test: {
          name: 'resilience',
          include: RESILIENCE,
          environment: 'node',
          // No set-up of its own: the integration group's teardown deletes the run's topics, theirs too (two teardowns
          // deleting one run's topics at once failed on topics the other had just deleted). Run alone, its topics go
          // with the next run's sweep of old ones.

          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 3 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // A group of its own, never beside the unit and integration files: on 2 cores the integration tier's
          // heaviest files (three Kafka brokers, worker processes) starved the browser tests' stack and timed them out.
          sequence: { groupOrder: 1 },
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Each file first waits for the stack the set-up starts in the background.
          setupFiles: ['e2e/stack-ready.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once on the one stack: a browser test mostly waits on the stack, so one file at a time left
          // most of a core idle (30 files: 444 s one at a time, 311-347 s two at a time). Each file makes its own
          // records and users, and none stops a part of the stack others use (a remote down is made in one browser).
          maxWorkers: 2,
          // A browser test failing once is run once more, and listed as retried: two files at once on 2 cores made
          // rare lost clicks on antd overlays still moving into place (each seen fixed in its test, docs/decisions.md).
          // One that fails twice fails the run.
          retry: 1,
          // One module cache for each worker's files, as in the integration tier (each file launches its own browser).
          isolate: false,
          // A page state awaited with expect.poll may take seconds on a busy 2-core machine (vitest's default gives up after 1 s).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
