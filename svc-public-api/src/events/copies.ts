import type { ReferenceKind } from '@firecrest/contracts';
import type { Views } from '../models';
import type { EmployeeCopy } from '../models/competency-record-views';

/** What an absent or deleted employee leaves on their records: never active, no station. */
const NO_EMPLOYEE: EmployeeCopy = { gartanId: '', lastNameLower: '', stationIds: [], primaryStationId: null, stationCallSignLower: '', activeFrom: '9999-12-31', activeUntil: '0000-01-01' };

/**
 * Fields the record views copy from other views so they can filter and sort without joins. Each refresh reads the
 * source as it is now, so applying events in any order ends with the same copies.
 */
export function copies(views: Views) {
  const { EmployeeView, LocationView, ReferenceView, EmployeeCompetencyView, EmployeeSubjectAreaView, TrainingEventView, TrainingEventAttendeeView, IncidentView } = views;

  async function employeeCopy(employeeId: number): Promise<EmployeeCopy> {
    const employee = await EmployeeView.findOne({ _id: employeeId, deleted: false }).lean();
    if (!employee) return NO_EMPLOYEE;
    const station = employee.primaryStationId ? await LocationView.findById(employee.primaryStationId).lean() : null;
    return {
      gartanId: employee.gartanId,
      lastNameLower: employee.lastNameLower,
      stationIds: employee.stationIds,
      primaryStationId: employee.primaryStationId,
      stationCallSignLower: station?.callSignLower ?? '',
      activeFrom: employee.activeFrom,
      activeUntil: employee.activeUntil,
    };
  }

  const reference = async (kind: ReferenceKind, id: number | null) => (id ? ReferenceView.findById(`${kind}:${id}`).lean() : null);

  return {
    async employee(employeeId: number) {
      const copy = await employeeCopy(employeeId);
      await EmployeeCompetencyView.updateMany({ employeeId }, { $set: copy });
      await EmployeeSubjectAreaView.updateMany({ employeeId }, { $set: copy });
    },

    async station(stationId: number) {
      const station = await LocationView.findById(stationId).lean();
      const set = { $set: { stationCallSignLower: station && !station.deleted ? station.callSignLower : '' } };
      await EmployeeCompetencyView.updateMany({ primaryStationId: stationId }, set);
      await EmployeeSubjectAreaView.updateMany({ primaryStationId: stationId }, set);
    },

    async referenceItem(kind: ReferenceKind, id: number) {
      const item = await reference(kind, id);
      const code = item?.codeLower ?? '';
      const name = item?.nameLower ?? '';
      if (kind === 'competency') await EmployeeCompetencyView.updateMany({ competencyId: id }, { $set: { codeLower: code, nameLower: name } });
      if (kind === 'competencyStatus') await EmployeeCompetencyView.updateMany({ statusId: id }, { $set: { statusNameLower: name } });
      if (kind === 'subjectArea') await EmployeeSubjectAreaView.updateMany({ subjectAreaId: id }, { $set: { codeLower: code, nameLower: name } });
      if (kind === 'subjectAreaStatus') await EmployeeSubjectAreaView.updateMany({ statusId: id }, { $set: { statusNameLower: name } });
      if (kind === 'incidentType') await IncidentView.updateMany({ incidentTypeId: id }, { $set: { incidentTypeNameLower: name } });
    },

    async employeeCompetency(id: number) {
      const row = await EmployeeCompetencyView.findById(id).lean();
      if (!row) return;
      const [competency, status] = await Promise.all([reference('competency', row.competencyId), reference('competencyStatus', row.statusId)]);
      const names = { codeLower: competency?.codeLower ?? '', nameLower: competency?.nameLower ?? '', statusNameLower: status?.nameLower ?? '' };
      await EmployeeCompetencyView.updateOne({ _id: id }, { $set: { ...(await employeeCopy(row.employeeId)), ...names } });
    },

    async employeeSubjectArea(id: number) {
      const row = await EmployeeSubjectAreaView.findById(id).lean();
      if (!row) return;
      const [subjectArea, status] = await Promise.all([reference('subjectArea', row.subjectAreaId), reference('subjectAreaStatus', row.statusId)]);
      const names = { codeLower: subjectArea?.codeLower ?? '', nameLower: subjectArea?.nameLower ?? '', statusNameLower: status?.nameLower ?? '' };
      await EmployeeSubjectAreaView.updateOne({ _id: id }, { $set: { ...(await employeeCopy(row.employeeId)), ...names } });
    },

    async trainingEvent(trainingEventId: number) {
      const event = await TrainingEventView.findOne({ _id: trainingEventId }).lean();
      await TrainingEventAttendeeView.updateMany({ trainingEventId }, { $set: { eventFirstDate: event?.firstDate ?? null, eventLastDate: event?.lastDate ?? null } });
    },

    async attendee(id: number) {
      const row = await TrainingEventAttendeeView.findById(id).lean();
      if (!row) return;
      const event = await TrainingEventView.findById(row.trainingEventId).lean();
      await TrainingEventAttendeeView.updateOne({ _id: id }, { $set: { eventFirstDate: event?.firstDate ?? null, eventLastDate: event?.lastDate ?? null } });
    },

    async incident(id: number) {
      const row = await IncidentView.findById(id).lean();
      if (!row) return;
      const type = await reference('incidentType', row.incidentTypeId);
      await IncidentView.updateOne({ _id: id }, { $set: { incidentTypeNameLower: type?.nameLower ?? '' } });
    },
  };
}
export type Copies = ReturnType<typeof copies>;
