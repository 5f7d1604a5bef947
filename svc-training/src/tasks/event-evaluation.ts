import type { FastifyInstance } from 'fastify';
import { Schema, type Connection, type Model } from 'mongoose';
import { API_CONSTANTS, employeeCompetencyEvents } from '@firecrest/contracts';
import { bulkWriteInRuns, reserveIds } from '@firecrest/service-kit';
import type { EmployeeCompetency } from '../models/competency-records';
import { competencyEvent } from '../routes/competency-records';
import { COMPETENCY_STATUS, statusId } from './statuses';
import { plural } from './record-writes';

/** A completed training event once its delegates were evaluated: evaluated once, however often the task runs. */
interface EventEvaluation {
  _id: number;
  evaluatedDate: Date;
  awarded: number;
}
const eventEvaluationSchema = new Schema<EventEvaluation>(
  { _id: { type: Number, required: true }, evaluatedDate: { type: Date, required: true }, awarded: { type: Number, required: true } },
  { versionKey: false },
);
const evaluationModel = (db: Connection) => (db.models.EventEvaluation ?? db.model<EventEvaluation>('EventEvaluation', eventEvaluationSchema, 'event_evaluations')) as Model<EventEvaluation>;

const { TrainingEventStatus, TrainingEventAttendeeStatus, TrainingEventAttendeeType } = API_CONSTANTS;

/**
 * TrainingEventEvaluationJob: every completed training event not evaluated yet awards each confirmed delegate the
 * event's competencies, PASS from the event's last day (no expiry: the framework holds no validity periods yet),
 * unless the delegate already holds that competency from that day or later.
 */
export async function evaluateTrainingEvents(fastify: FastifyInstance): Promise<string> {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, EmployeeCompetency: Competencies, Counter } = fastify.training;
  const Evaluations = evaluationModel(fastify.db);
  const done = new Set((await Evaluations.find({}, { _id: 1 }).lean()).map((e) => e._id));
  const events = (await Events.find({ status: TrainingEventStatus.Complete }).lean()).filter((e) => !done.has(e._id));
  const pass = events.length ? await statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.pass) : 0;
  let awarded = 0;
  for (const event of events) {
    const ends = event.dates.map((d) => new Date(d.endTime).getTime());
    const lastDay = new Date(ends.length ? Math.max(...ends) : new Date(event.lastModifiedDate).getTime()).toISOString().slice(0, 10);
    const delegates = event.competencyIds.length
      ? await Attendees.find({ trainingEventId: event._id, attendeeType: TrainingEventAttendeeType.Delegate, statusId: TrainingEventAttendeeStatus.Confirmed }).lean()
      : [];
    const employeeIds = [...new Set(delegates.map((d) => d.employeeId))];
    const held = employeeIds.length ? await Competencies.find({ employeeId: { $in: employeeIds }, competencyId: { $in: event.competencyIds }, startDate: { $gte: lastDay } }, { employeeId: 1, competencyId: 1 }).lean() : [];
    const already = new Set(held.map((h) => `${h.employeeId}:${h.competencyId}`));
    const wanted = employeeIds.flatMap((employeeId) => event.competencyIds.filter((competencyId) => !already.has(`${employeeId}:${competencyId}`)).map((competencyId) => ({ employeeId, competencyId })));
    if (wanted.length) {
      const first = await reserveIds(Counter, Competencies.modelName, wanted.length);
      const now = new Date();
      const records: EmployeeCompetency[] = wanted.map((w, i) => ({
        _id: first + i,
        employeeId: w.employeeId,
        competencyId: w.competencyId,
        competencyProgramId: null,
        statusId: pass,
        startDate: lastDay,
        endDate: null,
        expiryDate: null,
        lastModifiedDate: now,
      }));
      await bulkWriteInRuns(Competencies, records.map((document) => ({ insertOne: { document } })));
      await fastify.events.publishMany(employeeCompetencyEvents.created, records.map(competencyEvent), (e) => String(e.id));
      awarded += records.length;
    }
    await Evaluations.create({ _id: event._id, evaluatedDate: new Date(), awarded: wanted.length });
  }
  return `${plural(events.length, 'training event')} evaluated, ${plural(awarded, 'competency', 'competencies')} awarded`;
}
