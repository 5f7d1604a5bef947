import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import { nextId, type Counter } from '@firecrest/service-kit';
import type { Employee } from '../../models/employee';

/** What the personnel list searches, filters, sorts and shows: a few hundred bytes an employee. */
export type SearchRow = Pick<
  Employee,
  '_id' | 'firstName' | 'lastName' | 'email' | 'serviceNumber' | 'searchText' | 'lastNameLower' | 'firstNameLower' | 'stationIds' | 'staffGroupIds' | 'roleIds' | 'primaryStationId' | 'activeFrom' | 'activeUntil'
>;

const PROJECTION = { firstName: 1, lastName: 1, email: 1, serviceNumber: 1, searchText: 1, lastNameLower: 1, firstNameLower: 1, stationIds: 1, staffGroupIds: 1, roleIds: 1, primaryStationId: 1, activeFrom: 1, activeUntil: 1 };
/** Raised by every employee write: an instance whose copy is older loads it again. */
const CHANGES = 'employeeChanges';

/**
 * The personnel list kept in memory: on the local FerretDB every filter and sort reads the whole collection (twice,
 * with the count), which took about a second a search at 10,000 employees. Each search reads one counter by `_id`
 * (cheap) and reloads the list only when a write has moved it, so an instance never answers older than the data, on
 * any instance. Writes are rare next to searches as you type.
 */
export class EmployeeSearchIndex {
  private version = -1;
  private rows: SearchRow[] = [];
  private loading: Promise<void> | null = null;

  constructor(
    private readonly employees: Model<Employee>,
    private readonly counters: Model<Counter>,
  ) {}

  async current(): Promise<SearchRow[]> {
    const version = (await this.counters.findById(CHANGES).lean())?.seq ?? 0;
    if (version !== this.version) {
      this.loading ??= this.load(version).finally(() => (this.loading = null));
      await this.loading;
    }
    return this.rows;
  }

  private async load(version: number) {
    // The counter is read before the rows: a write in between makes the next search load again.
    this.rows = (await this.employees.find({}, PROJECTION).lean()) as SearchRow[];
    this.version = version;
  }

  /** Marks the list changed (after a write, before its answer leaves). */
  static changed(counters: Model<Counter>) {
    return nextId(counters, CHANGES);
  }
}

/** Raises the change counter after every successful write of the routes in the caller's scope. */
export function markEmployeeChanges(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (['POST', 'PUT', 'DELETE'].includes(request.method) && reply.statusCode < 300 && !request.url.endsWith('/existing')) await EmployeeSearchIndex.changed(fastify.personnel.Counter);
    return payload;
  });
}
