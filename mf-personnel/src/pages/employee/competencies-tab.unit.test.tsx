// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { CompetenciesTab, type CompetencyRecord } from './competencies-tab';
import type { Employee } from './employee';

const RECORDS = '/api/training/employee-competencies?employeeId=7&itemsPerPage=500';
const record: CompetencyRecord = { id: 40, employeeId: 7, competencyId: 5, competencyProgramId: null, statusId: 2, startDate: '2025-03-01', endDate: null, expiryDate: '2099-03-01' };
const EDIT: PermissionMap = { COMPETENCIES: ['view', 'edit'] };

function showCompetencies(permissions: PermissionMap, answers: Answers = {}) {
  signedInWith(permissions);
  const calls = answerCalls({
    [RECORDS]: { body: { data: [record] } },
    '/api/training/reference-items/competency': { body: { data: [{ id: 5, code: 'BA', name: 'Breathing apparatus' }] } },
    '/api/training/reference-items/competencyStatus': { body: { data: [{ id: 2, name: 'PASS' }] } },
    ...answers,
  });
  renderScreen(<CompetenciesTab employee={{ id: 7 } as Employee} />);
  return calls;
}
/** The record's own Extend (the dialog's button is rendered, hidden, beside it). */
const extendButton = () => within(screen.getByText('Breathing apparatus').closest('tr')!).queryByText('Extend', { selector: 'button span' });


/** An employee's competencies: extending an expiry takes its own right (§6), its date the §5.2 rule, and is sent whole. */
describe('an employee’s competencies', () => {
  it.each<[string, PermissionMap, boolean]>([
    ['without the right to extend expiries', EDIT, false],
    ['with it', { ...EDIT, EXTEND_COMPETENCY_EXPIRY: ['edit'] }, true],
  ])('offers Extend only to a user %s', async (_who, permissions, offered) => {
    showCompetencies(permissions);
    await screen.findByText('Breathing apparatus');
    expect(Boolean(extendButton())).toBe(offered);
  });

  it('refuses a new expiry before the current one, then sends the record with the later date and reads the list again', async () => {
    const calls = showCompetencies({ ...EDIT, EXTEND_COMPETENCY_EXPIRY: ['edit'] }, { 'PUT /api/training/employee-competencies/40': { body: { ...record, expiryDate: '2099-09-01' } } });
    await screen.findByText('Breathing apparatus');
    fireEvent.click(extendButton()!);
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('New expiry date');
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    fireEvent.click(within(dialog).getByText('Extend', { selector: 'button span' }));
    expect(await within(dialog).findByText('Expiry date must be after the current expiry date')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(date, { target: { value: '2099-09-01' } });
    fireEvent.click(within(dialog).getByText('Extend', { selector: 'button span' }));
    expect(await screen.findByText('Expiry date extended')).toBeTruthy();
    const { id: _id, ...fields } = record;
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...fields, expiryDate: '2099-09-01' });
    await waitFor(() => expect(calls.filter((c) => c.url === RECORDS)).toHaveLength(2));
  });
});
