/**
 * Reads and writes of each service through the gateway, each recorded with its answer, for the instance-loss fault
 * test (issue 35): a read per service; a write, with a marker of its own, to the services whose records the test reads
 * back from their databases.
 */
import { callRecorder, type Call } from './failover';
import type { Balanced, ServiceFleet } from './service-fleet';

/** A call of the load, with the service it was meant for. */
export interface FleetCall extends Call {
  service: Balanced;
}

/** One page of each service's, as the portal reads them. */
export const READS: Record<Balanced, string> = {
  'svc-personnel': '/api/personnel/employees?itemsPerPage=25',
  'svc-training': '/api/training/reference-items/deliveryMethod',
  'svc-system': '/api/system/bookmarks',
  'svc-public-api': '/api/reporting/reports',
  'svc-webhooks': '/api/webhooks/subscriptions',
  'svc-lms': '/api/lms/admin/config/fileimport/types',
  'svc-scheduler': '/api/scheduledtasks',
};

interface Write {
  path: string;
  body: (marker: string) => unknown;
  /** Where the record is stored, the field holding the marker and the id it was answered with. */
  collection: string;
  markerField: string;
  idField: string;
}

export const WRITES: Partial<Record<Balanced, Write>> = {
  'svc-personnel': { path: '/api/personnel/employees', body: (m) => ({ firstName: 'Fleet', lastName: m, contracts: [] }), collection: 'employees', markerField: 'lastName', idField: '_id' },
  'svc-training': { path: '/api/training/reference-items/deliveryMethod', body: (m) => ({ code: m, name: m }), collection: 'reference_items', markerField: 'name', idField: 'itemId' },
  'svc-system': { path: '/api/system/bookmarks', body: (m) => ({ name: m, label: m, url: 'https://example.org/' }), collection: 'bookmarks', markerField: 'name', idField: '_id' },
};

export function fleetLoad(fleet: ServiceFleet) {
  const { calls, call, now } = callRecorder<FleetCall>();
  let n = 0;
  const read = (service: Balanced) => call({ service, kind: 'read' }, () => fleet.fetch(READS[service]));
  const write = (service: Balanced) => {
    const w = WRITES[service]!;
    const marker = `Fleet${String(++n).padStart(5, '0')}`;
    return call({ service, kind: 'write', marker }, () => fleet.fetch(w.path, { method: 'POST', body: w.body(marker) }));
  };
  return {
    calls,
    read,
    write,
    now,
    /** A loop of reads of every service and of writes of each written one, until `until` says stop. */
    async run(until: () => boolean, during: () => Promise<void>) {
      const loop = async (step: () => Promise<unknown>) => {
        while (!until()) await step();
      };
      await Promise.all([
        ...(Object.keys(READS) as Balanced[]).map((s) => loop(() => read(s))),
        ...(Object.keys(WRITES) as Balanced[]).map((s) => loop(() => write(s))),
        during(),
      ]);
    },
    /** A written service's records by marker: its id and how many times it is stored. */
    async stored(service: Balanced) {
      const w = WRITES[service]!;
      const docs = await fleet.database(service).collection(w.collection).find({}, { projection: { [w.markerField]: 1, [w.idField]: 1 } }).toArray();
      const byMarker = new Map<string, { id: number; copies: number }>();
      for (const d of docs) {
        const marker = d[w.markerField] as string;
        const seen = byMarker.get(marker);
        byMarker.set(marker, { id: d[w.idField] as number, copies: (seen?.copies ?? 0) + 1 });
      }
      return byMarker;
    },
  };
}
