import { TRAINING_MESSAGES as M, type TrainingEventBody } from '@firecrest/contracts';
import { fieldProblem } from '@firecrest/service-kit';

/** The UTC calendar day of an instant (two dates of one event may not share one). */
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * The §5.2 rules of an event's own fields: every date starts before it ends, no day twice, maximum places not
 * less than the minimum, and a cancellation carries a comment and a reason. Returns the dates sorted.
 */
export function checkEventFields(body: TrainingEventBody) {
  const seen = new Map<string, number>();
  body.dates.forEach((d, i) => {
    if (new Date(d.endTime) <= new Date(d.startTime)) throw fieldProblem(`dates.${i}.endTime`, M.startBeforeEnd);
    const day = utcDay(d.startTime);
    if (seen.has(day)) throw fieldProblem(`dates.${i}.startTime`, M.duplicateDate);
    seen.set(day, i);
  });
  const minPlaces = body.minPlaces ?? 0;
  const maxPlaces = body.maxPlaces ?? 0;
  if (maxPlaces > 0 && maxPlaces < minPlaces) throw fieldProblem('maxPlaces', M.maxNotLessThanMin);
  if (body.status === 3) {
    if (!(body.comment ?? '').trim()) throw fieldProblem('comment', M.commentRequired);
    if (!body.cancellationReasonId) throw fieldProblem('cancellationReasonId', M.cancellationReasonRequired);
  }
  return body.dates.map((d) => ({ startTime: new Date(d.startTime), endTime: new Date(d.endTime) })).sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}
