import type { Model } from 'mongoose';
import { API_CONSTANTS, TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { fieldProblem, ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent } from '../../models/training-event';

/** §4.2: completing an event locks its data (and what hangs on it) until it is returned to pending. */
export const eventLockedProblem = () => new ProblemError('conflict', M.eventLocked);

export function assertNotComplete(event: Pick<TrainingEvent, 'status'>): void {
  if (event.status === API_CONSTANTS.TrainingEventStatus.Complete) throw eventLockedProblem();
}

/** The event a body names by `trainingEventId`: a 400 on that field when it does not exist. */
export async function namedEvent(Events: Model<TrainingEvent>, trainingEventId: number): Promise<TrainingEvent> {
  const event = await Events.findById(trainingEventId).lean<TrainingEvent>();
  if (!event) throw fieldProblem('trainingEventId', `Training event ${trainingEventId} does not exist.`);
  return event;
}
