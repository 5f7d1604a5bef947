import type { TrainingEventPayload } from './training-event';

/** What a training event plans, kept as it is by every copy of the event: where, whether on station, its status, the competencies, the places. */
export type TrainingEventPlan = Pick<TrainingEventPayload, 'trainingLocationIds' | 'onStationEvent' | 'status' | 'competencyIds' | 'comment' | 'minPlaces' | 'maxPlaces'>;

/** The plan of a training event as stored or published: svc-training's event payload and the public API's view take it alike. */
export const trainingEventPlan = (e: TrainingEventPlan): TrainingEventPlan => ({
  trainingLocationIds: e.trainingLocationIds,
  onStationEvent: e.onStationEvent,
  status: e.status,
  competencyIds: e.competencyIds,
  comment: e.comment,
  minPlaces: e.minPlaces,
  maxPlaces: e.maxPlaces,
});
