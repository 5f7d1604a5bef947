import type { ReportDefinition } from '../report-definition';
import { reportId } from '../report-definition';
import { progressReport } from './progress-report';
import { trainingMatrixReport } from './training-matrix-report';
import { competenciesReport } from './competencies-report';
import { trainingAttendanceReport } from './training-attendance-report';

/** Every report, in the order docs/reports.md lists them. */
export const REPORTS: readonly ReportDefinition[] = [progressReport, trainingMatrixReport, competenciesReport, trainingAttendanceReport];

export const REPORTS_BY_ID = new Map(REPORTS.map((r) => [reportId(r), r]));
