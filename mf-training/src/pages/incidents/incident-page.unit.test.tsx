// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { IncidentPage } from './incident-page';
import type { IncidentRow } from './incidents-list-page';


const INCIDENT = '/api/training/incidents/7';
const incident: IncidentRow = {
  id: 7,
  incidentNo: 'INC-7',
  incidentDate: '2026-11-20T10:00:00.000Z',
  returnDate: null,
  address: '1 High Street',
  incidentTypeId: 2,
  revisedIncidentTypeId: null,
  stationIds: [],
  applianceCallSigns: [],
};
const LOOKUPS: Answers = {
  '/api/training/reference-items/incidentType': { body: { data: [{ id: 2, code: 'FIRE', name: 'Fire' }] } },
  '/api/personnel/locations': { body: { data: [] } },
};
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;

describe('the incident form', () => {
  it('says what a new incident lacks before sending anything', async () => {
    signedInWith({ INCIDENTS: ['view', 'create'] });
    const calls = answerCalls(LOOKUPS);
    renderScreen(<IncidentPage />, { path: '/new', route: '/new' });
    fireEvent.change(await screen.findByLabelText('Incident no'), { target: { value: 'INC 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add incident' }));
    await waitFor(() => expect(fieldOf('Incident no').textContent).toContain('Letters, digits and / _ - only'));
    expect(fieldOf('Initial incident type').textContent).toContain('This field is required.');
    expect(fieldOf('Alert date').textContent).toContain('Enter the alert date and time.');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal of the incident date under the alert date, and sent the incident as edited", async () => {
    signedInWith({ INCIDENTS: ['view', 'edit'] });
    const calls = answerCalls({ ...LOOKUPS, [INCIDENT]: { body: incident }, [`PUT ${INCIDENT}`]: refused(400, 'validation', 'The incident could not be saved.', [{ field: 'incidentDate', message: 'must not be in the future' }]) });
    renderScreen(<IncidentPage />, { path: '/details/7', route: '/details/:id' });
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: '2 High Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldOf('Alert date').textContent).toContain('Must not be in the future.'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      url: INCIDENT,
      body: { incidentNo: 'INC-7', incidentTypeId: 2, revisedIncidentTypeId: null, incidentDate: '2026-11-20T10:00:00.000Z', returnDate: null, address: '2 High Street', stationIds: [], applianceCallSigns: [] },
    });
  });

  it('shows a view-only user the incident without Save or Delete', async () => {
    signedInWith({ INCIDENTS: ['view'] });
    answerCalls({ ...LOOKUPS, [INCIDENT]: { body: incident } });
    renderScreen(<IncidentPage />, { path: '/details/7', route: '/details/:id' });
    expect(await screen.findByText('Incident INC-7')).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Activity report' })).toBeTruthy();
  });
});
