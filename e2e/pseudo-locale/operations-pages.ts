import type { Page } from 'playwright-core';
import { env } from '../browser';
import type { PseudoPage } from './pages';

/** The id the API answered for what it made, or the failure with its body. */
async function created(page: Page, path: string, data: object): Promise<number> {
  const response = await page.request.post(`${env('E2E_PORTAL_URL')}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/**
 * mf-training's incidents (with an incident's activity report), LMS imports and reports (the landing, a report of
 * each kind of chart, the downloads). The e2e stack has no demo data: the area makes its incident and report.
 */
export async function operationsPages(page: Page): Promise<PseudoPage[]> {
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const station = await created(page, '/api/personnel/locations', { kind: 'station', callSign: `PS${suffix}`, name: `Pseudo station ${suffix}` });
  const employee = await created(page, '/api/personnel/employees', { firstName: 'Pseudo', lastName: `Crew${suffix}`, contracts: [{ startDate: '2020-01-01', stationId: station }] });
  const type = await created(page, '/api/training/reference-items/incidentType', { code: `PS${suffix}`, name: `Pseudo fire ${suffix}` });
  const incident = await created(page, '/api/training/incidents', { incidentNo: `PS-${suffix}`, incidentDate: '2026-03-02T10:00:00Z', incidentTypeId: type, stationIds: [station] });
  const report = await created(page, '/api/training/activity-reports', { incidentId: incident, activities: [{ employeeId: employee, activity: 'Ladder drill', competencyIds: [] }] });
  // An action plan, so that the action plan report draws its chart and its rows.
  await created(page, '/api/training/action-plans', { employeeId: employee, type: 'development', description: 'A plan', resolveByDate: '2099-01-01' });
  const reports = `/callout/rt/callouts-list/details/${incident}/car-list`;
  return [
    { path: '/callout/rt/callouts-list' },
    { path: '/callout/rt/callouts-list/new' },
    { path: `/callout/rt/callouts-list/details/${incident}` },
    { path: reports },
    { path: `${reports}/details/${report}` },
    { path: `${reports}/details/${report}/attachments` },
    { path: `${reports}/evaluation` },
    { path: '/training/lms' },
    { path: '/training/lms/history' },
    { path: '/training/lms/settings' },
    { path: '/reporting' },
    { path: '/reporting/rt/downloads' },
    { path: '/reporting/rt/progress-report' },
    { path: '/reporting/rt/training/events-status' },
    { path: '/reporting/rt/training/training-attendance-report' },
    // The matrix's row and column headings are people's and competencies' names.
    { path: '/reporting/rt/training/training-matrix-report', skip: '[role="grid"] th' },
    { path: '/reporting/rt/personnel/competencies-report' },
    { path: '/reporting/rt/personnel/action-plan-report' },
    // The menu's other reports: the same report screen, each with its own title, question, filters and columns.
    ...['personnel/personnel-activity-report', 'personnel/personnel-report', 'personnel/training-history-report', 'training/activity-report', 'training/course-details-report', 'training/delegates-cancellations-report', 'training/training-planner-report-report'].map(
      (report) => ({ path: `/reporting/rt/${report}` }),
    ),
  ];
}
