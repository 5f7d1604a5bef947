import type { FastifyRequest } from 'fastify';
import {
  API_CONSTANTS,
  APPROVAL_MESSAGES as A,
  TRAINING_MESSAGES as M,
  attendeeBookingStatusSchema,
  attendeeDecisionBodySchema,
  attendeeDecisionResultSchema,
  attendeeReviewSchema,
  bookingRunBodySchema,
  bookingTemplateBodySchema,
  bookingTemplateSchema,
  eventApprovalSettingsBodySchema,
  eventApprovalSettingsSchema,
  missingPrerequisites,
  templateTimes,
  type BookingTemplateBody,
} from '@firecrest/contracts';
import { assertExisting, fieldProblem, nextId, ProblemError, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { assertNotComplete } from '../training-events/event-state';
import type { TrainingEventAttendee } from '../../models/training-event';
import type { AttendeeBookingStatusDoc, BookingTemplateDoc } from '../../models/event-approvals';
import { managedScopes } from '../managed-scope';
import { COMPETENCY_STATUS, statusIds } from '../../statuses/statuses';
import { referenceKeys } from '../reference-ids';
import { attendeeEvent } from '../training-events/entity-events';
import { attendeeDecisions, decisionView } from './decisions';
import { applyDefaultBookings } from './default-bookings';

const { Confirmed } = API_CONSTANTS.TrainingEventAttendeeStatus;
const tags = ['Training event approvals'];
const eventParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } } as const;
const templateParams = { type: 'object', required: ['id', 'templateId'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 }, templateId: { type: 'integer', minimum: 1 } } } as const;
const listOf = <const I extends object>(items: I) => ({ type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'array', items } } }) as const;

const templateView = (t: BookingTemplateDoc) => ({
  id: t._id,
  trainingEventId: t.trainingEventId,
  bookingTypeId: t.bookingTypeId,
  employeeId: t.employeeId,
  attendeeTypes: t.attendeeTypes,
  dates: t.dates,
  startFrom: t.startFrom,
  startOffsetMinutes: t.startOffsetMinutes,
  endFrom: t.endFrom,
  endOffsetMinutes: t.endOffsetMinutes,
});
const statusView = (s: AttendeeBookingStatusDoc) => ({
  attendeeId: s._id,
  trainingEventId: s.trainingEventId,
  employeeId: s.employeeId,
  state: s.state,
  made: s.made,
  problems: s.problems,
  lastModifiedDate: s.lastModifiedDate.toISOString(),
});

/**
 * A training event's approvals (§2.6 requests, nominees, cancellations, FDO confirmation and rejection): decisions
 * with comments, one application's review (competencies relevant to the event), the event's prerequisite
 * competencies; and its default bookings (§3.2 general and individual templates, bookingsettings, §4.2 states).
 */
export const eventApprovalsRoutes: TypedRoutes = async (fastify) => {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, EmployeeCompetency: Records, ReferenceItem: Items, Counter } = fastify.training;
  const { EventApprovalSettings: Settings, AttendeeDecision: Decisions, BookingTemplate: Templates, AttendeeBookingStatus: Statuses } = fastify.training;
  const scopes = managedScopes(fastify);
  const decide = attendeeDecisions(fastify);

  /** The event as the caller may see it (a 404 otherwise); `open`: not complete, whose data is locked (§4.2). */
  async function eventFor(request: FastifyRequest, id: number, open = false) {
    const event = await scopes.visibleEvent(request, id);
    if (open) assertNotComplete(event);
    return event;
  }
  const settingsOf = async (eventId: number) => {
    const stored = await Settings.findById(eventId).lean();
    return { trainingEventId: eventId, prerequisiteCompetencyIds: stored?.prerequisiteCompetencyIds ?? [], autoBookOnConfirm: stored?.autoBookOnConfirm ?? false };
  };

  fastify.post(
    '/training-events/:id/decisions',
    { config: { access: { permission: ['COURSES', 'edit'] } }, schema: { tags, summary: 'Approve, reject or record the FDO decision on attendees', params: eventParams, body: attendeeDecisionBodySchema, response: { 200: attendeeDecisionResultSchema } } },
    async (request) => decide(request, await eventFor(request, request.params.id, true), request.body),
  );

  fastify.get(
    '/training-event-attendees/:id/review',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: 'One attendee with their decisions and competencies relevant to the event', params: eventParams, response: { 200: attendeeReviewSchema } } },
    async (request) => {
      const attendee = await Attendees.findById(request.params.id).lean<TrainingEventAttendee>();
      const places = scopeOf(request);
      if (!attendee || (places !== null && !(await scopes.onEvents<TrainingEventAttendee>().visible(attendee, places, request)))) {
        throw new ProblemError('notFound', `Training event attendee ${request.params.id} does not exist.`);
      }
      const event = await eventFor(request, attendee.trainingEventId);
      const settings = await settingsOf(event._id);
      const relevant = [...new Set([...settings.prerequisiteCompetencyIds, ...event.competencyIds])];
      const [records, decisions, booking, passing] = await Promise.all([
        Records.find({ employeeId: attendee.employeeId, competencyId: { $in: relevant } }).sort({ startDate: -1 }).lean(),
        Decisions.find({ attendeeId: attendee._id }).sort({ _id: 1 }).lean(),
        Statuses.findById(attendee._id).lean(),
        statusIds(fastify, 'competencyStatus', { pass: COMPETENCY_STATUS.pass, passMinor: COMPETENCY_STATUS.passMinor }),
      ]);
      const items = await Items.find({ _id: { $in: [...referenceKeys('competency', relevant), ...referenceKeys('competencyStatus', records.map((r) => r.statusId))] } }).lean();
      const item = (kind: string, id: number) => items.find((i) => i.kind === kind && i.itemId === id);
      const day = (event.firstDate ?? new Date()).toISOString().slice(0, 10);
      const missing = missingPrerequisites(settings.prerequisiteCompetencyIds, records, Object.values(passing), day);
      return {
        attendee: attendeeEvent(attendee),
        decisions: decisions.map(decisionView),
        missingPrerequisites: missing,
        bookingStatus: booking ? statusView(booking) : null,
        competencies: relevant.map((competencyId) => {
          const latest = records.find((r) => r.competencyId === competencyId);
          return {
            competencyId,
            code: item('competency', competencyId)?.code ?? '',
            name: item('competency', competencyId)?.name ?? `Competency ${competencyId}`,
            prerequisite: settings.prerequisiteCompetencyIds.includes(competencyId),
            awarded: event.competencyIds.includes(competencyId),
            held: missingPrerequisites([competencyId], records, Object.values(passing), day).length === 0,
            status: latest ? (item('competencyStatus', latest.statusId)?.name ?? null) : null,
            startDate: latest?.startDate ?? null,
            expiryDate: latest?.expiryDate ?? null,
          };
        }),
      };
    },
  );

  fastify.get(
    '/training-events/:id/approval-settings',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: "The event's prerequisite competencies and booking settings", params: eventParams, response: { 200: eventApprovalSettingsSchema } } },
    async (request) => settingsOf((await eventFor(request, request.params.id))._id),
  );

  fastify.put(
    '/training-events/:id/approval-settings',
    { config: { access: { permission: ['COURSES', 'edit'] } }, schema: { tags, summary: "Replace the event's prerequisite competencies and booking settings", params: eventParams, body: eventApprovalSettingsBodySchema, response: { 200: eventApprovalSettingsSchema } } },
    async (request) => {
      const event = await eventFor(request, request.params.id, true);
      await assertExisting(Items, 'prerequisiteCompetencyIds', referenceKeys('competency', request.body.prerequisiteCompetencyIds));
      const { prerequisiteCompetencyIds, autoBookOnConfirm } = request.body;
      await Settings.updateOne({ _id: event._id }, { $set: { prerequisiteCompetencyIds, autoBookOnConfirm, lastModifiedDate: new Date() } }, { upsert: true });
      return settingsOf(event._id);
    },
  );

  /** A template's §5.2 checks: an individual one is for someone on the event; it books a positive span on each date. */
  async function templateFields(eventId: number, body: BookingTemplateBody) {
    const event = await Events.findById(eventId, { dates: 1 }).lean();
    if (!event?.dates.length) throw fieldProblem('dates', M.datesRequired);
    await assertExisting(Items, 'bookingTypeId', referenceKeys('bookingType', [body.bookingTypeId]));
    const employeeId = body.employeeId ?? null;
    if (employeeId !== null && !(await Attendees.exists({ trainingEventId: eventId, employeeId }))) throw fieldProblem('employeeId', M.attendeeNotOnEvent);
    if (templateTimes(body, event.dates).some((t) => t.endTime <= t.startTime)) throw fieldProblem('endOffsetMinutes', A.templateEnd);
    return { ...body, employeeId, attendeeTypes: employeeId === null ? (body.attendeeTypes ?? []) : [], trainingEventId: eventId, lastModifiedDate: new Date() };
  }

  fastify.get(
    '/training-events/:id/booking-templates',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: "The event's default booking templates", params: eventParams, response: { 200: listOf(bookingTemplateSchema) } } },
    async (request) => ({ data: (await Templates.find({ trainingEventId: (await eventFor(request, request.params.id))._id }).sort({ _id: 1 }).lean()).map(templateView) }),
  );

  fastify.post(
    '/training-events/:id/booking-templates',
    { config: { access: { permission: ['COURSES', 'create'] } }, schema: { tags, summary: 'Add a default booking template', params: eventParams, body: bookingTemplateBodySchema, response: { 201: bookingTemplateSchema } } },
    async (request, reply) => {
      const event = await eventFor(request, request.params.id, true);
      const created = await Templates.create({ ...(await templateFields(event._id, request.body)), _id: await nextId(Counter, Templates.modelName) });
      return reply.code(201).send(templateView(created.toObject()));
    },
  );

  fastify.put(
    '/training-events/:id/booking-templates/:templateId',
    { config: { access: { permission: ['COURSES', 'edit'] } }, schema: { tags, summary: 'Replace a default booking template', params: templateParams, body: bookingTemplateBodySchema, response: { 200: bookingTemplateSchema } } },
    async (request) => {
      const event = await eventFor(request, request.params.id, true);
      const fields = await templateFields(event._id, request.body);
      const updated = await Templates.findOneAndUpdate({ _id: request.params.templateId, trainingEventId: event._id }, { $set: fields }, { returnDocument: 'after' }).lean();
      if (!updated) throw new ProblemError('notFound', `Booking template ${request.params.templateId} does not exist.`);
      return templateView(updated);
    },
  );

  fastify.delete(
    '/training-events/:id/booking-templates/:templateId',
    { config: { access: { permission: ['COURSES', 'delete'] } }, schema: { tags, summary: 'Remove a default booking template (the bookings it made stay)', params: templateParams, response: { 204: { description: 'Removed', type: 'null' } } } },
    async (request, reply) => {
      const event = await eventFor(request, request.params.id, true);
      const { deletedCount } = await Templates.deleteOne({ _id: request.params.templateId, trainingEventId: event._id });
      if (!deletedCount) throw new ProblemError('notFound', `Booking template ${request.params.templateId} does not exist.`);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/training-events/:id/booking-statuses',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: "Where each attendee's default bookings stand", params: eventParams, response: { 200: listOf(attendeeBookingStatusSchema) } } },
    async (request) => ({ data: (await Statuses.find({ trainingEventId: (await eventFor(request, request.params.id))._id }).sort({ _id: 1 }).lean()).map(statusView) }),
  );

  fastify.post(
    '/training-events/:id/booking-runs',
    { config: { access: { permission: ['COURSES', 'create'] } }, schema: { tags, summary: 'Apply the default booking templates now (to the attendees named, or every confirmed one)', params: eventParams, body: bookingRunBodySchema, response: { 200: listOf(attendeeBookingStatusSchema) } } },
    async (request) => {
      const event = await eventFor(request, request.params.id, true);
      if (!(await Templates.exists({ trainingEventId: event._id }))) throw fieldProblem('attendeeIds', A.noTemplates);
      const named = request.body.attendeeIds;
      const people = await Attendees.find(named ? { trainingEventId: event._id, _id: { $in: named } } : { trainingEventId: event._id, statusId: Confirmed }).lean<TrainingEventAttendee[]>();
      if (named && people.length !== named.length) throw fieldProblem('attendeeIds', `${named.filter((id) => !people.some((p) => p._id === id)).join(', ')} is not on this event.`);
      const places = scopeOf(request);
      const scope = scopes.onEvents<TrainingEventAttendee>();
      const allowed = places === null ? people : (await Promise.all(people.map(async (p) => ((await scope.writable(p, places, request)) ? p : null)))).filter((p) => p !== null);
      return { data: (await applyDefaultBookings(fastify, event._id, allowed)).map((s) => statusView(s as AttendeeBookingStatusDoc)) };
    },
  );
};
