import type { Page } from 'playwright-core';
import { env } from '../browser';
import type { PseudoPage } from './pages';

/** What the API answered, or the failure with its body. */
async function created(page: Page, path: string, data: object): Promise<{ id: number }> {
  const response = await page.request.post(`${env('E2E_PORTAL_URL')}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** A record's page is headed by its name (data): it is ready once its cards' titles are there. */
const CARDS = '.ant-card-head-title';
/** The n-th breadcrumb (separators are items of the list too): where a record's name names its crumb. */
const crumb = (n: number) => `.ant-breadcrumb li:nth-child(${2 * n - 1})`;

/**
 * mf-training's shared parts and setup areas (issue 36): the training landing, course templates (list, one made here,
 * its history), competency setup (landing, each framework list, new forms of each kind of field, a competency with
 * a profile and its rules, an item's and a list's history, add to many), competency extensions, and training
 * resources (list, one made here with an inventory, a booking and a booking group, their pages and warnings).
 */
export async function trainingPages(page: Page): Promise<PseudoPage[]> {
  const run = Date.now().toString(36).toUpperCase();
  const training = '/api/training';
  const template = await created(page, `${training}/course-templates`, { code: `PL${run}`.slice(0, 20), name: 'Pseudo course' });
  const competency = await created(page, `${training}/competency-framework/competencies`, {
    code: `PLC${run}`.slice(0, 20),
    name: 'Pseudo competency',
    refresherRules: [{ name: 'Yearly', isDefault: true, validityPeriod: 1, validityUnit: 'years', refresherCount: 0, startDate: '2020-01-01', endDate: null, comment: '' }],
    // Ended: the daily assignment gives it to nobody (an open profile for everyone would reach other tests' people).
    profiles: [{ employeeRoleId: null, staffGroupId: null, locationId: null, startDate: '2020-01-01', endDate: '2020-12-31', refresherRules: [] }],
  });
  const subjectArea = await created(page, `${training}/competency-framework/subject-areas`, { code: `PLS${run}`.slice(0, 20), name: 'Pseudo subject' });
  const bookingType = await created(page, `${training}/reference-items/bookingType`, { code: `PLB${run}`.slice(0, 20), name: 'Pseudo booking' });
  const resource = await created(page, `${training}/training-resources`, { name: 'Pseudo tower', trainingResourceTypeName: 'Facility', notes: '' });
  const inventory = await created(page, `${training}/training-resource-inventories`, { trainingResourceId: resource.id, name: 'Pseudo lanes', quantity: 2 });
  const booking = (at: string) => ({ trainingResourceInventoryId: inventory.id, bookingTypeId: bookingType.id, trainingEventId: null, startDate: `${at}T09:00:00.000Z`, endDate: `${at}T12:00:00.000Z`, quantity: 1, comment: '' });
  const one = await created(page, `${training}/training-resource-bookings`, booking('2031-03-04'));
  const group = await created(page, `${training}/training-resource-booking-groups`, { bookings: [booking('2031-03-05'), booking('2031-03-06')] });
  const templates = '/training-content/rt/planner/list';
  const lists = ['competency', 'subject-area', 'program', 'competency-status', 'activity-group', 'activity-type', 'activity-area', 'percentage-range'];
  const resources = `/training-resources/${resource.id}`;
  return [
    { path: '/training' },
    // The menu's Calendar: FullCalendar's own titles, day names and numbers come from its locale (cy or en-gb), not the catalogues.
    { path: '/training-planner/rt/list?view=calendar', skip: '.fc-toolbar-title, .fc-col-header, .fc-scrollgrid-section-header, .fc-daygrid-day-number, .fc-list-day' },
    { path: templates },
    // Home / Training content / Course templates / Details / the template's name.
    { path: `${templates}/details/${template.id}`, ready: CARDS, skip: `h2, ${crumb(5)}` },
    { path: `${templates}/details/${template.id}/history`, skip: crumb(5) },
    { path: '/competency' },
    ...lists.map((list) => ({ path: `/competency/rt/${list}/list` })),
    // One new form of each kind of field (text, date, select, multiple; switch and e-mails; percent and colour).
    { path: '/competency/rt/competency/list/new' },
    { path: '/competency/rt/program/list/new' },
    { path: '/competency/rt/percentage-range/list/new' },
    // A competency's page is headed by its code and name (data); its rules and profiles head their parts.
    { path: `/competency/rt/competency/list/details/${competency.id}`, ready: 'h4, h5', skip: 'h2' },
    { path: `/competency/rt/subject-area/list/history/${subjectArea.id}` },
    { path: '/competency/rt/program/list/history' },
    { path: '/competency/addmany' },
    { path: '/competency/rt/extensions' },
    { path: '/training-resources' },
    // Home / Training resources / the resource's name.
    { path: resources, ready: CARDS, skip: `h2, ${crumb(3)}` },
    { path: `${resources}/history`, skip: crumb(3) },
    // Their crumbs name the resource too once its page has named it (the portal keeps the names it was told).
    { path: `${resources}/bookings/${one.id}`, skip: crumb(3) },
    { path: `${resources}/bookings/${one.id}/warnings`, skip: crumb(3) },
    { path: `${resources}/booking-groups/${group.id}`, skip: crumb(3) },
    { path: `${resources}/booking-groups/${group.id}/warnings`, skip: crumb(3) },
  ];
}
