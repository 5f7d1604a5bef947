import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failoverFigures, personnelInstances, underLoad, type PersonnelInstances } from '../failover';

/**
 * Issue 35, fault test 1 (on svc-personnel, the service whose reads and writes the portal makes most): one of two
 * instances SIGKILLed under reads and writes through the gateway. Reads all answer (a read that met the dead one is
 * retried on the other); a write is acknowledged, or refused without being stored, never stored twice.
 */
describe('an instance SIGKILLed under load through the gateway', { timeout: 120_000 }, () => {
  let stack: PersonnelInstances;

  beforeAll(async () => {
    stack = await personnelInstances(2);
  }, 90_000);
  afterAll(async () => stack?.close());

  it('loses no read, stores every acknowledged write once and no refused one', async () => {
    // Both instances answer through the gateway (round robin) before the load.
    await expect.poll(() => stack.read(), { timeout: 10_000 }).toBe(200);
    for (let k = 0; k < 4; k++) expect(await stack.read()).toBe(200);
    stack.calls.length = 0;
    let killedAt = -1;
    let stopAt = Infinity;
    await underLoad(stack, { readers: 2, writers: 2, until: () => stack.now() > stopAt }, async () => {
      // Killed once writes have been answered by both; the load goes on 3 s after.
      await expect.poll(() => stack.calls.filter((c) => c.kind === 'write' && c.status === 201).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
      killedAt = stack.now();
      await stack.instances[1]!.kill();
      stopAt = stack.now() + 3_000;
    });
    const figures = failoverFigures(stack.calls, killedAt);

    expect(figures.reads.failed).toBe(0);
    expect(figures.reads.nextSuccessMs).toBeLessThan(2_000);
    expect(figures.writes.nextSuccessMs).toBeLessThan(10_000);
    // Refused writes were never sent on (503, the instance unreached) or broke on the way (502): the caller knows.
    expect(figures.writes.statuses.every((s) => s === 502 || s === 503)).toBe(true);

    const writes = stack.calls.filter((c) => c.kind === 'write');
    const acknowledged = writes.filter((c) => c.status === 201);
    const stored = await stack.stored();
    const byMarker = new Map(stored.map((e) => [e.lastName, e._id]));
    // Nothing doubled: one employee a marker, one id an employee.
    expect(byMarker.size).toBe(stored.length);
    expect(new Set(stored.map((e) => e._id)).size).toBe(stored.length);
    // Nothing lost: every acknowledged write stored under the id it was answered with.
    for (const c of acknowledged) expect(byMarker.get(c.marker!), c.marker).toBe(c.id);
    // A write refused before it reached an instance (503) is not stored.
    for (const c of writes.filter((w) => w.status === 503)) expect(byMarker.has(c.marker!), c.marker).toBe(false);
  });
});
