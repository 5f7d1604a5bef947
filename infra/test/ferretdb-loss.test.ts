import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { PersonnelConfig } from '../../svc-personnel/src/config';
import { app } from '../../svc-personnel/src/app';
import { configSchema } from '../../svc-personnel/src/config';
import { onContainerStores } from '../../scripts/test-stores';
import { ferretdbBinary, startFerretDB, type LocalFerretDB } from '../ferretdb-process';

interface Write {
  marker: string;
  status: number;
  retryAfter?: string;
  id?: number;
}

/**
 * Issue 35, fault test 3: the store SIGKILLed under writes (a private FerretDB on its own port and data directory) and
 * started again. Writes during the outage answer 503 with Retry-After and readiness says the store is down; after the
 * restart every acknowledged write is there under its id and no refused one is.
 */
describe.skipIf(onContainerStores())('the store SIGKILLed under writes', { timeout: 90_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'firecrest-ferretdb-loss-'));
  let store: LocalFerretDB;
  // Found (or built) once: each look goes through infra/stack.sh's lock, which a stack starting beside the test holds.
  let binary: string;
  let personnel: TestService<PersonnelConfig>;
  const writes: Write[] = [];

  const write = async (marker: string) => {
    const res = await personnel.server.inject({ method: 'POST', url: '/personnel/employees', headers: await personnel.as(), payload: { firstName: 'Store', lastName: marker, contracts: [] } });
    const w: Write = { marker, status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, id: res.statusCode === 201 ? (res.json() as { id: number }).id : undefined };
    writes.push(w);
    return w;
  };
  const ready = async () => (await personnel.server.inject({ url: '/readyz' })).json() as { checks: Record<string, string> };

  beforeAll(async () => {
    binary = ferretdbBinary();
    store = await startFerretDB({ binary, dir, optimizeSeconds: 0 });
    personnel = await buildTestService<PersonnelConfig>('svc-personnel', configSchema, app, { MONGO_URL: store.url });
  }, 90_000);
  afterAll(async () => {
    await personnel?.close();
    await store?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is away; keeps every acknowledged write and none refused', async () => {
    for (let k = 0; k < 20; k++) expect((await write(`Before${k}`)).status).toBe(201);

    // Between two writes: a request in flight at the very moment can also meet the closing socket.
    await store.kill();
    // Each waits out the driver's 10 s server selection.
    for (let k = 0; k < 2; k++) {
      const w = await write(`During${k}`);
      expect(w.status, w.marker).toBe(503);
      expect(w.retryAfter).toBe('5');
    }
    expect((await ready()).checks.mongo).toBe('down');

    store = await startFerretDB({ binary, dir, port: store.port, optimizeSeconds: 0 });
    // The driver reconnects by itself: writes are acknowledged again without a restart of the service.
    await expect.poll(async () => (await write(`After${writes.length}`)).status, { timeout: 30_000, interval: 200 }).toBe(201);
    for (let k = 0; k < 10; k++) expect((await write(`After${k}`)).status).toBe(201);
    expect((await ready()).checks.mongo).toBe('up');

    const stored = await personnel.server.personnel.Employee.find({}, { lastName: 1 }).lean();
    const byMarker = new Map(stored.map((e) => [e.lastName, e._id]));
    expect(byMarker.size).toBe(stored.length);
    for (const w of writes.filter((x) => x.status === 201)) expect(byMarker.get(w.marker), w.marker).toBe(w.id);
    for (const w of writes.filter((x) => x.status !== 201)) expect(byMarker.has(w.marker), w.marker).toBe(false);
    expect(writes.filter((x) => x.status !== 201 && x.status !== 503)).toEqual([]);
  });
});
