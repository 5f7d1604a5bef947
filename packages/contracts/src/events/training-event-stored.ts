import type { Stored } from './stored';
import type { TrainingEventBookingPayload } from './training-event';

/** An employee's booking on a training event as its owner stores it and a read view keeps it (its times as Dates). */
export type StoredTrainingEventBooking = Stored<TrainingEventBookingPayload, 'startTime' | 'endTime' | 'lastModifiedDate'>;
