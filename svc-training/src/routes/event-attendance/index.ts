import type { FastifyPluginAsync } from 'fastify';
import {
  API_CONSTANTS,
  ATTENDANCE_MESSAGES as A,
  TRAINING_MESSAGES as M,
  appraisalBodySchema,
  appraisalEvents,
  attendanceListBodySchema,
  attendanceListEvents,
  attendanceRowProblem,
  evaluationBodySchema,
  evaluationEvents,
  rowHours,
  sessionHours,
  type AppraisalBody,
  type AppraisalEvent,
  type AttendanceListBody,
  type AttendanceListEvent,
  type EvaluationBody,
  type EvaluationEvent,
} from '@firecrest/contracts';
import { entityRoutes, fieldProblem, ProblemError, type EntityScope } from '@firecrest/service-kit';
import { assertNotComplete, namedEvent } from '../training-events/event-state';
import type { Appraisal, AttendanceList, Evaluation } from '../../models/event-attendance';
import type { TrainingEvent, TrainingEventAttendee } from '../../models/training-event';
import { managedScopes } from '../managed-scope';
import { assertMayEvaluate } from '../evaluation-permission';

const { Instructor, Delegate, Fdo } = API_CONSTANTS.TrainingEventAttendeeType;

const listEvent = (l: AttendanceList): AttendanceListEvent => ({
  id: l._id,
  trainingEventId: l.trainingEventId,
  date: l.date.toISOString(),
  sessionHours: l.sessionHours,
  rows: l.rows.map((r) => ({ attendeeId: r.attendeeId, employeeId: r.employeeId, attendeeType: r.attendeeType, attendance: r.attendance, hours: r.hours, comment: r.comment })),
  comment: l.comment,
  lastModifiedDate: l.lastModifiedDate.toISOString(),
});

export const evaluationEvent = (e: Evaluation): EvaluationEvent => ({
  id: e._id,
  trainingEventId: e.trainingEventId,
  attendeeId: e.attendeeId,
  employeeId: e.employeeId,
  outcomes: e.outcomes.map((o) => ({ competencyId: o.competencyId, result: o.result })),
  comment: e.comment,
  status: e.status,
  byDefault: e.byDefault ?? false,
  appliedDate: e.appliedDate?.toISOString() ?? null,
  lastModifiedDate: e.lastModifiedDate.toISOString(),
});

const appraisalEvent = (a: Appraisal): AppraisalEvent => ({
  id: a._id,
  trainingEventId: a.trainingEventId,
  attendeeId: a.attendeeId,
  employeeId: a.employeeId,
  appraiserId: a.appraiserId,
  appraiserEmployeeId: a.appraiserEmployeeId,
  date: a.date,
  rating: a.rating,
  strengths: a.strengths,
  developmentNeeds: a.developmentNeeds,
  comments: a.comments,
  lastModifiedDate: a.lastModifiedDate.toISOString(),
});

/** A record stays on the event it was made for. */
const sameEvent = (existing: { trainingEventId: number } | null, trainingEventId: number) => {
  if (existing && existing.trainingEventId !== trainingEventId) throw fieldProblem('trainingEventId', 'A record stays on the event it was made for.');
};

/**
 * A training event's attendance (§2.6): an attendance list per event date (the register is all of them), the
 * delegates' evaluations against the event's competencies, and appraisals. Completing the event locks its attendance
 * lists; evaluations stay open until the evaluation job applies them and appraisals stay open (docs/decisions.md).
 */
export const eventAttendanceRoutes: FastifyPluginAsync = async (fastify) => {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, AttendanceList: Lists, Evaluation: Evaluations, Appraisal: Appraisals, Counter } = fastify.training;
  const scopes = managedScopes(fastify);
  /** A list belongs to its event: seen and changed by whoever may see and change the event (managed locations, §6). */
  const onEvent = async (trainingEventId: number, check: (event: TrainingEvent) => Promise<boolean>) => {
    const event = await Events.findById(trainingEventId).lean();
    return !!event && check(event);
  };
  const listScope: EntityScope<AttendanceList> = {
    field: 'trainingEventId',
    filter: async (scope, request) => ({ trainingEventId: { $in: (await Events.find(await scopes.events.filter(scope, request), { _id: 1 }).lean()).map((e) => e._id) } }),
    visible: (doc, scope, request) => onEvent(doc.trainingEventId, (event) => scopes.events.visible(event, scope, request)),
    writable: (fields, scope, request) => onEvent(fields.trainingEventId, (event) => scopes.events.writable(event, scope, request)),
  };

  /** The attendee, which must be on the event (in one of the given roles), named by `field`. */
  async function attendeeOn(trainingEventId: number, attendeeId: number, field: string, types: number[], message: string) {
    const attendee = await Attendees.findById(attendeeId).lean();
    if (!attendee || attendee.trainingEventId !== trainingEventId) throw fieldProblem(field, A.notOnEvent);
    if (!types.includes(attendee.attendeeType)) throw fieldProblem(field, message);
    return attendee;
  }

  await fastify.register(
    entityRoutes<AttendanceList, AttendanceListBody, AttendanceListEvent>({
      noun: 'Attendance list',
      module: 'COURSES',
      model: Lists,
      counters: Counter,
      events: attendanceListEvents,
      body: attendanceListBodySchema,
      toEvent: listEvent,
      scope: listScope,
      listFilters: ['trainingEventId'],
      unique: { field: 'date', message: A.listExists },
      async prepare(body, _request, existing) {
        sameEvent(existing, body.trainingEventId);
        const event = await namedEvent(Events, body.trainingEventId);
        assertNotComplete(event);
        const date = new Date(body.date);
        const session = event.dates.find((d) => new Date(d.startTime).getTime() === date.getTime());
        if (!session) throw fieldProblem('date', A.dateNotInEvent);
        const hours = sessionHours(session);
        const problem = attendanceRowProblem(body.rows, hours);
        if (problem) throw fieldProblem(problem.field, problem.message);
        const onEvent = new Map<number, TrainingEventAttendee>((await Attendees.find({ trainingEventId: event._id }).lean()).map((a) => [a._id, a]));
        const seen = new Set<number>();
        const rows = body.rows.map((row, i) => {
          const attendee = onEvent.get(row.attendeeId);
          if (!attendee) throw fieldProblem(`rows.${i}.attendeeId`, A.notOnEvent);
          if (seen.has(row.attendeeId)) throw fieldProblem(`rows.${i}.attendeeId`, A.rowTwice);
          seen.add(row.attendeeId);
          const attendance = row.attendance!;
          return { attendeeId: attendee._id, employeeId: attendee.employeeId, attendeeType: attendee.attendeeType, attendance, hours: rowHours(attendance, row.hours, hours), comment: (row.comment ?? '').trim() };
        });
        return { trainingEventId: event._id, date, sessionHours: hours, rows, comment: (body.comment ?? '').trim() };
      },
      async beforeDelete(list) {
        assertNotComplete(await namedEvent(Events, list.trainingEventId));
      },
    }),
    { prefix: '/training-event-attendance-lists' },
  );

  await fastify.register(
    entityRoutes<Evaluation, EvaluationBody, EvaluationEvent>({
      noun: 'Evaluation',
      module: 'COURSES',
      model: Evaluations,
      counters: Counter,
      events: evaluationEvents,
      body: evaluationBodySchema,
      toEvent: evaluationEvent,
      scope: scopes.onEvents<Evaluation>(),
      listFilters: ['trainingEventId', 'attendeeId'],
      unique: { field: 'attendeeId', message: A.evaluationOnlyOnce },
      async prepare(body, request, existing) {
        assertMayEvaluate(request, 'trainingEvent');
        sameEvent(existing, body.trainingEventId);
        if (existing && existing.status !== 'pending') throw new ProblemError('conflict', A.evaluationFinal, [{ field: 'outcomes', message: A.evaluationFinal }]);
        if (existing && existing.attendeeId !== body.attendeeId) throw fieldProblem('attendeeId', 'An evaluation stays with the delegate it was made for.');
        const event = await namedEvent(Events, body.trainingEventId);
        const attendee = await attendeeOn(event._id, body.attendeeId, 'attendeeId', [Delegate], A.notADelegate);
        const seen = new Set<number>();
        const outcomes = body.outcomes.map((o, i) => {
          if (!event.competencyIds.includes(o.competencyId)) throw fieldProblem(`outcomes.${i}.competencyId`, A.competencyNotOnEvent);
          if (seen.has(o.competencyId)) throw fieldProblem(`outcomes.${i}.competencyId`, M.competencyAlreadyAdded);
          seen.add(o.competencyId);
          return { competencyId: o.competencyId, result: o.result };
        });
        return { trainingEventId: event._id, attendeeId: attendee._id, employeeId: attendee.employeeId, outcomes, comment: (body.comment ?? '').trim(), status: 'pending' as const, byDefault: false, appliedDate: null };
      },
      async beforeDelete(evaluation) {
        if (evaluation.status !== 'pending') throw new ProblemError('conflict', A.evaluationFinal);
      },
    }),
    { prefix: '/training-event-evaluations' },
  );

  await fastify.register(
    entityRoutes<Appraisal, AppraisalBody, AppraisalEvent>({
      noun: 'Appraisal',
      module: 'COURSES',
      model: Appraisals,
      counters: Counter,
      events: appraisalEvents,
      body: appraisalBodySchema,
      toEvent: appraisalEvent,
      scope: scopes.onEvents<Appraisal>(),
      listFilters: ['trainingEventId', 'attendeeId'],
      unique: { field: 'appraiserId', message: A.appraisalOnlyOnce },
      async prepare(body, _request, existing) {
        sameEvent(existing, body.trainingEventId);
        const event = await namedEvent(Events, body.trainingEventId);
        const delegate = await attendeeOn(event._id, body.attendeeId, 'attendeeId', [Delegate], A.notADelegate);
        const appraiser = await attendeeOn(event._id, body.appraiserId, 'appraiserId', [Instructor, Fdo], A.notAnAppraiser);
        if (body.date > new Date().toISOString().slice(0, 10)) throw fieldProblem('date', A.futureDate);
        return {
          trainingEventId: event._id,
          attendeeId: delegate._id,
          employeeId: delegate.employeeId,
          appraiserId: appraiser._id,
          appraiserEmployeeId: appraiser.employeeId,
          date: body.date,
          rating: body.rating,
          strengths: (body.strengths ?? '').trim(),
          developmentNeeds: (body.developmentNeeds ?? '').trim(),
          comments: (body.comments ?? '').trim(),
        };
      },
    }),
    { prefix: '/training-event-appraisals' },
  );
};
