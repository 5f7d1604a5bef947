import type { ActivityReportEvent } from '@firecrest/contracts';
import { INCIDENTS } from '../incidents-list-page';

export const REPORTS = '/api/training/activity-reports';
export type ActivityReportRow = ActivityReportEvent;

/** §2.6 car-list: the incident's activity report area. */
export const carList = (incidentId: string | number) => `${INCIDENTS}/details/${incidentId}/car-list`;
export const reportPath = (incidentId: string | number, reportId: number) => `${carList(incidentId)}/details/${reportId}`;
/** Where an action plan opens: under its employee in personnel (§2.5 action-plan-list/dashboard/{id}). */
export const actionPlanPath = (employeeId: number, planId: number) => `/personnel/rt/personnel-list/${employeeId}/dashboard/action-plan-list/dashboard/${planId}`;
