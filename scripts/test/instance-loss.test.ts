import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failoverFigures } from '../failover';
import { fleetLoad, READS, WRITES } from '../fleet-load';
import { BALANCED, serviceFleet, type ServiceFleet } from '../service-fleet';

/**
 * Issue 35, fault test 1: two instances of every service behind the gateway; under reads of every service and writes
 * of three, one instance of each service is SIGKILLed in turn. Reads all answer (a read that met the dead one is retried
 * on the other); a write is acknowledged, or refused without being stored, never stored twice.
 */
describe('one instance of each service SIGKILLed in turn under load through the gateway', { timeout: 150_000 }, () => {
  let fleet: ServiceFleet;

  beforeAll(async () => {
    fleet = await serviceFleet(2);
  }, 240_000);
  afterAll(async () => fleet?.close());

  it('loses no read, stores every acknowledged write once and no refused one', async () => {
    const load = fleetLoad(fleet);
    // Every instance answers through the gateway (round robin) before the load.
    for (const s of BALANCED) {
      await expect.poll(() => load.read(s), { timeout: 20_000 }).toBe(200);
      for (let k = 0; k < 3; k++) expect(await load.read(s), s).toBe(200);
    }
    for (const s of Object.keys(WRITES) as (keyof typeof WRITES)[]) expect(await load.write(s), s).toBe(201);
    load.calls.length = 0;

    const killedAt = new Map<string, number>();
    let done = false;
    await load.run(
      () => done,
      async () => {
        for (const s of BALANCED) {
          // Killed once the service has answered a few calls of this turn; the next is killed 2.5 s later.
          const from = load.now();
          await expect.poll(() => load.calls.filter((c) => c.service === s && c.sentAt >= from && c.status === 200).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
          killedAt.set(s, load.now());
          await fleet.instances[s][1]!.kill();
          await new Promise((r) => setTimeout(r, 2_500));
        }
        done = true;
      },
    );

    for (const s of BALANCED) {
      const figures = failoverFigures(load.calls.filter((c) => c.service === s), killedAt.get(s)!);
      expect(figures.reads.failed, `${s} reads failed (${READS[s]})`).toBe(0);
      expect(figures.reads.nextSuccessMs, s).toBeLessThan(2_000);
      if (!WRITES[s]) continue;
      expect(figures.writes.nextSuccessMs, s).toBeLessThan(10_000);
      // Refused writes were never sent on (503, the instance unreached) or broke on the way (502): the caller knows.
      expect(figures.writes.statuses.every((status) => status === 502 || status === 503), `${s}: ${figures.writes.statuses}`).toBe(true);

      const writes = load.calls.filter((c) => c.service === s && c.kind === 'write');
      const stored = await load.stored(s);
      // Nothing doubled: each of the load's markers stored once (the services' own default rows are not the load's).
      expect([...stored].filter(([m, r]) => m.startsWith('Fleet') && r.copies > 1).map(([m]) => m), s).toEqual([]);
      // Nothing lost: every acknowledged write stored under the id it was answered with.
      for (const c of writes.filter((w) => w.status === 201)) expect(stored.get(c.marker!)?.id, `${s} ${c.marker}`).toBe(c.id);
      // A write refused before it reached an instance (503) is not stored.
      for (const c of writes.filter((w) => w.status === 503)) expect(stored.has(c.marker!), `${s} ${c.marker}`).toBe(false);
    }
  });
});
