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
/** The fields the list sorts on. */
export type SortField = '_id' | 'lastNameLower' | 'firstNameLower' | 'serviceNumber';

/** The rows in one order, ties by id in the same direction. */
export function ordered(rows: readonly SearchRow[], field: SortField, direction: 1 | -1): SearchRow[] {
  const value = (e: SearchRow) => (field === '_id' ? e._id : (e[field] ?? ''));
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return direction * (x < y ? -1 : x > y ? 1 : a._id - b._id);
  });
}

/** Raised by every employee write: an instance whose copy is older loads it again. */
const CHANGES = 'employeeChanges';
/** How long a read of the counter serves later searches: another instance's write shows within this time. */
const CHECK_EVERY_MS = 250;
/** The indexes of this process, told of its own writes at once. */
const local = new Set<EmployeeSearchIndex>();

/**
 * The personnel list kept in memory: on the local FerretDB every filter and sort reads the whole collection (twice,
 * with the count), which took about a second a search at 10,000 employees. Each search reads one counter by `_id`
 * (cheap, and at most every 250 ms) and reloads the list only when a write has moved it: a write of this instance
 * shows at once, another instance's within 250 ms. Writes are rare next to searches as you type.
 */
export class EmployeeSearchIndex {
  private version = -1;
  private rows: SearchRow[] = [];
  private loading: Promise<void> | null = null;
  private checked = 0;
  private generation = 0;
  /** Each loaded list's sorted copies: a sort of 100,000 rows took most of a search's time at that size. */
  private readonly orders = new WeakMap<SearchRow[], Map<string, SearchRow[]>>();

  constructor(
    private readonly employees: Model<Employee>,
    private readonly counters: Model<Counter>,
  ) {
    local.add(this);
  }

  /** A write of this process: the next search reads the counter again. */
  invalidate() {
    this.generation++;
    this.checked = 0;
  }

  async current(): Promise<SearchRow[]> {
    if (Date.now() - this.checked < CHECK_EVERY_MS && !this.loading) return this.rows;
    const [checkedAt, generation] = [Date.now(), this.generation];
    const version = (await this.counters.findById(CHANGES).lean())?.seq ?? 0;
    // A write of this process during the read makes the next search read again.
    if (generation === this.generation) this.checked = checkedAt;
    if (version !== this.version) {
      this.loading ??= this.load(version).finally(() => (this.loading = null));
      await this.loading;
    }
    return this.rows;
  }

  /** The current list in one order, sorted once per load of the list. */
  async inOrder(field: SortField, direction: 1 | -1): Promise<SearchRow[]> {
    const rows = await this.current();
    let sorted = this.orders.get(rows);
    if (!sorted) this.orders.set(rows, (sorted = new Map()));
    const key = `${field} ${direction}`;
    if (!sorted.has(key)) sorted.set(key, ordered(rows, field, direction));
    return sorted.get(key)!;
  }

  private async load(version: number) {
    // The counter is read before the rows: a write in between makes the next search load again.
    this.rows = (await this.employees.find({}, PROJECTION).lean()) as SearchRow[];
    this.version = version;
  }

  /** Marks the list changed (after a write, before its answer leaves). */
  static async changed(counters: Model<Counter>) {
    await nextId(counters, CHANGES);
    for (const index of local) index.invalidate();
  }
}

/** Raises the change counter after every successful write of the routes in the caller's scope. */
export function markEmployeeChanges(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (['POST', 'PUT', 'DELETE'].includes(request.method) && reply.statusCode < 300 && !request.url.endsWith('/existing')) await EmployeeSearchIndex.changed(fastify.personnel.Counter);
    return payload;
  });
}
