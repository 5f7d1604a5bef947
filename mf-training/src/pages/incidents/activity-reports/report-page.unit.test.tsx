// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityReportStatus, PermissionMap } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../../../catalogues';
import { REPORTS, type ActivityReportRow } from './report-api';
import { ReportPage } from './report-page';


const REPORT = `${REPORTS}/3`;
const report = (status: ActivityReportStatus): ActivityReportRow => ({
  id: 3,
  incidentId: 7,
  stationIds: [1],
  activities: [{ employeeId: 11, activity: 'Pumped water', competencyIds: [5], comment: '' }],
  comment: '',
  status,
  history: [],
  evaluation: null,
  lastModifiedDate: '2026-11-20T10:00:00.000Z',
});
const world = (status: ActivityReportStatus): Answers => ({
  '/api/training/incidents/7': { body: { id: 7, incidentNo: 'INC-7' } },
  [REPORT]: { body: report(status) },
  '/api/training/reference-items/competency': { body: { data: [{ id: 5, code: 'PUMP', name: 'Pump operation' }] } },
  '/api/personnel/employees/11': { body: { id: 11, firstName: 'Ann', lastName: 'Jones' } },
});
const MOVES = ['Submit for approval', 'Submit again', 'Query', 'Complete', 'Reopen'];

/** The workflow buttons the report shows a user with these rights in this status. */
async function movesShown(status: ActivityReportStatus, rights: PermissionMap) {
  signedInWith(rights);
  answerCalls(world(status));
  renderScreen(<ReportPage tab="details" />, { path: '/x/7/car-list/details/3', route: '/x/:id/car-list/details/:reportId' });
  await screen.findByText('Activity report 3');
  return MOVES.filter((name) => screen.queryByRole('button', { name }));
}

describe("an activity report's workflow buttons", () => {
  const CREW = { INCIDENTS: ['view', 'edit'] } satisfies PermissionMap;
  const APPROVER = { INCIDENTS: ['view', 'approve'] } satisfies PermissionMap;
  it.each([
    ['the crew', 'open', ['Submit for approval'], CREW],
    ['the crew', 'submitted', [], CREW],
    ['the crew', 'query', ['Submit again'], CREW],
    ['the approver', 'open', [], APPROVER],
    ['the approver', 'submitted', ['Query', 'Complete'], APPROVER],
    ['anyone', 'complete', [], { INCIDENTS: ['view', 'edit', 'approve'] }],
  ] as [string, ActivityReportStatus, string[], PermissionMap][])('shows %s of a %s report the moves %j', async (_who, status, moves, rights) => {
    expect(await movesShown(status, rights)).toEqual(moves);
  });

  it('sends a move with its comment, says so, and shows the report as it then stands', async () => {
    signedInWith({ INCIDENTS: ['view', 'approve'] });
    const calls = answerCalls({ ...world('submitted'), [REPORT]: [{ body: report('submitted') }, { body: report('query') }], [`POST ${REPORT}/status`]: { body: report('query') } });
    renderScreen(<ReportPage tab="details" />, { path: '/x/7/car-list/details/3', route: '/x/:id/car-list/details/:reportId' });
    fireEvent.click(await screen.findByRole('button', { name: 'Query' }));
    fireEvent.change(await screen.findByLabelText('Comment'), { target: { value: 'Who ran the pump?' } });
    // The dialog's own button: the one in the page title is behind it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Query' }).at(-1)!);
    expect(await screen.findByText('Report queried')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: `${REPORT}/status`, body: { status: 'query', comment: 'Who ran the pump?' } }]);
    expect(calls.filter((c) => c.url === REPORT).length).toBe(2);
  });
});
