import type { FastifyRequest } from 'fastify';
import { missingIdsProblem, ProblemError, serviceCaller, serviceIdentity } from '@firecrest/service-kit';

/** svc-training towards svc-personnel: allowed to ask which employees and locations exist, nothing more. */
const SERVICE = serviceIdentity('svc-training', 'Training service', { EMPLOYEES: ['view'], LOCATIONS: ['view'] });

/**
 * Employees and locations belong to svc-personnel, so a training record that names one is checked there before it is
 * written: training never stores a reference to nobody. What personnel confirmed is remembered for the rest of the
 * request, as a bulk of records names the same employees and stations again and again.
 */
export function personnelReferences(personnelUrl: string, secret: string) {
  const confirmed = new WeakMap<FastifyRequest, Set<string>>();
  const post = serviceCaller(SERVICE, secret, 'svc-personnel');
  /** For a page of every employee's contracts (a scheduled task, not a user waiting): up to a minute. */
  const postLong = serviceCaller(SERVICE, secret, 'svc-personnel', 60_000);

  async function existing(path: string, ids: number[], match: Record<string, string>): Promise<number[]> {
    const answer = await post<{ ids: number[] }>(`${personnelUrl}/personnel/${path}/existing`, { ids, ...match });
    if (!answer) throw new ProblemError('serviceUnavailable', 'Personnel could not confirm the employees and locations named; try again shortly.');
    return answer.ids;
  }

  async function assertExist(request: FastifyRequest, field: string, path: string, ids: (number | null | undefined)[], match: Record<string, string> = {}) {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!wanted.length) return;
    const seen = confirmed.get(request) ?? new Set<string>();
    confirmed.set(request, seen);
    const tag = (id: number) => `${path}:${match.kind ?? ''}:${id}`;
    const unknown = wanted.filter((id) => !seen.has(tag(id)));
    if (unknown.length) for (const id of await existing(path, unknown, match)) seen.add(tag(id));
    const missing = wanted.filter((id) => !seen.has(tag(id)));
    if (missing.length) throw missingIdsProblem(field, missing);
  }

  const people = new WeakMap<FastifyRequest, Promise<Set<number>>>();
  async function employeesAt(locationIds: number[]): Promise<Set<number>> {
    if (!locationIds.length) return new Set();
    const answer = await post<{ ids: number[] }>(`${personnelUrl}/personnel/employees/at-locations`, { locationIds });
    if (!answer) throw new ProblemError('serviceUnavailable', 'Personnel could not say who works at your locations; try again shortly.');
    return new Set(answer.ids);
  }

  return {
    /**
     * The employees with a contract at one of these locations (a caller's managed locations, spec §6), asked once per
     * request: a list and the checks of its rows share one answer.
     */
    employeesAt(request: FastifyRequest, locationIds: number[]): Promise<Set<number>> {
      let found = people.get(request);
      if (!found) {
        found = employeesAt(locationIds);
        people.set(request, found);
        // A failed ask is not kept: the error answers this request only.
        found.catch(() => people.delete(request));
      }
      return found;
    },
    employees: (request: FastifyRequest, field: string, ids: (number | null | undefined)[]) => assertExist(request, field, 'employees', ids),
    /** Without a kind, any location: an on-station event is held at a station, a course at a training location. */
    locations: (request: FastifyRequest, field: string, ids: (number | null | undefined)[], kind?: 'station' | 'trainingLocation') =>
      assertExist(request, field, 'locations', ids, kind ? { kind } : {}),
    /** Staff groups and employee roles (svc-personnel's organisation lists), as a competency profile names them. */
    organisation: (request: FastifyRequest, field: string, kind: 'staffGroup' | 'employeeRole', ids: (number | null | undefined)[]) =>
      assertExist(request, field, 'employees/organisation', ids, { kind }),
    /**
     * Every employee with a contract current on `on`, with those contracts' role, staff group and station, page by
     * page (svc-personnel's `current-contracts`): what competency profiles are matched against.
     */
    async *currentContracts(on: string): AsyncGenerator<EmployeeContracts[]> {
      let afterId: number | null = 0;
      while (afterId !== null) {
        const page: { data: EmployeeContracts[]; nextAfterId: number | null } | null = await postLong(`${personnelUrl}/personnel/employees/current-contracts`, { on, afterId, limit: 10_000 });
        if (!page) throw new ProblemError('serviceUnavailable', "Personnel could not list the employees' current contracts; try again shortly.");
        yield page.data;
        afterId = page.nextAfterId;
      }
    },
  };
}

/** An employee's contracts current on a day, as svc-personnel answers them. */
export interface EmployeeContracts {
  id: number;
  contracts: { roleId: number | null; staffGroupId: number | null; stationId: number | null; startDate: string; endDate: string | null }[];
}
export type PersonnelReferences = ReturnType<typeof personnelReferences>;

declare module 'fastify' {
  interface FastifyInstance {
    personnelReferences: PersonnelReferences;
  }
}
