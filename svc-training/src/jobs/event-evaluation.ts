import type { FastifyInstance } from 'fastify';
import { API_CONSTANTS, TAKING_PART_STATUSES, evaluationEvents } from '@firecrest/contracts';
import { bulkWriteInRuns, reserveIds } from '@firecrest/service-kit';
import type { Evaluation } from '../models/event-attendance';
import type { TrainingEvent } from '../models/training-event';
import { evaluationModel } from '../models/event-evaluation';
import { evaluationEvent } from '../routes/event-attendance';
import { awardPasses, heldFrom } from '../statuses/competency-awards';
import { raiseActionPlans, remedialPlans } from '../routes/action-plans/plan-event';
import { plural } from './record-writes';

const { TrainingEventStatus, TrainingEventAttendeeType } = API_CONSTANTS;

/** The event's last day (YYYY-MM-DD), from which what it awards starts. */
function lastDayOf(event: TrainingEvent) {
  const ends = event.dates.map((d) => new Date(d.endTime).getTime());
  return new Date(ends.length ? Math.max(...ends) : new Date(event.lastModifiedDate).getTime()).toISOString().slice(0, 10);
}

/**
 * TrainingEventEvaluationJob: applies the evaluations of completed training events (§4.2: a pending evaluation of a
 * complete event is queued; applying it makes it applied, or not applied when it awards nothing). Each pass awards
 * the delegate the competency, PASS from the event's last day (no expiry: the framework holds no validity periods
 * yet), unless they already hold it from that day or later; a fail or not assessed awards nothing, nor does the
 * evaluation of someone no longer a confirmed delegate. An event completed without any evaluation recorded is
 * evaluated by default, once: each confirmed delegate passes every competency of the event, unless the attendance
 * lists record them as a no show at every session (then not assessed). Those default evaluations are stored and
 * published like recorded ones, so the evaluations tab shows what was applied and why.
 */
export async function evaluateTrainingEvents(fastify: FastifyInstance): Promise<string> {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, Evaluation: Evaluations } = fastify.training;
  const Done = evaluationModel(fastify.db);
  const done = new Set((await Done.find({}, { _id: 1 }).lean()).map((e) => e._id));
  const complete = await Events.find({ status: TrainingEventStatus.Complete }).lean();
  const queued = complete.length ? await Evaluations.find({ status: 'pending', trainingEventId: { $in: complete.map((e) => e._id) } }).lean() : [];
  const queuedOn = new Set(queued.map((e) => e.trainingEventId));
  const events = complete.filter((e) => !done.has(e._id) || queuedOn.has(e._id));
  let awarded = 0;
  let raised = 0;
  for (const event of events) {
    const lastDay = lastDayOf(event);
    const delegates = await Attendees.find({ trainingEventId: event._id, attendeeType: TrainingEventAttendeeType.Delegate, statusId: { $in: TAKING_PART_STATUSES } }).lean();
    const confirmed = new Set(delegates.map((d) => d._id));
    const recorded = queued.filter((e) => e.trainingEventId === event._id);
    const defaults = !done.has(event._id) && event.competencyIds.length && !(await Evaluations.exists({ trainingEventId: event._id })) ? await defaultEvaluations(fastify, event, delegates) : [];
    const applying = [...recorded, ...defaults];

    const already = await heldFrom(fastify, applying.map((e) => e.employeeId), event.competencyIds, lastDay);
    const now = new Date();
    const wanted: { employeeId: number; competencyId: number }[] = [];
    for (const evaluation of applying) {
      const passes = confirmed.has(evaluation.attendeeId)
        ? evaluation.outcomes.filter((o) => o.result === 'pass' && event.competencyIds.includes(o.competencyId) && !already.has(`${evaluation.employeeId}:${o.competencyId}`))
        : [];
      for (const o of passes) {
        already.add(`${evaluation.employeeId}:${o.competencyId}`);
        wanted.push({ employeeId: evaluation.employeeId, competencyId: o.competencyId });
      }
      Object.assign(evaluation, { status: passes.length ? 'applied' : 'notApplied', appliedDate: now, lastModifiedDate: now });
    }
    awarded += (await awardPasses(fastify, wanted, lastDay)).length;
    if (defaults.length) {
      await bulkWriteInRuns(Evaluations, defaults.map((document) => ({ insertOne: { document } })));
      await fastify.events.publishMany(evaluationEvents.created, defaults.map(evaluationEvent), (e) => String(e.id));
    }
    if (recorded.length) {
      await bulkWriteInRuns(Evaluations, recorded.map((e) => ({ updateOne: { filter: { _id: e._id }, update: { $set: { status: e.status, appliedDate: now, lastModifiedDate: now } } } })));
      await fastify.events.publishMany(evaluationEvents.updated, recorded.map(evaluationEvent), (e) => String(e.id));
      // A recorded fail of a confirmed delegate raises an action plan, as an incident evaluation's does (applied once).
      const fails = recorded.filter((e) => confirmed.has(e.attendeeId)).flatMap((e) => e.outcomes.filter((o) => o.result === 'fail' && event.competencyIds.includes(o.competencyId)).map((o) => ({ employeeId: e.employeeId, competencyId: o.competencyId })));
      raised += (await raiseActionPlans(fastify, null, remedialPlans(fails, { source: 'trainingEvent', sourceId: event._id, description: `Competencies failed on the training event ${event.course.name}.`, comment: '', createdBy: 'TrainingEventEvaluationJob' }))).length;
    }
    if (!done.has(event._id)) await Done.create({ _id: event._id, evaluatedDate: now, awarded: wanted.length });
  }
  return `${plural(events.length, 'training event')} evaluated, ${plural(awarded, 'competency', 'competencies')} awarded${raised ? `, ${plural(raised, 'action plan')} raised` : ''}`;
}

/** The evaluations of an event nobody evaluated: a pass on every competency for each confirmed delegate who attended. */
async function defaultEvaluations(fastify: FastifyInstance, event: TrainingEvent, delegates: { _id: number; employeeId: number }[]): Promise<Evaluation[]> {
  if (!delegates.length) return [];
  const { AttendanceList: Lists, Evaluation: Evaluations, Counter } = fastify.training;
  const lists = await Lists.find({ trainingEventId: event._id }, { rows: 1 }).lean();
  /** Absent: recorded on at least one list, and a no show on every list that records them. */
  const absent = (attendeeId: number) => {
    const rows = lists.flatMap((l) => l.rows.filter((r) => r.attendeeId === attendeeId));
    return rows.length > 0 && rows.every((r) => r.attendance === 'noShow');
  };
  const first = await reserveIds(Counter, Evaluations.modelName, delegates.length);
  const now = new Date();
  return delegates.map((d, i) => ({
    _id: first + i,
    trainingEventId: event._id,
    attendeeId: d._id,
    employeeId: d.employeeId,
    outcomes: event.competencyIds.map((competencyId) => ({ competencyId, result: absent(d._id) ? ('notAssessed' as const) : ('pass' as const) })),
    comment: absent(d._id) ? 'Not evaluated; a no show at every session' : 'Not evaluated; passed by default on completion',
    status: 'pending' as const,
    byDefault: true,
    appliedDate: null,
    lastModifiedDate: now,
  }));
}
