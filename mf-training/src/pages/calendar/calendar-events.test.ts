import { describe, expect, it } from 'vitest';
import type { TrainingEvent } from '../../lib/training-types';
import { calendarEntries, colourOf, movedEventBody } from './calendar-events';

const event: TrainingEvent = {
  id: 7,
  trainingType: 2,
  course: { code: 'BA', name: 'Breathing apparatus' },
  dates: [
    { startTime: '2026-03-02T09:00:00.000Z', endTime: '2026-03-02T17:00:00.000Z' },
    { startTime: '2026-03-03T09:00:00.000Z', endTime: '2026-03-03T17:00:00.000Z' },
  ],
  trainingLocationIds: [3],
  onStationEvent: false,
  status: 1,
  competencyIds: [4],
  comment: '',
  minPlaces: 2,
  maxPlaces: 8,
  leadInstructors: 1,
  assistantInstructors: null,
  courseTemplateId: 5,
  courseTemplateVersion: 3,
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
};

describe('training calendar entries', () => {
  it('colours events by the legend: status once complete or cancelled, training type while pending', () => {
    const legend = [{ id: 1, name: 'Courses', type: 'trainingCentreCourse', colour: '#ff0000' }, { id: 2, name: 'Done', type: 'complete', colour: '#00ff00' }];
    expect(colourOf({ status: 1, trainingType: 2 }, legend)).toBe('#ff0000');
    expect(colourOf({ status: 2, trainingType: 2 }, legend)).toBe('#00ff00');
    expect(colourOf({ status: 1, trainingType: 1 }, legend)).toBe('#13a8a8');
  });

  it('gives each date of an event its own entry, movable only when allowed', () => {
    const entries = calendarEntries([event], [], (e) => e.status === 1, 7);
    expect(entries.map((e) => [e.id, e.start, e.startEditable, e.extendedProps.dateIndex])).toEqual([
      ['7:0', '2026-03-02T09:00:00.000Z', true, 0],
      ['7:1', '2026-03-03T09:00:00.000Z', true, 1],
    ]);
    expect(entries[0]).toMatchObject({ borderColor: '#000000', title: 'BA Breathing apparatus' });
  });

  it('moves one date of the stored event, keeps the rest of it and the dates in order', () => {
    const body = movedEventBody(event, 0, new Date('2026-03-04T10:00:00.000Z'), new Date('2026-03-04T18:00:00.000Z'));
    expect(body.dates).toEqual([
      { startTime: '2026-03-03T09:00:00.000Z', endTime: '2026-03-03T17:00:00.000Z' },
      { startTime: '2026-03-04T10:00:00.000Z', endTime: '2026-03-04T18:00:00.000Z' },
    ]);
    expect(body).toMatchObject({ courseTemplateId: 5, competencyIds: [4], minPlaces: 2, maxPlaces: 8, status: 1 });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('courseTemplateVersion');
  });
});
