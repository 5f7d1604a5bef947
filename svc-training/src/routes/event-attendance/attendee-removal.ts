import { ATTENDANCE_MESSAGES as A, evaluationComplete } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';
import type { TrainingModels } from '../../models';

/**
 * §5.2 "delegates with completed evaluations cannot be deleted": the attendee route asks before a deletion. A draft
 * evaluation does not hold the attendee (the evaluation job never applies one whose delegate has left the event).
 */
export async function assertAttendeeRemovable(models: Pick<TrainingModels, 'Evaluation'>, attendee: { _id: number }) {
  const evaluation = await models.Evaluation.findOne({ attendeeId: attendee._id }, { status: 1, outcomes: 1 }).lean();
  if (evaluation && evaluationComplete(evaluation)) throw new ProblemError('conflict', A.completedEvaluations, [{ field: 'id', message: A.completedEvaluations }]);
}
