// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import type { Inventory, ResourceBooking, TrainingResource } from '../../lib/training-types';
import '../../catalogues';
import { ResourcePage } from './resource-page';


const RESOURCE = '/api/training/training-resources/4';
const INVENTORIES = '/api/training/training-resource-inventories?trainingResourceId=4&itemsPerPage=500';
const BOOKINGS = '/api/training/training-resource-bookings?trainingResourceInventoryId=9&itemsPerPage=500';
const resource: TrainingResource = { id: 4, name: 'Drill yard', notes: '', trainingResourceTypeName: 'Facility', lastModifiedDate: '2026-11-20T10:00:00.000Z' };
const inventory: Inventory = {
  id: 9,
  trainingResourceId: 4,
  name: 'North yard',
  quantity: 1,
  maximumAllowedPerEvent: null,
  restrictedToHourlyBookings: false,
  maximumBookingMinutes: null,
  minutesUnavailableBeforeStart: 0,
  minutesUnavailableAfterEnd: 0,
  availableForOnStationEvents: true,
  availableForTrainingCourses: true,
};
const booking: ResourceBooking = {
  id: 31,
  trainingResourceId: 4,
  trainingResourceInventoryId: 9,
  bookingTypeId: 1,
  trainingEventId: null,
  startDate: '2026-12-01T09:00:00.000Z',
  endDate: '2026-12-01T12:00:00.000Z',
  quantity: 1,
  comment: '',
  createdBy: 'planner',
  breachCreated: false,
  breachCreatedComment: null,
  breachCreatedByUsername: null,
};
const world: Answers = {
  [RESOURCE]: { body: resource },
  [INVENTORIES]: { body: { data: [inventory], total: 1 } },
  [BOOKINGS]: { body: { data: [booking], total: 1 } },
  '/api/training/reference-items/bookingType': { body: { data: [{ id: 1, code: 'STD', name: 'Standard' }] } },
};
const open = () => renderScreen(<ResourcePage />, { path: '/training-resources/4', route: '/training-resources/:id' });

describe('a training resource', () => {
  it('shows a view-only user its inventories and bookings without any action', async () => {
    signedInWith({ TRAINING_RESOURCES: ['view'] });
    answerCalls(world);
    open();
    expect(await screen.findByText('North yard')).toBeTruthy();
    expect(await screen.findByText('planner')).toBeTruthy();
    for (const name of ['Delete', 'Save', 'New inventory', 'Book', 'Remove booking']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });

  it('saves the details as edited, then shows the resource as the server then answers', async () => {
    signedInWith({ TRAINING_RESOURCES: ['view', 'edit'] });
    const calls = answerCalls({ ...world, [RESOURCE]: [{ body: resource }, { body: { ...resource, name: 'Drill yard East' } }], [`PUT ${RESOURCE}`]: { body: { ...resource, name: 'Drill yard East' } } });
    open();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Drill yard'));
    fireEvent.change(name, { target: { value: 'Drill yard East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Drill yard East' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: RESOURCE, body: { name: 'Drill yard East', trainingResourceTypeName: 'Facility', notes: '' } });
    expect(calls.filter((c) => c.url === RESOURCE && c.method === 'GET').length).toBe(2);
  });

  it('removes a booking once confirmed, then asks for the bookings again', async () => {
    signedInWith({ TRAINING_RESOURCES: ['view', 'delete'] });
    const calls = answerCalls({ ...world, [BOOKINGS]: [{ body: { data: [booking], total: 1 } }, { body: { data: [], total: 0 } }], [`DELETE /api/training/training-resource-bookings/31`]: { status: 204 } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Booking removed')).toBeTruthy();
    expect(await screen.findByText('No bookings')).toBeTruthy();
    expect(calls.filter((c) => c.url === BOOKINGS).length).toBe(2);
  });
});
