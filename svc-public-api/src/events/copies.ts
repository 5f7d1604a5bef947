import type { Model } from 'mongoose';
import type { ReferenceKind } from '@firecrest/contracts';
import type { Views } from '../models';
import type { EmployeeCompetencyView, EmployeeCopy } from '../models/competency-record-views';
import type { EmployeeView } from '../models/employee-view';
import type { LocationView } from '../models/location-view';

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
    const employees = byId(await Employees.find({ _id: { $in: unique(employeeIds) }, deleted: false }).lean<EmployeeView[]>());
    const stationIds = unique([...employees.values()].flatMap((e) => (e.primaryStationId ? [e.primaryStationId] : [])));
    const stations = byId(await Locations.find({ _id: { $in: stationIds } }).lean<LocationView[]>());
    return (id) => {
      const e = employees.get(id);
      if (!e) return NO_EMPLOYEE;
      const station = e.primaryStationId ? stations.get(e.primaryStationId) : undefined;
      return { gartanId: e.gartanId, lastNameLower: e.lastNameLower, stationIds: e.stationIds, primaryStationId: e.primaryStationId, stationCallSignLower: station && !station.deleted ? station.callSignLower : '', activeFrom: e.activeFrom, activeUntil: e.activeUntil };
    };
  }

  async function names(kind: ReferenceKind, ids: number[]) {
    const rows = await References.find({ _id: { $in: unique(ids).map((id) => `${kind}:${id}`) } }).lean();
    const map = new Map(rows.map((r) => [r.itemId, r]));
    return (id: number | null) => (id ? map.get(id) : undefined);
  }

  /** Refreshes the record views (competencies or subject areas) of the given record ids. */
  async function records(view: 'competencies' | 'subjectAreas', ids: number[]) {
    const model = recordModel(view);
    const rows = (await model.find({ _id: { $in: ids } }).lean()) as unknown as { _id: number; employeeId: number; statusId: number; competencyId?: number; subjectAreaId?: number }[];
    if (!rows.length) return;
    const itemOf = (r: (typeof rows)[number]) => (view === 'competencies' ? r.competencyId! : r.subjectAreaId!);
    const [employee, item, status] = await Promise.all([
      employeeCopies(rows.map((r) => r.employeeId)),
      names(view === 'competencies' ? 'competency' : 'subjectArea', rows.map(itemOf)),
      names(view === 'competencies' ? 'competencyStatus' : 'subjectAreaStatus', rows.map((r) => r.statusId)),
    ]);
    await model.bulkWrite(
      rows.map((r) => ({
        updateOne: {
          filter: { _id: r._id },
          update: { $set: { ...employee(r.employeeId), codeLower: item(itemOf(r))?.codeLower ?? '', nameLower: item(itemOf(r))?.nameLower ?? '', statusNameLower: status(r.statusId)?.nameLower ?? '' } },
        },
      })) as never,
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
      for (const station of await Locations.find({ _id: { $in: stationIds } }).lean()) {
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
      const withAttendees = unique((await Attendees.find({ trainingEventId: { $in: eventIds } }, { trainingEventId: 1 }).lean()).map((a) => a.trainingEventId));
      if (!withAttendees.length) return;
      const events = byId(await Events.find({ _id: { $in: withAttendees } }, { firstDate: 1, lastDate: 1 }).lean());
      for (const trainingEventId of withAttendees) {
        const event = events.get(trainingEventId);
        await Attendees.updateMany({ trainingEventId }, { $set: { eventFirstDate: event?.firstDate ?? null, eventLastDate: event?.lastDate ?? null } });
      }
    },

    async attendees(ids: number[]) {
      const rows = await Attendees.find({ _id: { $in: ids } }, { trainingEventId: 1 }).lean();
      if (!rows.length) return;
      const events = byId(await Events.find({ _id: { $in: unique(rows.map((a) => a.trainingEventId)) } }, { firstDate: 1, lastDate: 1 }).lean());
      await Attendees.bulkWrite(
        rows.map((a) => ({ updateOne: { filter: { _id: a._id }, update: { $set: { eventFirstDate: events.get(a.trainingEventId)?.firstDate ?? null, eventLastDate: events.get(a.trainingEventId)?.lastDate ?? null } } } })) as never,
      );
    },

    async incidents(ids: number[]) {
      const rows = await Incidents.find({ _id: { $in: ids } }, { incidentTypeId: 1 }).lean();
      if (!rows.length) return;
      const type = await names('incidentType', rows.map((i) => i.incidentTypeId));
      await Incidents.bulkWrite(rows.map((i) => ({ updateOne: { filter: { _id: i._id }, update: { $set: { incidentTypeNameLower: type(i.incidentTypeId)?.nameLower ?? '' } } } })) as never);
    },
  };
}
export type Copies = ReturnType<typeof copies>;
