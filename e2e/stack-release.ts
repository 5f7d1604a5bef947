import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

/** Where e2e/global-setup.ts leaves the stop of its stack, for this reporter (both run in vitest's main process). */
export const STOP_E2E_STACK = Symbol.for('firecrest.e2e.stop-stack');

/**
 * Stops the browser tests' stack once the last browser file of the run has ended, rather than at the run's end: the
 * integration and resilience tiers after it then have the machine (twelve idle processes, their consumers and the
 * store's work for them). The global set-up's teardown still waits for the same stop.
 */
export default class StackRelease implements Reporter {
  private left = 0;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.left = specifications.filter((s) => s.project.name === 'e2e').length;
  }

  onTestModuleEnd(module: TestModule): void {
    if (module.project.name !== 'e2e' || --this.left > 0) return;
    const stop = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[STOP_E2E_STACK];
    // Not awaited: the next tier starts meanwhile. A failure is reported again by the teardown, which awaits it.
    void stop?.().catch((error: unknown) => console.warn('e2e stack: the early stop failed:', error));
  }
}
