import type { Model } from 'mongoose';
import type { ReferenceItemEvent, ReferenceKind } from '@firecrest/contracts';
import { bulkWriteInRuns, byIds } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EmployeeCompetencyView, EmployeeCopy } from '../models/competency-record-views';
import type { EmployeeView } from '../models/employee-view';
import type { LocationView } from '../models/location-view';
import type { UserView } from '../models/user-view';

/** What an absent or deleted employee leaves on their records: never active, no station. */
const NO_EMPLOYEE: EmployeeCopy = { gartanId: '', lastNameLower: '', stationIds: [], primaryStationId: null, stationCallSignLower: '', activeFrom: '9999-12-31', activeUntil: '0000-01-01' };

/** What a record copies from its employee (absent when missing or deleted) and their primary station. */
export function employeeCopy(e: EmployeeView | undefined, station: LocationView | undefined): EmployeeCopy {
  if (!e) return NO_EMPLOYEE;
  return { gartanId: e.gartanId, lastNameLower: e.lastNameLower, stationIds: e.stationIds, primaryStationId: e.primaryStationId, stationCallSignLower: station && !station.deleted ? station.callSignLower : '', activeFrom: e.activeFrom, activeUntil: e.activeUntil };
}

const unique = <T>(values: T[]) => [...new Set(values)];
const byId = <T extends { _id: number }>(rows: T[]) => new Map(rows.map((r) => [r._id, r]));
/** Sets fields on rows by primary key, in runs (one scan found them; each write is then a key lookup). */
const setEach = <T, R extends { _id: unknown }>(model: Model<T>, rows: R[], set: (row: R) => object) =>
  bulkWriteInRuns(model, rows.map((r) => ({ updateOne: { filter: { _id: r._id }, update: { $set: set(r) } } })), { ordered: false });

/**
 * Fields the record views copy from other views so they can filter and sort without joins. Each refresh reads the
 * sources as they are now, so applying events in any order ends with the same copies. Every refresh takes many ids
 * at once (batches during bulk loads and replays) and costs nothing when no record copies from them.
 */
export function copies(views: Views) {
  const { EmployeeView: Employees, LocationView: Locations, ReferenceView: References, EmployeeCompetencyView: Competencies, EmployeeSubjectAreaView: SubjectAreas } = views;
  const { TrainingEventView: Events, TrainingEventAttendeeView: Attendees, IncidentView: Incidents, UserView: Users } = views;

  /** Both record views share the copied fields and `employeeId`: typed as one for the refreshes. */
  const recordModel = (view: 'competencies' | 'subjectAreas') => (view === 'competencies' ? Competencies : SubjectAreas) as unknown as Model<EmployeeCompetencyView>;

  async function employeeCopies(employeeIds: number[]): Promise<(id: number) => EmployeeCopy> {
    const employees = byId((await byIds(Employees, employeeIds)).filter((e) => !e.deleted) as EmployeeView[]);
    const stationIds = unique([...employees.values()].flatMap((e) => (e.primaryStationId ? [e.primaryStationId] : [])));
    const stations = byId((await byIds(Locations, stationIds)) as LocationView[]);
    return (id) => {
      const e = employees.get(id);
      return employeeCopy(e, e?.primaryStationId ? stations.get(e.primaryStationId) : undefined);
    };
  }

  /**
   * The views whose rows carry their employee's stations (`employeeStationIds`), so the reports filter and scope them
   * by station on an index instead of by a list of employee ids. A deleted employee's rows keep the stations the
   * tombstone shows (the reports count their attendance, plans and extensions as before).
   */
  const stationCarriers = () => [Attendees, views.ActionPlanView, views.CompetencyExtensionView] as unknown as Model<{ _id: number; employeeId: number }>[];

  async function stationsOf(employeeIds: number[]): Promise<(id: number) => { employeeStationIds: number[] }> {
    const people = byId((await byIds(Employees, employeeIds, { stationIds: 1 })) as Pick<EmployeeView, '_id' | 'stationIds'>[]);
    return (id) => ({ employeeStationIds: people.get(id)?.stationIds ?? [] });
  }

  async function carryStations(model: Model<{ _id: number; employeeId: number }>, rows: { _id: number; employeeId: number }[]) {
    if (!rows.length) return;
    const stations = await stationsOf(rows.map((r) => r.employeeId));
    await setEach(model, rows, (r) => stations(r.employeeId));
  }

  async function names(kind: ReferenceKind, ids: number[]) {
    const rows = await byIds(References, unique(ids).map((id) => `${kind}:${id}`));
    const map = new Map(rows.map((r) => [r.itemId, r]));
    return (id: number | null) => (id ? map.get(id) : undefined);
  }

  /** Refreshes the record views (competencies or subject areas) of the given record ids. */
  async function records(view: 'competencies' | 'subjectAreas', ids: number[]) {
    const model = recordModel(view);
    const rows = (await byIds(model, ids)) as unknown as { _id: number; employeeId: number; statusId: number; competencyId?: number; subjectAreaId?: number }[];
    if (!rows.length) return;
    const itemOf = (r: (typeof rows)[number]) => (view === 'competencies' ? r.competencyId! : r.subjectAreaId!);
    const [employee, item, status] = await Promise.all([
      employeeCopies(rows.map((r) => r.employeeId)),
      names(view === 'competencies' ? 'competency' : 'subjectArea', rows.map(itemOf)),
      names(view === 'competencies' ? 'competencyStatus' : 'subjectAreaStatus', rows.map((r) => r.statusId)),
    ]);
    await setEach(model, rows, (r) => ({
      ...employee(r.employeeId),
      codeLower: item(itemOf(r))?.codeLower ?? '',
      nameLower: item(itemOf(r))?.nameLower ?? '',
      statusNameLower: status(r.statusId)?.nameLower ?? '',
    }));
  }

  /** Each user takes their linked employee's last name. User events carry the employee id as text: only its plain form links, the form employee changes look users up by. */
  async function users(userIds: string[]) {
    const rows = (await byIds(Users, userIds, { employeeId: 1 })) as Pick<UserView, '_id' | 'employeeId'>[];
    const employeeIdOf = (u: (typeof rows)[number]) => (u.employeeId && /^[1-9]\d*$/.test(u.employeeId) ? Number(u.employeeId) : null);
    const employees = byId((await byIds(Employees, rows.map(employeeIdOf))).filter((e) => !e.deleted) as EmployeeView[]);
    await setEach(Users, rows, (u) => ({ employeeLastNameLower: employees.get(employeeIdOf(u) ?? 0)?.lastNameLower ?? '' }));
  }

  return {
    users,

    async employees(employeeIds: number[]) {
      const linked = await Users.find({ employeeId: { $in: employeeIds.map(String) } }, { _id: 1 }).lean();
      if (linked.length) await users(linked.map((u) => u._id));
      for (const model of [recordModel('competencies'), recordModel('subjectAreas')]) {
        const rows = await model.find({ employeeId: { $in: employeeIds } }, { employeeId: 1 }).lean();
        if (!rows.length) continue;
        const copy = await employeeCopies(rows.map((r) => r.employeeId));
        await setEach(model, rows, (r) => copy(r.employeeId));
      }
      for (const model of stationCarriers()) await carryStations(model, await model.find({ employeeId: { $in: employeeIds } }, { employeeId: 1 }).lean());
    },

    /** Action plans and competency extensions take their employee's stations. */
    actionPlans: async (ids: number[]) => carryStations(views.ActionPlanView as never, await byIds(views.ActionPlanView, ids, { employeeId: 1 })),
    competencyExtensions: async (ids: number[]) => carryStations(views.CompetencyExtensionView as never, await byIds(views.CompetencyExtensionView, ids, { employeeId: 1 })),

    async stations(stationIds: number[]) {
      const stations = byId(await byIds(Locations, stationIds));
      const callSign = (id: number) => {
        const station = stations.get(id);
        return { stationCallSignLower: station && !station.deleted ? station.callSignLower : '' };
      };
      for (const model of [recordModel('competencies'), recordModel('subjectAreas')]) {
        const rows = await model.find({ primaryStationId: { $in: stationIds } }, { primaryStationId: 1 }).lean();
        await setEach(model, rows, (r) => callSign(r.primaryStationId!));
      }
      // The competencies report's export documents order their worksheets by it too (reports/competency-report-rows.ts).
      for (const id of stationIds) await views.CompetencyReportRows.updateMany({ primaryStationId: id }, { $set: callSign(id) });
    },

    /** Refreshes the names copied from reference items, one scan per kind for however many items changed. */
    async referenceItems(items: Pick<ReferenceItemEvent, 'kind' | 'id'>[]) {
      const targets: Partial<Record<ReferenceKind, { model: Model<never>; field: string; set: (item?: { codeLower: string; nameLower: string }) => object }>> = {
        competency: { model: Competencies as never, field: 'competencyId', set: (i) => ({ codeLower: i?.codeLower ?? '', nameLower: i?.nameLower ?? '' }) },
        competencyStatus: { model: Competencies as never, field: 'statusId', set: (i) => ({ statusNameLower: i?.nameLower ?? '' }) },
        subjectArea: { model: SubjectAreas as never, field: 'subjectAreaId', set: (i) => ({ codeLower: i?.codeLower ?? '', nameLower: i?.nameLower ?? '' }) },
        subjectAreaStatus: { model: SubjectAreas as never, field: 'statusId', set: (i) => ({ statusNameLower: i?.nameLower ?? '' }) },
        incidentType: { model: Incidents as never, field: 'incidentTypeId', set: (i) => ({ incidentTypeNameLower: i?.nameLower ?? '' }) },
      };
      for (const kind of unique(items.map((i) => i.kind))) {
        const target = targets[kind];
        if (!target) continue;
        const ids = unique(items.filter((i) => i.kind === kind).map((i) => i.id));
        const [rows, item] = await Promise.all([target.model.find({ [target.field]: { $in: ids } } as never, { [target.field]: 1 }).lean<({ _id: number } & Record<string, number>)[]>(), names(kind, ids)]);
        await setEach(target.model, rows, (r) => target.set(item(r[target.field])));
      }
    },

    employeeCompetencies: (ids: number[]) => records('competencies', ids),
    employeeSubjectAreas: (ids: number[]) => records('subjectAreas', ids),

    async trainingEvents(eventIds: number[]) {
      const events = await byIds(Events, eventIds, { firstDate: 1, lastDate: 1, attendeeIds: 1 });
      const attendees = events.flatMap((event) => (event.attendeeIds ?? []).map((_id) => ({ _id, event })));
      await setEach(Attendees, attendees, ({ event }) => ({ eventFirstDate: event.firstDate ?? null, eventLastDate: event.lastDate ?? null }));
    },

    /** Each attendee takes its event's date span and its employee's stations, and the event lists its attendees (so the event can update them). */
    async attendees(ids: number[]) {
      const rows = await byIds(Attendees, ids, { trainingEventId: 1, employeeId: 1, deleted: 1 });
      if (!rows.length) return;
      const [events, stations] = await Promise.all([byIds(Events, rows.map((a) => a.trainingEventId), { firstDate: 1, lastDate: 1 }).then(byId), stationsOf(rows.map((a) => a.employeeId))]);
      await setEach(Attendees, rows, (a) => ({ eventFirstDate: events.get(a.trainingEventId)?.firstDate ?? null, eventLastDate: events.get(a.trainingEventId)?.lastDate ?? null, ...stations(a.employeeId) }));
      // One write per event, however many of its attendees arrived together.
      const byEvent = new Map<number, { add: number[]; remove: number[] }>();
      for (const a of rows) {
        const entry = byEvent.get(a.trainingEventId) ?? { add: [], remove: [] };
        (a.deleted ? entry.remove : entry.add).push(a._id);
        byEvent.set(a.trainingEventId, entry);
      }
      await bulkWriteInRuns(
        Events,
        [...byEvent].flatMap(([eventId, { add, remove }]) => [
          ...(add.length ? [{ updateOne: { filter: { _id: eventId }, update: { $addToSet: { attendeeIds: { $each: add } } } } }] : []),
          ...(remove.length ? [{ updateOne: { filter: { _id: eventId }, update: { $pull: { attendeeIds: { $in: remove } } } } }] : []),
        ]),
        { ordered: false },
      );
    },

    async incidents(ids: number[]) {
      const rows = await byIds(Incidents, ids, { incidentTypeId: 1 });
      if (!rows.length) return;
      const type = await names('incidentType', rows.map((i) => i.incidentTypeId));
      await setEach(Incidents, rows, (i) => ({ incidentTypeNameLower: type(i.incidentTypeId)?.nameLower ?? '' }));
    },
  };
}
export type Copies = ReturnType<typeof copies>;
