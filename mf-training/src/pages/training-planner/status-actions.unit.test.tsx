// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import type { TrainingEvent } from '../../lib/training-types';
import '../../catalogues';
import { StatusActions } from './status-actions';


const EVENT_URL = '/api/training/training-events/12';
const REASONS = '/api/training/reference-items/cancellationReason';
const event = (status: 1 | 2 | 3): TrainingEvent => ({
  id: 12,
  trainingType: 2,
  course: { code: 'BA1', name: 'Breathing apparatus initial' },
  dates: [{ startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T17:00:00.000Z' }],
  trainingLocationIds: [3],
  onStationEvent: false,
  status,
  competencyIds: [5],
  comment: '',
  minPlaces: 2,
  maxPlaces: 10,
  lastModifiedDate: '2026-11-20T10:00:00.000Z',
});
const show = (e: TrainingEvent, onChanged = vi.fn()) => renderScreen(<StatusActions event={e} onChanged={onChanged} />);
const button = (name: string) => screen.queryByRole('button', { name });

describe("an event's status moves", () => {
  it('shows a user without the edit right no move', async () => {
    signedInWith({ COURSES: ['view', 'create', 'delete'] });
    answerCalls({});
    show(event(1));
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(button('Complete')).toBeNull();
    expect(button('Cancel event')).toBeNull();
  });

  it('offers complete and cancel while pending, and only a return to pending once complete or cancelled', async () => {
    signedInWith({ COURSES: ['view', 'edit'] });
    answerCalls({ [REASONS]: { body: { data: [] } } });
    const pending = show(event(1));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(button('Cancel event')).toBeTruthy();
    expect(button('Return to pending')).toBeNull();
    pending.unmount();
    for (const status of [2, 3] as const) {
      const shown = show(event(status));
      expect(await screen.findByRole('button', { name: 'Return to pending' })).toBeTruthy();
      expect(button('Complete')).toBeNull();
      expect(button('Cancel event')).toBeNull();
      shown.unmount();
    }
  });

  it('completes the event once confirmed, sending the event with its new status, and shows the answer', async () => {
    signedInWith({ COURSES: ['view', 'edit'] });
    const calls = answerCalls({ [REASONS]: { body: { data: [] } }, [`PUT ${EVENT_URL}`]: { body: event(2) } });
    const onChanged = vi.fn();
    show(event(1), onChanged);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('The event is complete; its data is locked')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(EVENT_URL);
    expect(put?.body).toMatchObject({ status: 2, course: { code: 'BA1', name: 'Breathing apparatus initial' }, trainingLocationIds: [3], competencyIds: [5], cancellationReasonId: null });
    expect(onChanged).toHaveBeenCalledWith(event(2));
  });

  it("asks for a reason and a comment before cancelling, and shows the server's refusal under the comment", async () => {
    signedInWith({ COURSES: ['view', 'edit'] });
    const calls = answerCalls({
      [REASONS]: { body: { data: [{ id: 4, code: 'CREW', name: 'Crew unavailable' }] } },
      [`PUT ${EVENT_URL}`]: refused(400, 'validation', 'The comment is not accepted.', [{ field: 'comment', message: 'Comment too short' }]),
    });
    show(event(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel event' }));
    expect(await dialog.findByText('Cancellation reason required')).toBeTruthy();
    expect(await dialog.findByText('Comment required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Crew unavailable'));
    fireEvent.change(dialog.getByLabelText('Comment'), { target: { value: 'Crew sent to a fire' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel event' }));
    expect(await dialog.findByText('Comment too short')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 3, comment: 'Crew sent to a fire', cancellationReasonId: 4 });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
