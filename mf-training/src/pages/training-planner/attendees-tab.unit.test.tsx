// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ATTENDEE_TRANSITIONS } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { answerCalls, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import type { Attendee, TrainingEvent } from '../../lib/training-types';
import '../../catalogues';
import { AttendeesTab } from './attendees-tab';
import { ATTENDEES_API, useEventAttendees } from './event-attendees';
import { actionLabel } from './planner-labels';


const LIST = `${ATTENDEES_API}?trainingEventId=12&itemsPerPage=500`;
const event = { id: 12, trainingType: 2, course: { code: 'BA1', name: 'Breathing apparatus initial' }, dates: [{ startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T17:00:00.000Z' }], trainingLocationIds: [3], onStationEvent: false, status: 1, competencyIds: [], comment: '', minPlaces: 2, maxPlaces: 10, lastModifiedDate: '2026-11-20T10:00:00.000Z' } as TrainingEvent;
const ann: Attendee = { id: 70, trainingEventId: 12, employeeId: 40, attendeeType: 2, instructorType: null, statusId: 2, dateApplied: null, dateCancellationRequested: null };
const world: Answers = { [LIST]: { body: { data: [ann], total: 1 } }, '/api/personnel/employees/40': { body: { id: 40, firstName: 'Ann', lastName: 'Lee' } } };

/** The tab as the event page shows it: on the page's one read of the event's attendees. */
function Tab() {
  return <AttendeesTab event={event} locked={false} attendees={useEventAttendees(12)} />;
}
/** The first §4.2 move of a confirmed attendee, as the menu words it. */
function FirstMove() {
  const { t } = useT('planner');
  return <span data-testid="first-move">{actionLabel(t, ATTENDEE_TRANSITIONS[2][0]!.action)}</span>;
}
const listAsked = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'GET' && c.url === LIST).length;

describe("an event's attendees", () => {
  it('shows a view-only user the attendees without adding, moving or removing', async () => {
    signedInWith({ COURSES: ['view'] });
    answerCalls(world);
    renderScreen(<Tab />);
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    for (const name of ['Add', /Change status/, 'Remove Ann Lee']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('removes an attendee once confirmed, then asks for the attendees again', async () => {
    signedInWith({ COURSES: ['view', 'create', 'edit', 'delete'] });
    const calls = answerCalls({ ...world, [LIST]: [{ body: { data: [ann], total: 1 } }, { body: { data: [], total: 0 } }], [`DELETE ${ATTENDEES_API}/70`]: { status: 204 } });
    renderScreen(<Tab />);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Attendee removed')).toBeTruthy();
    expect(await screen.findByText('No delegates, instructors or FDOs yet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${ATTENDEES_API}/70`]);
    expect(listAsked(calls)).toBe(2);
  });

  it('moves an attendee to the status chosen, sending the attendee with it, then asks for the attendees again', async () => {
    signedInWith({ COURSES: ['view', 'edit'] });
    const to = ATTENDEE_TRANSITIONS[2][0]!.to;
    const calls = answerCalls({ ...world, [LIST]: [{ body: { data: [ann], total: 1 } }, { body: { data: [{ ...ann, statusId: to }], total: 1 } }], [`PUT ${ATTENDEES_API}/70`]: { body: { ...ann, statusId: to } } });
    renderScreen(
      <>
        <Tab />
        <FirstMove />
      </>,
    );
    const action = (await screen.findByTestId('first-move')).textContent!;
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Change status/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: action }));
    expect(await screen.findByText(`${action}: done`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: `${ATTENDEES_API}/70`, body: { trainingEventId: 12, employeeId: 40, attendeeType: 2, instructorType: null, statusId: to } });
    await waitFor(() => expect(listAsked(calls)).toBe(2));
  });
});
