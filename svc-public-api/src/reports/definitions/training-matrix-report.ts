import { listSource, type ReportDefinition } from '../report-definition';
import { COMPETENCY_RECORD_SORTS, competencyRecordFilter, competencyRecordRows } from './competency-record-rows';

export const trainingMatrixReport: ReportDefinition = {
  path: 'training/training-matrix-report',
  title: 'Training matrix',
  question: 'Who holds which competency, and how close is each to expiring? (people × competencies, coloured by expiry band)',
  filters: ['stationIds', 'staffGroupIds', 'roleIds', 'competencyIds', 'band'],
  columns: [
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'competency', title: 'Competency', type: 'text' },
    { key: 'expiryDate', title: 'Expires', type: 'date' },
    { key: 'band', title: 'Expiry band', type: 'text', width: 24 },
  ],
  defaultSort: { key: 'station', order: 'asc' },
  worksheetBy: 'station',
  chart: { type: 'heatmap', x: 'competency', y: 'employee', value: 'band' },
  emptyText: 'Nobody at these stations holds these competencies.',
  source: listSource({
    kind: 'list',
    model: (views) => views.EmployeeCompetencyView,
    filter: competencyRecordFilter,
    sortFields: { station: COMPETENCY_RECORD_SORTS.station, employee: COMPETENCY_RECORD_SORTS.employee, competency: COMPETENCY_RECORD_SORTS.competency },
    toRows: competencyRecordRows,
  }),
};
