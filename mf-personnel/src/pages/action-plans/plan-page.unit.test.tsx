// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionPlanStatus } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { PlanPage } from './plan-page';
import type { ActionPlanRow } from './plan-api';

const PLAN = '/api/training/action-plans/12';
const plan = (status: ActionPlanStatus): ActionPlanRow => ({
  id: 12, employeeId: 7, type: 'development', description: 'Practise casualty handling.', resolveByDate: '2099-01-31', resolvedDate: null,
  assessorEmployeeId: null, lineManagerEmployeeId: null, status, comment: '', competencyIds: [], subjectAreaIds: [], source: 'manual', sourceId: null,
  history: [], evaluation: null, createdBy: 'Ann Officer', lastModifiedDate: '2026-11-01T09:00:00.000Z',
});
const MOVES = ['Start', 'Resolve', 'Ignore'];

function showPlan(status: ActionPlanStatus, answers = {}) {
  const calls = answerCalls({ [PLAN]: { body: plan(status) }, '/api/personnel/employees/7': { body: { firstName: 'Sam', lastName: 'Jones' } }, ...answers });
  renderScreen(<PlanPage tab="details" />, { path: '/personnel/rt/personnel-list/7/dashboard/action-plan-list/dashboard/12', route: '/personnel/rt/personnel-list/:id/dashboard/action-plan-list/dashboard/:planId' });
  return calls;
}
const movesShown = () => MOVES.filter((label) => screen.queryByText(label, { selector: 'button span' }));


/** The action plan's state machine (ACTION_PLAN_TRANSITIONS): the moves each status offers, to whom, and a move sent. */
describe('an action plan’s moves', () => {
  it.each([
    ['open', MOVES],
    ['inProgress', ['Resolve', 'Ignore']],
    ['resolved', []],
    ['ignored', []],
  ] as const)('offers a plan %s the moves %j', async (status, moves) => {
    signedInWith({ PERSONNEL: ['view', 'edit'] });
    showPlan(status);
    await screen.findByText('Practise casualty handling.');
    expect(movesShown()).toEqual(moves);
    // A closed plan is no longer changed either.
    expect(Boolean(screen.queryByText('Edit', { selector: 'button span' }))).toBe(moves.length > 0);
  });

  it('offers no move to a user who may only view', async () => {
    signedInWith({ PERSONNEL: ['view'] });
    showPlan('open');
    await screen.findByText('Practise casualty handling.');
    expect(movesShown()).toEqual([]);
  });

  it('sends the move with its comment once confirmed, says so and reads the plan again', async () => {
    signedInWith({ PERSONNEL: ['view', 'edit'] });
    const calls = showPlan('open', { [`POST ${PLAN}/status`]: { body: plan('inProgress') } });
    fireEvent.click(await screen.findByText('Start', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Start the action plan')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Booked on the course.' } });
    fireEvent.click(within(dialog).getByText('Start', { selector: 'button span' }));
    expect(await screen.findByText('Action plan in progress')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: `${PLAN}/status`, body: { status: 'inProgress', comment: 'Booked on the course.' } });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === PLAN)).toHaveLength(2));
  });
});
