import type { Page } from 'playwright-core';
import { env } from '../browser';
import type { PseudoPage } from './pages';

/** What the API answered, or the failure with its body. */
async function created(page: Page, path: string, data: object): Promise<{ id: number }> {
  const response = await page.request.post(`${env('E2E_PORTAL_URL')}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

const DAY = 86_400_000;
/** Home / Training planner / Details / the event's course name (data) / the section: separators are items too. */
const COURSE_CRUMB = '.ant-breadcrumb li:nth-child(7)';
/** An event's page is headed by its course's name (data) with its status beside it. */
const EVENT = `h2, ${COURSE_CRUMB}`;

interface PlannerRecords {
  details: string;
  delegate: number;
  request: number;
  nomination: number;
  notification: number;
}

/**
 * An event made for the planner's pages: an instructor, an FDO and delegates in each approval queue, and a scheduled
 * notification. Made once for both of the planner's areas.
 */
let records: Promise<PlannerRecords> | undefined;
async function makeRecords(page: Page): Promise<PlannerRecords> {
  const run = Date.now().toString(36).toUpperCase();
  const employee = (lastName: string) => created(page, '/api/personnel/employees', { firstName: 'Pseudo', lastName: `${lastName}${run}`, email: `pseudo.${lastName.toLowerCase()}.${run.toLowerCase()}@brigade.test`, contracts: [{ startDate: '2020-01-01' }] });
  const [instructor, officer, confirmed, applicant, nominee] = await Promise.all(['Instructor', 'Officer', 'Confirmed', 'Applicant', 'Nominee'].map(employee));
  const start = new Date(Date.now() + 14 * DAY);
  start.setUTCHours(9, 0, 0, 0);
  const dates = [0, 1].map((d) => ({ startTime: new Date(start.getTime() + d * DAY).toISOString(), endTime: new Date(start.getTime() + d * DAY + 8 * 3_600_000).toISOString() }));
  const event = await created(page, '/api/training/training-events', { trainingType: 2, course: { code: `PS${run}`.slice(0, 20), name: `Pseudo course ${run}` }, maxPlaces: 10, dates });
  const attendee = (who: { id: number }, attendeeType: number, statusId: number, instructorType: string | null = null) =>
    created(page, '/api/training/training-event-attendees', { trainingEventId: event.id, employeeId: who.id, attendeeType, instructorType, statusId });
  await attendee(instructor!, 1, 2, 'lead');
  await attendee(officer!, 3, 2);
  const delegate = await attendee(confirmed!, 2, 2);
  const request = await attendee(applicant!, 2, 4);
  const nomination = await attendee(nominee!, 2, 1);
  const sendAt = new Date(Date.now() + 7 * DAY).toISOString();
  // The delegate's e-mail address reaches svc-training as an event: the notification is refused until it has.
  const notify = async (attempt = 1): Promise<{ id: number }> => {
    try {
      return await created(page, `/api/training/training-events/${event.id}/notifications`, { name: 'Pseudo reminder', type: 'email', recipientIds: [delegate.id], subject: 'Pseudo subject', message: 'Pseudo message', sendAt });
    } catch (error) {
      if (attempt >= 40) throw error;
      await page.waitForTimeout(500);
      return notify(attempt + 1);
    }
  };
  const notification = await notify();
  return { details: `/training-planner/rt/details/${event.id}`, delegate: delegate.id, request: request.id, nomination: nomination.id, notification: notification.id };
}

/** The training planner (issue 36): the list, a new event, and an event's details, attendees and approvals. */
export async function plannerPages(page: Page): Promise<PseudoPage[]> {
  const { details, request, nomination } = await (records ??= makeRecords(page));
  return [
    { path: '/training-planner/rt/list' },
    { path: '/training-planner/rt/new' },
    { path: details, skip: EVENT },
    { path: `${details}/attendees`, skip: EVENT },
    { path: `${details}/requests`, skip: EVENT },
    // An attendee's page is headed by their name.
    { path: `${details}/requests/${request}`, skip: `${EVENT}, h4` },
    { path: `${details}/nominees`, skip: EVENT },
    { path: `${details}/nominees/new`, skip: EVENT },
    { path: `${details}/cancellations`, skip: EVENT },
    { path: `${details}/confirmation/fdo/${nomination}`, skip: EVENT },
    { path: `${details}/rejection/fdo/${nomination}`, skip: EVENT },
    { path: `${details}/bookings`, skip: EVENT },
  ];
}

/** The same event's default bookings and resources, attendance (register, lists, summary, evaluations, appraisals) and communications. */
export async function plannerRecordPages(page: Page): Promise<PseudoPage[]> {
  const { details, delegate, notification } = await (records ??= makeRecords(page));
  return [
    { path: `${details}/bookings/default`, skip: EVENT },
    { path: `${details}/bookingsettings`, skip: EVENT },
    { path: `${details}/training-resource-bookings`, skip: EVENT },
    { path: `${details}/attendance-register`, skip: EVENT },
    { path: `${details}/attendance-list`, skip: EVENT },
    { path: `${details}/attendance-list/new`, skip: EVENT },
    { path: `${details}/attendance`, skip: EVENT },
    { path: `${details}/evaluations`, skip: EVENT },
    { path: `${details}/appraisals`, skip: EVENT },
    { path: `${details}/appraisals/new`, skip: EVENT },
    { path: `${details}/joininginstruction`, skip: EVENT },
    // The instructions as the attendee gets them are the event's text.
    { path: `${details}/joininginstruction/${delegate}`, skip: `${EVENT}, [data-testid="joining-preview"]` },
    { path: `${details}/notifications`, skip: EVENT },
    { path: `${details}/notifications/new`, skip: EVENT },
    // A notification's card is headed by its name.
    { path: `${details}/notifications/${notification}`, skip: `${EVENT}, .ant-card-head-title:has([translate="no"])` },
    { path: `${details}/notificationslogs`, skip: EVENT },
  ];
}
