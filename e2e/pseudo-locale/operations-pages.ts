import type { PseudoPage } from './pages';

/**
 * mf-training's incidents (with an incident's activity report), LMS imports and reports (the landing, a report of
 * each kind of chart, the downloads). Incident 1 and its report 1 are the demo data's. Not yet in the AREAS of
 * e2e/pseudo-locale.e2e.test.ts: it joins once a run of the area has passed (`operations: OPERATIONS_PAGES`).
 */
export const OPERATIONS_PAGES: PseudoPage[] = [
  { path: '/callout/rt/callouts-list' },
  { path: '/callout/rt/callouts-list/new' },
  { path: '/callout/rt/callouts-list/details/1' },
  { path: '/callout/rt/callouts-list/details/1/car-list' },
  { path: '/callout/rt/callouts-list/details/1/car-list/details/1' },
  { path: '/callout/rt/callouts-list/details/1/car-list/details/1/attachments' },
  { path: '/callout/rt/callouts-list/details/1/car-list/evaluation' },
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
];
