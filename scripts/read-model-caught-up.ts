/**
 * svc-public-api fills its read model from Kafka after the owners have written (and, on a first start, after the demo
 * load): this waits until it holds every employee and every training event the owners hold, so what the REST API
 * answers is complete. Used by `./firecrest up` and the benchmark.
 */
import { allPermissions, DEFAULT_PORTS } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentity } from '@firecrest/service-kit';

export interface CaughtUp {
  employees: number;
  trainingEvents: number;
  seconds: number;
}

export async function readModelCaughtUp({ portOffset, secret, timeoutMs = 15 * 60_000 }: { portOffset: number; secret: string; timeoutMs?: number }): Promise<CaughtUp> {
  const started = Date.now();
  const url = (app: 'svc-personnel' | 'svc-training' | 'svc-public-api') => `http://127.0.0.1:${DEFAULT_PORTS[app] + portOffset}`;
  const identity = { id: 'stack', username: 'firecrest-stack', name: 'Firecrest stack', mustChangePassword: false, accessAllLocations: true, roles: [], permissions: allPermissions(), via: 'service' as const };
  // Tokens live 60 s: a fresh one for each call.
  const service = (path: string) => (['svc-personnel', 'svc-training', 'svc-public-api'] as const).find((app) => path.startsWith(url(app)))!;
  const json = async <T>(path: string) => (await fetch(path, { headers: { [IDENTITY_HEADER]: await signIdentity(identity, secret, service(path)) } })).json() as Promise<T>;
  type Page = { total: number; data: { id: number }[] };
  const events = await json<Page>(`${url('svc-training')}/training/training-events?itemsPerPage=1`);
  const owned = { employees: (await json<Page>(`${url('svc-personnel')}/personnel/employees?itemsPerPage=1`)).total, trainingEvents: events.total, newestEvent: events.data[0]?.id };
  for (;;) {
    type V1Page = { pagingInfo: { totalItems: number }; data: { id: number }[] };
    const employees = (await json<V1Page>(`${url('svc-public-api')}/api/v1/employees?activeOnly=false&itemsPerPage=1`)).pagingInfo.totalItems;
    const newestEvent = (await json<V1Page>(`${url('svc-public-api')}/api/v1/training-events?itemsPerPage=1&orderByDescending=true`)).data[0]?.id;
    if (employees === owned.employees && newestEvent === owned.newestEvent) return { employees, trainingEvents: owned.trainingEvents, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > timeoutMs) throw new Error(`the REST API read model holds ${employees} of ${owned.employees} employees after ${timeoutMs / 1000} s; see svc-public-api's log`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}
