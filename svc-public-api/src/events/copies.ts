import type { Model } from 'mongoose';
import type { ReferenceKind } from '@firecrest/contracts';
import { bulkWriteInRuns } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EmployeeCompetencyView, EmployeeCopy } from '../models/competency-record-views';
import type { EmployeeView } from '../models/employee-view';
import type { LocationView } from '../models/location-view';
import { byIds } from '../resolve/by-ids';

/** What an absent or deleted employee leaves on their records: never active, no station. */
const NO_EMPLOYEE: EmployeeCopy = { gartanId: '', lastNameLower: '', stationIds: [], primaryStationId: null, stationCallSignLower: '', activeFrom: '9999-12-31', activeUntil: '0000-01-01' };

const unique = <T>(values: T[]) => [...new Set(values)];
const byId = <T extends { _id: unknown }>(rows: T[]) => new Map(rows.map((r) => [r._id, r]));

/**
 * Fields the record views copy from other views so they can filter and sort without joins. Each refresh reads the
 * sources as they are now, so applying events in any order ends with the same copies. Every refresh takes many ids
 * at once (batches during bulk loads and replays) and costs nothing when no record copies from them.
 */
export function copies(views: Views) {
  const { EmployeeView: Employees, LocationView: Locations, ReferenceView: References, EmployeeCompetencyView: Competencies, EmployeeSubjectAreaView: SubjectAreas } = views;
  const { TrainingEventView: Events, TrainingEventAttendeeView: Attendees, IncidentView: Incidents } = views;

  /** Both record views share the copied fields and `employeeId`: typed as one for the refreshes. */
  const recordModel = (view: 'competencies' | 'subjectAreas') => (view === 'competencies' ? Competencies : SubjectAreas) as unknown as Model<EmployeeCompetencyView>;

  async function employeeCopies(employeeIds: number[]): Promise<(id: number) => EmployeeCopy> {
    const employees = byId((await byIds(Employees, employeeIds)).filter((e) => !e.deleted) as EmployeeView[]);
    const stationIds = unique([...employees.values()].flatMap((e) => (e.primaryStationId ? [e.primaryStationId] : [])));
    const stations = byId((await byIds(Locations, stationIds)) as LocationView[]);
    return (id) => {
      const e = employees.get(id);
      if (!e) return NO_EMPLOYEE;
      const station = e.primaryStationId ? stations.get(e.primaryStationId) : undefined;
      return { gartanId: e.gartanId, lastNameLower: e.lastNameLower, stationIds: e.stationIds, primaryStationId: e.primaryStationId, stationCallSignLower: station && !station.deleted ? station.callSignLower : '', activeFrom: e.activeFrom, activeUntil: e.activeUntil };
    };
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
    await bulkWriteInRuns(
      model,
      rows.map((r) => ({
        updateOne: {
          filter: { _id: r._id },
          update: { $set: { ...employee(r.employeeId), codeLower: item(itemOf(r))?.codeLower ?? '', nameLower: item(itemOf(r))?.nameLower ?? '', statusNameLower: status(r.statusId)?.nameLower ?? '' } },
        },
      })),
    );
  }

  return {
    async employees(employeeIds: number[]) {
      for (const model of [recordModel('competencies'), recordModel('subjectAreas')]) {
        const holders = unique((await model.find({ employeeId: { $in: employeeIds } }, { employeeId: 1 }).lean()).map((r) => r.employeeId));
        if (!holders.length) continue;
        const copy = await employeeCopies(holders);
        for (const employeeId of holders) await model.updateMany({ employeeId }, { $set: copy(employeeId) });
      }
    },

    async stations(stationIds: number[]) {
      for (const station of await byIds(Locations, stationIds)) {
        const set = { $set: { stationCallSignLower: station.deleted ? '' : station.callSignLower } };
        await Competencies.updateMany({ primaryStationId: station._id }, set);
        await SubjectAreas.updateMany({ primaryStationId: station._id }, set);
      }
    },

    async referenceItem(kind: ReferenceKind, id: number) {
      const item = (await names(kind, [id]))(id);
      const code = item?.codeLower ?? '';
      const name = item?.nameLower ?? '';
      if (kind === 'competency') await Competencies.updateMany({ competencyId: id }, { $set: { codeLower: code, nameLower: name } });
      if (kind === 'competencyStatus') await Competencies.updateMany({ statusId: id }, { $set: { statusNameLower: name } });
      if (kind === 'subjectArea') await SubjectAreas.updateMany({ subjectAreaId: id }, { $set: { codeLower: code, nameLower: name } });
      if (kind === 'subjectAreaStatus') await SubjectAreas.updateMany({ statusId: id }, { $set: { statusNameLower: name } });
      if (kind === 'incidentType') await Incidents.updateMany({ incidentTypeId: id }, { $set: { incidentTypeNameLower: name } });
    },

    employeeCompetencies: (ids: number[]) => records('competencies', ids),
    employeeSubjectAreas: (ids: number[]) => records('subjectAreas', ids),

    async trainingEvents(eventIds: number[]) {
      const events = await byIds(Events, eventIds, { firstDate: 1, lastDate: 1, attendeeIds: 1 });
      const writes = events.flatMap((event) =>
        (event.attendeeIds ?? []).map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { eventFirstDate: event.firstDate ?? null, eventLastDate: event.lastDate ?? null } } } })),
      );
      await bulkWriteInRuns(Attendees, writes, { ordered: false });
    },

    /** Each attendee takes its event's date span, and the event lists its attendees (so the event can update them). */
    async attendees(ids: number[]) {
      const rows = await byIds(Attendees, ids, { trainingEventId: 1, deleted: 1 });
      if (!rows.length) return;
      const events = byId(await byIds(Events, rows.map((a) => a.trainingEventId), { firstDate: 1, lastDate: 1 }));
      await bulkWriteInRuns(
        Attendees,
        rows.map((a) => ({ updateOne: { filter: { _id: a._id }, update: { $set: { eventFirstDate: events.get(a.trainingEventId)?.firstDate ?? null, eventLastDate: events.get(a.trainingEventId)?.lastDate ?? null } } } })),
      );
      // One write per event, however many of its attendees arrived together.
      const byEvent = new Map<number, { add: number[]; remove: number[] }>();
      for (const a of rows) {
        const entry = byEvent.get(a.trainingEventId) ?? { add: [], remove: [] };
        (a.deleted ? entry.remove : entry.add).push(a._id);
        byEvent.set(a.trainingEventId, entry);
      }
      await bulkWriteInRuns(
        Events,
        [...byEvent].flatMap(([_id, { add, remove }]) => [
          ...(add.length ? [{ updateOne: { filter: { _id }, update: { $addToSet: { attendeeIds: { $each: add } } } } }] : []),
          ...(remove.length ? [{ updateOne: { filter: { _id }, update: { $pull: { attendeeIds: { $in: remove } } } } }] : []),
        ]),
        { ordered: false },
      );
    },

    async incidents(ids: number[]) {
      const rows = await byIds(Incidents, ids, { incidentTypeId: 1 });
      if (!rows.length) return;
      const type = await names('incidentType', rows.map((i) => i.incidentTypeId));
      await bulkWriteInRuns(Incidents, rows.map((i) => ({ updateOne: { filter: { _id: i._id }, update: { $set: { incidentTypeNameLower: type(i.incidentTypeId)?.nameLower ?? '' } } } })));
    },
  };
}
export type Copies = ReturnType<typeof copies>;
