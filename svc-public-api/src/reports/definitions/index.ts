import type { ReportDefinition } from '../report-definition';
import { reportId } from '../report-definition';
import { progressReport } from './progress-report';
import { activityReport } from './activity-report';
import { courseDetailsReport } from './course-details-report';
import { trainingPlannerReport } from './training-planner-report';
import { eventsStatusReport } from './events-status';
import { trainingMatrixReport } from './training-matrix-report';
import { trainingAttendanceReport } from './training-attendance-report';
import { delegatesCancellationsReport } from './delegates-cancellations-report';
import { employeeCompetencyProgramReport } from './employee-competency-program-report';
import { actionPlanReport } from './action-plan-report';
import { trainingPlannerEmployeeReport } from './training-planner-employee-report';
import { personnelReport } from './personnel-report';
import { competenciesReport } from './competencies-report';
import { competencyExtensionsReport } from './competency-extensions-report';
import { personnelActivityReport } from './personnel-activity-report';
import { attendanceRegisterReport } from './attendance-register-report';
import { trainingHistoryReport } from './training-history-report';

/** Every report of spec §2.6, in its order (docs/reports.md lists them so): adding a report is one file and one line. */
export const REPORTS: readonly ReportDefinition[] = [
  progressReport,
  activityReport,
  courseDetailsReport,
  trainingPlannerReport,
  eventsStatusReport,
  trainingMatrixReport,
  trainingAttendanceReport,
  delegatesCancellationsReport,
  employeeCompetencyProgramReport,
  actionPlanReport,
  trainingPlannerEmployeeReport,
  personnelReport,
  competenciesReport,
  competencyExtensionsReport,
  personnelActivityReport,
  attendanceRegisterReport,
  trainingHistoryReport,
];

export const REPORTS_BY_ID = new Map(REPORTS.map((r) => [reportId(r), r]));
