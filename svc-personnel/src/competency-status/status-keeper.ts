import type { FastifyInstance } from 'fastify';
import { todayIso } from '@firecrest/contracts';
import { bulkWriteInRuns, storeLock } from '@firecrest/service-kit';
import type { CompetencyCopy } from '../models/competency-copy';
import type { CompetencyStatusRow } from '../models/competency-status';
import type { Employee } from '../models/employee';
import { CountChanges, type CountedPart } from './expiry-counts';

const EVER = '0000-01-01';
type Person = Pick<Employee, '_id' | 'firstName' | 'lastName' | 'primaryStationId' | 'stationIds' | 'activeFrom' | 'activeUntil'>;
const ROW_FIELDS = ['employeeId', 'competencyId', 'recordId', 'statusId', 'startDate', 'expiryDate', 'expirySort', 'firstName', 'lastName', 'lastNameLower', 'firstNameLower', 'stationId', 'stationIds', 'activeFrom', 'activeUntil', 'counted'] as const;
const groupBy = <T>(items: T[], key: (item: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
const sameRow = (a: CompetencyStatusRow, b: CompetencyStatusRow) => ROW_FIELDS.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));

/** Per competency the record that started last (the same start: the later id); older ones are history. */
function currentRecords(copies: CompetencyCopy[]): CompetencyCopy[] {
  const latest = new Map<number, CompetencyCopy>();
  for (const c of copies) {
    const held = latest.get(c.competencyId);
    if (!held || c.startDate > held.startDate || (c.startDate === held.startDate && c._id > held._id)) latest.set(c.competencyId, c);
  }
  return [...latest.values()];
}

/**
 * A person's rows as of `today`. Someone whose last day has passed is never counted again (a later change of theirs
 * comes through here anew); a first day that has come is written as 0000-01-01, so the counts hold one active period
 * for nearly everyone instead of one per start date.
 */
export function rowsOf(person: Person | undefined, copies: CompetencyCopy[], today: string): CompetencyStatusRow[] {
  if (!person) return [];
  const activeFrom = person.activeFrom <= today ? EVER : person.activeFrom;
  return currentRecords(copies.filter((c) => !c.deleted)).map((c) => ({
    _id: `${person._id}:${c.competencyId}`,
    employeeId: person._id,
    competencyId: c.competencyId,
    recordId: c._id,
    statusId: c.statusId,
    startDate: c.startDate,
    expiryDate: c.expiryDate ?? null,
    expirySort: c.expiryDate ?? '~',
    firstName: person.firstName,
    lastName: person.lastName,
    lastNameLower: person.lastName.toLowerCase(),
    firstNameLower: person.firstName.toLowerCase(),
    stationId: person.primaryStationId ?? null,
    stationIds: person.stationIds ?? [],
    activeFrom,
    activeUntil: person.activeUntil,
    counted: person.activeUntil >= today,
  }));
}

/** What a person's rows add to the counts: each counted row under its expiry day, and the person once. */
function countRows(changes: CountChanges, rows: CompetencyStatusRow[], by: number) {
  const counted = rows.filter((r) => r.counted);
  for (const r of counted) changes.add(partOf(r, r.expiryDate), by);
  if (counted.length) changes.add(partOf(counted[0], 'people'), by);
}
const partOf = (r: CompetencyStatusRow, expiry: CountedPart['expiry']): CountedPart => ({ stationId: r.stationId, activeFrom: r.activeFrom, activeUntil: r.activeUntil, expiry });

/**
 * Keeps the status rows and the expiry counts (models/competency-status.ts) of the people whose competencies or
 * details changed. Each refresh works a person out again from their competency copies and their employee record and
 * writes the difference from the rows held, taking the held rows' part out of the counts and adding the new rows'
 * part: a refresh that finds nothing changed writes nothing, so events redelivered or replayed are harmless.
 * Refreshes run one at a time across every instance of the service (a store lock): two at once could both take the
 * same held rows out, and FerretDB 1.x loses concurrent `$inc`s on a count document.
 */
export function competencyStatusKeeper(fastify: FastifyInstance) {
  const { Employee, CompetencyCopy, CompetencyStatusRow: Rows, CompetencyStatusCount: Counts } = fastify.personnel;
  const serial = storeLock(fastify.db, 'competency_status_locks', 'refresh');

  async function refreshNow(employeeIds: number[]) {
    const ids = [...new Set(employeeIds)];
    if (!ids.length) return;
    const today = todayIso();
    const [people, copies, held] = await Promise.all([
      Employee.find({ _id: { $in: ids } }, { firstName: 1, lastName: 1, primaryStationId: 1, stationIds: 1, activeFrom: 1, activeUntil: 1 }).lean<Person[]>(),
      CompetencyCopy.find({ employeeId: { $in: ids } }).lean(),
      Rows.find({ employeeId: { $in: ids } }).lean(),
    ]);
    const personOf = new Map(people.map((p) => [p._id, p]));
    const copiesOf = groupBy(copies, (c) => c.employeeId);
    const heldOf = groupBy(held, (r) => r.employeeId);
    const changes = new CountChanges();
    const inserts: CompetencyStatusRow[] = [];
    const replaces: CompetencyStatusRow[] = [];
    const deletes: string[] = [];
    for (const id of ids) {
      const before = heldOf.get(id) ?? [];
      const after = rowsOf(personOf.get(id), copiesOf.get(id) ?? [], today);
      const beforeById = new Map(before.map((r) => [r._id, r]));
      const afterIds = new Set(after.map((r) => r._id));
      const changed = after.filter((r) => !beforeById.has(r._id) || !sameRow(beforeById.get(r._id)!, r));
      if (!changed.length && before.every((r) => afterIds.has(r._id))) continue;
      countRows(changes, before, -1);
      countRows(changes, after, +1);
      for (const r of changed) (beforeById.has(r._id) ? replaces : inserts).push(r);
      deletes.push(...before.filter((r) => !afterIds.has(r._id)).map((r) => r._id));
    }
    // Rows first: should the process stop between the two, the counts are off until a rebuild, never the rows.
    if (inserts.length) await Rows.collection.insertMany(inserts as never[], { ordered: false });
    await bulkWriteInRuns(Rows, replaces.map((r) => ({ replaceOne: { filter: { _id: r._id }, replacement: r } })));
    if (deletes.length) await Rows.deleteMany({ _id: { $in: deletes } });
    await bulkWriteInRuns(Counts, changes.operations());
  }

  /** Works out these people again (their competencies or details changed). */
  const refresh = (employeeIds: number[]) => serial(() => refreshNow(employeeIds));

  /**
   * The rows and counts built anew from the competency copies and the employees, a run of people at a time (events
   * meanwhile are refreshed between runs, so nothing is missed). Then a marker says they are built, so a database
   * of before these counts gets them on its first start, and a rebuild stopped half way is done again.
   */
  async function rebuild(run = 500) {
    await serial(async () => {
      await Counts.deleteMany({});
      await Rows.deleteMany({});
    });
    for (let after = 0; ; ) {
      const ids = (await Employee.find({ _id: { $gt: after } }, { _id: 1 }).sort({ _id: 1 }).limit(run).lean()).map((e) => e._id);
      if (!ids.length) break;
      await refresh(ids);
      after = ids.at(-1)!;
    }
    await Counts.collection.updateOne({ _id: BUILT as never }, { $set: { level: 'built', period: '-', activeFrom: EVER, activeUntil: EVER, stations: {} } }, { upsert: true });
  }

  const built = async () => Boolean(await Counts.exists({ _id: BUILT }));
  return { refresh, rebuild, built };
}

/** The marker of counts built by this version of the keeper (a new version with other rows rebuilds). */
const BUILT = 'built|v2';

export type CompetencyStatusKeeper = ReturnType<typeof competencyStatusKeeper>;
