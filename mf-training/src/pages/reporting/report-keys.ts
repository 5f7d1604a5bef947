/**
 * The reports catalogue's keys of each report the server defines (svc-public-api/src/reports/definitions), by report
 * id, and of each column by its key (a report's own title of a column where it differs). Written out whole so the
 * catalogue checks find them; a report or column not listed here shows the server's English.
 */
export interface ReportKeys { title: string; question: string; empty: string; columns?: Record<string, string> }

export const REPORT_KEYS: Record<string, ReportKeys> = {
  'progress-report': { title: 'report.progressReport.title', question: 'report.progressReport.question', empty: 'report.progressReport.empty' },
  'activity-report': { title: 'report.activityReport.title', question: 'report.activityReport.question', empty: 'report.activityReport.empty' },
  'course-details-report': { title: 'report.courseDetailsReport.title', question: 'report.courseDetailsReport.question', empty: 'report.courseDetailsReport.empty', columns: { date: 'report.courseDetailsReport.columns.date', days: 'report.courseDetailsReport.columns.days' } },
  'training-planner-report-report': { title: 'report.trainingPlannerReportReport.title', question: 'report.trainingPlannerReportReport.question', empty: 'report.trainingPlannerReportReport.empty', columns: { date: 'report.trainingPlannerReportReport.columns.date', booked: 'report.trainingPlannerReportReport.columns.booked' } },
  'events-status': { title: 'report.eventsStatus.title', question: 'report.eventsStatus.question', empty: 'report.eventsStatus.empty' },
  'training-matrix-report': { title: 'report.trainingMatrixReport.title', question: 'report.trainingMatrixReport.question', empty: 'report.trainingMatrixReport.empty' },
  'training-attendance-report': { title: 'report.trainingAttendanceReport.title', question: 'report.trainingAttendanceReport.question', empty: 'report.trainingAttendanceReport.empty' },
  'delegates-cancellations-report': { title: 'report.delegatesCancellationsReport.title', question: 'report.delegatesCancellationsReport.question', empty: 'report.delegatesCancellationsReport.empty' },
  'employee-competency-program-report': { title: 'report.employeeCompetencyProgramReport.title', question: 'report.employeeCompetencyProgramReport.question', empty: 'report.employeeCompetencyProgramReport.empty' },
  'action-plan-report': { title: 'report.actionPlanReport.title', question: 'report.actionPlanReport.question', empty: 'report.actionPlanReport.empty' },
  'training-planner-employee-report': { title: 'report.trainingPlannerEmployeeReport.title', question: 'report.trainingPlannerEmployeeReport.question', empty: 'report.trainingPlannerEmployeeReport.empty' },
  'personnel-report': { title: 'report.personnelReport.title', question: 'report.personnelReport.question', empty: 'report.personnelReport.empty' },
  'competencies-report': { title: 'report.competenciesReport.title', question: 'report.competenciesReport.question', empty: 'report.competenciesReport.empty' },
  'competency-extensions-report': { title: 'report.competencyExtensionsReport.title', question: 'report.competencyExtensionsReport.question', empty: 'report.competencyExtensionsReport.empty', columns: { expiryDate: 'report.competencyExtensionsReport.columns.expiryDate', days: 'report.competencyExtensionsReport.columns.days' } },
  'personnel-activity-report': { title: 'report.personnelActivityReport.title', question: 'report.personnelActivityReport.question', empty: 'report.personnelActivityReport.empty', columns: { events: 'report.personnelActivityReport.columns.events', competencies: 'report.personnelActivityReport.columns.competencies' } },
  'attendance-register-report': { title: 'report.attendanceRegisterReport.title', question: 'report.attendanceRegisterReport.question', empty: 'report.attendanceRegisterReport.empty' },
  'training-history-report': { title: 'report.trainingHistoryReport.title', question: 'report.trainingHistoryReport.question', empty: 'report.trainingHistoryReport.empty' },
};

export const COLUMN_KEYS: Record<string, string> = {
  station: 'column.station',
  people: 'column.people',
  records: 'column.records',
  valid: 'column.valid',
  expiring: 'column.expiring',
  expired: 'column.expired',
  noExpiry: 'column.noExpiry',
  inDate: 'column.inDate',
  course: 'column.course',
  events: 'column.events',
  complete: 'column.complete',
  cancelled: 'column.cancelled',
  days: 'column.days',
  attendees: 'column.attendees',
  date: 'column.date',
  lastDate: 'column.lastDate',
  location: 'column.location',
  status: 'column.status',
  places: 'column.places',
  booked: 'column.booked',
  competencies: 'column.competencies',
  free: 'column.free',
  employee: 'column.employee',
  gartanId: 'column.gartanId',
  competency: 'column.competency',
  expiryDate: 'column.expiryDate',
  band: 'column.band',
  cancellationRequested: 'column.cancellationRequested',
  programme: 'column.programme',
  subjectArea: 'column.subjectArea',
  type: 'column.type',
  description: 'column.description',
  source: 'column.source',
  resolveByDate: 'column.resolveByDate',
  overdue: 'column.overdue',
  resolvedDate: 'column.resolvedDate',
  serviceNumber: 'column.serviceNumber',
  role: 'column.role',
  staffGroup: 'column.staffGroup',
  watch: 'column.watch',
  serviceStartDate: 'column.serviceStartDate',
  startDate: 'column.startDate',
  extendedAt: 'column.extendedAt',
  previousExpiryDate: 'column.previousExpiryDate',
  reason: 'column.reason',
  extendedBy: 'column.extendedBy',
  event: 'column.event',
  signature: 'column.signature',
};

type Translate = (key: string) => string;

/** A report's texts in the user's language; the server's English for a report or column the catalogue lacks. */
export function reportTexts(t: Translate, report: { id: string; title: string; question: string; emptyText: string; columns: readonly { key: string; title: string }[] }) {
  const keys = REPORT_KEYS[report.id];
  const column = (key: string) => {
    const own = keys?.columns?.[key] ?? COLUMN_KEYS[key];
    return own ? t(own) : (report.columns.find((c) => c.key === key)?.title ?? key);
  };
  return {
    title: keys ? t(keys.title) : report.title,
    question: keys ? t(keys.question) : report.question,
    empty: keys ? t(keys.empty) : report.emptyText,
    column,
  };
}

/** A queued download's report title: the catalogue's for a known report, else the title the server stored. */
export const reportTitle = (t: Translate, reportId: string, stored: string) => (REPORT_KEYS[reportId] ? t(REPORT_KEYS[reportId].title) : stored);
