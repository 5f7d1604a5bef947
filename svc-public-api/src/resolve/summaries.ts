import type { FromSchema } from 'json-schema-to-ts';
import type { ReferenceKind } from '@firecrest/contracts';
import { byIds } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { employeeSummarySchema } from './summary-schemas';

/** How other objects show an employee (spec §3.1 leaves `employee` open; documented in docs/api.md): its schema's shape. */
export type EmployeeSummary = NonNullable<FromSchema<typeof employeeSummarySchema>>;

/** A bare tombstone (a deletion met before anything else of the entity) has no names to show. */
const shown = (row: { name?: string; lastName?: string }) => row.name !== undefined || row.lastName !== undefined;

const unique = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === 'number'))];

/**
 * Names for the ids on one page of results, in one query per kind. Deleted items keep their names (tombstones),
 * so history still reads well.
 */
export function summaries(views: Views) {
  return {
    async employees(ids: (number | null | undefined)[]): Promise<Map<number, EmployeeSummary>> {
      const rows = await byIds(views.EmployeeView, ids, { firstName: 1, lastName: 1, gartanId: 1 });
      return new Map(rows.filter(shown).map((e) => [e._id, { id: e._id, gartanId: e.gartanId, firstName: e.firstName, lastName: e.lastName }]));
    },
    async locations(ids: (number | null | undefined)[]) {
      const rows = await byIds(views.LocationView, ids, { callSign: 1, name: 1 });
      return new Map(rows.filter(shown).map((l) => [l._id, { id: l._id, callSign: l.callSign, name: l.name }]));
    },
    async references(kind: ReferenceKind, ids: (number | null | undefined)[]) {
      const rows = await byIds(views.ReferenceView, unique(ids).map((id) => `${kind}:${id}`), { itemId: 1, code: 1, name: 1 });
      return new Map(rows.filter(shown).map((r) => [r.itemId, { id: r.itemId, code: r.code, name: r.name }]));
    },
    /** Employee ids for a gartanIds filter, so every list filters on one indexed field. */
    async employeeIdsOf(gartanIds: string[]) {
      return (await views.EmployeeView.find({ gartanId: { $in: gartanIds } }, { _id: 1 }).lean()).map((e) => e._id);
    },
  };
}
export type Summaries = ReturnType<typeof summaries>;
