import type { Page } from 'playwright-core';
import { env } from '../browser';
import type { PseudoPage } from './pages';

/** The employee's name names the crumb of their record (Home / Personnel / name / …): record data. */
const NAME = '.ant-breadcrumb li:nth-child(5)';
/** On the record's tabs it also heads the page (with their state beside it). */
const HEADED = `h2, ${NAME}`;

/** The id the API answered for what it made, or the failure with its body. */
async function created(page: Page, path: string, data: object): Promise<number> {
  const response = await page.request.post(`${env('E2E_PORTAL_URL')}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** One employee with a contract, a note, a CPD entry, a risk assessment and an action plan, made once for the three lists. */
let made: Promise<{ id: number; note: number; cpd: number; risk: number; plan: number }> | undefined;
function employee(page: Page) {
  made ??= (async () => {
    const today = new Date().toISOString().slice(0, 10);
    const id = await created(page, '/api/personnel/employees', {
      firstName: 'Pseudo', lastName: `Locale${Date.now().toString(36)}`, email: '', address: '', phones: [], lineManagerIds: [],
      contracts: [{ serviceNumber: 'PL1', startDate: '2020-01-01', endDate: null, isDefault: true, stationId: null, roleId: null, watchId: null, rosterId: null, staffGroupId: null }],
    });
    const records = `/api/personnel/employees/${id}`;
    return {
      id,
      note: await created(page, `${records}/notes`, { date: today, text: 'A note' }),
      cpd: await created(page, `${records}/cpd`, { date: today, event: 'A course', location: '', totalHours: 2, subjectAreaId: null }),
      risk: await created(page, `${records}/risk-assessments`, { date: today, title: 'An assessment', assessor: '', outcome: '', reviewDate: '2099-01-01' }),
      plan: await created(page, '/api/training/action-plans', { employeeId: id, type: 'development', description: 'A plan', resolveByDate: '2099-01-01' }),
    };
  })();
  return made;
}
const dashboard = (id: number) => `/personnel/rt/personnel-list/${id}/dashboard`;

/**
 * mf-personnel's pages (issue 36) in three lists, each within one test's time: the landing, list and status screens
 * with the record's first tabs; the other tabs with the action plan's pages; each kind's form, details and history.
 * (An assessment report's tab and form are a risk assessment's; competency records a timeline's.)
 */
export async function personnelPages(page: Page): Promise<PseudoPage[]> {
  const { id } = await employee(page);
  return [
    { path: '/personnel' },
    { path: '/personnel/rt/personnel-list' },
    { path: '/personnel/rt/personnel-list/new' },
    { path: '/competency-status/personnel' },
    { path: '/competency-status/location' },
    ...['employee', 'contract-list', 'competency-list', 'subject-area-list', 'user', 'program-list', 'training-history', 'note-list'].map((tab) => ({ path: `${dashboard(id)}/${tab}`, skip: HEADED })),
  ];
}

export async function personnelTabPages(page: Page): Promise<PseudoPage[]> {
  const { id, plan } = await employee(page);
  const plans = `${dashboard(id)}/action-plan-list`;
  return [
    ...['cpd-list', 'attachment-list', 'action-plan-list', 'operational-licence', 'skills', 'risk-assessment-list', 'timeline'].map((tab) => ({ path: `${dashboard(id)}/${tab}`, skip: HEADED })),
    { path: `${plans}/new`, skip: NAME },
    { path: `${plans}/statuses`, skip: NAME },
    { path: `${plans}/dashboard/${plan}`, skip: NAME },
    { path: `${plans}/dashboard/${plan}/evaluation`, skip: NAME },
  ];
}

export async function personnelRecordPages(page: Page): Promise<PseudoPage[]> {
  const { id, note, cpd, risk } = await employee(page);
  const record = dashboard(id);
  return [
    ...['contract-list', 'note-list', 'cpd-list', 'competency-list', 'subject-area-list', 'program-list', 'risk-assessment-list'].map((kind) => ({ path: `${record}/${kind}/new`, skip: NAME })),
    { path: `${record}/contract-list/history`, skip: NAME },
    { path: `${record}/contract-list/details/1`, skip: NAME },
    { path: `${record}/note-list/details/${note}`, skip: NAME },
    { path: `${record}/cpd-list/details/${cpd}`, skip: NAME },
    { path: `${record}/risk-assessment-list/details/${risk}`, skip: NAME },
    { path: `${record}/callouts-list/new`, skip: NAME },
  ];
}
