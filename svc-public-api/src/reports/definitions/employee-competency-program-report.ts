import type { EmployeeSubjectAreaView } from '../../models/competency-record-views';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { employeeRecordFilter } from '../report-scope';
import { personName, referenceNames, stationLabels } from './station-label';

async function subjectAreaRows(records: EmployeeSubjectAreaView[], ctx: ReportContext): Promise<Row[]> {
  const [people, stations, areas, programmes, statuses] = await Promise.all([
    ctx.names.employees(records.map((r) => r.employeeId)),
    stationLabels(ctx, records.map((r) => r.primaryStationId)),
    referenceNames(ctx, 'subjectArea', records.map((r) => r.subjectAreaId)),
    referenceNames(ctx, 'competencyProgram', records.map((r) => r.competencyProgramId)),
    referenceNames(ctx, 'subjectAreaStatus', records.map((r) => r.statusId)),
  ]);
  return records.map((r) => ({
    employee: personName(people.get(r.employeeId), r.employeeId),
    gartanId: r.gartanId || null,
    station: r.primaryStationId ? (stations.get(r.primaryStationId) ?? null) : null,
    programme: r.competencyProgramId ? (programmes.get(r.competencyProgramId) ?? null) : null,
    subjectArea: areas.get(r.subjectAreaId) ?? `Subject area ${r.subjectAreaId}`,
    status: statuses.get(r.statusId) ?? null,
  }));
}

export const employeeCompetencyProgramReport: ReportDefinition = {
  path: 'personnel/employee-competency-program-report',
  title: 'Employee competency programmes',
  question: 'Where is each person in their competency programme: which subject areas, in what status?',
  filters: ['stationIds', 'staffGroupIds', 'roleIds'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'programme', title: 'Programme', type: 'text' },
    { key: 'subjectArea', title: 'Subject area', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 18 },
  ],
  defaultSort: { key: 'employee', order: 'asc' },
  emptyText: 'Nobody at these stations is working through a programme.',
  source: listSource({
    kind: 'list',
    model: (views) => views.EmployeeSubjectAreaView,
    filter: (ctx) => employeeRecordFilter(ctx),
    sortFields: { employee: 'lastNameLower', subjectArea: 'nameLower', status: 'statusNameLower' },
    toRows: subjectAreaRows,
  }),
};
