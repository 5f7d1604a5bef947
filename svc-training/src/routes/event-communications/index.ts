import type { FastifyRequest } from 'fastify';
import {
  COMMUNICATION_MESSAGES as CM,
  DEFAULT_JOINING_INSTRUCTION,
  TRAINING_MESSAGES as M,
  communicationLogEntrySchema,
  eventNotificationBodySchema,
  eventNotificationSchema,
  eventNotificationRules,
  joiningInstructionBodySchema,
  joiningInstructionPreviewSchema,
  joiningInstructionSchema,
  joiningInstructionSendSchema,
  joiningInstructionSentSchema,
  pageSchemaOf,
  type CommunicationLogEntry,
  type EventNotification as EventNotificationAnswer,
  type EventMessageType,
  type EventNotificationBody,
  type NotificationType,
} from '@firecrest/contracts';
import { nextId, ProblemError, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { assertNotComplete } from '../training-events/event-state';
import type { CommunicationLog, EventNotification } from '../../models/event-communications';
import type { TrainingEvent } from '../../models/training-event';
import { managedScopes } from '../managed-scope';
import { addressOf, communications } from './dispatch';
import { subscribeContacts } from '../../events/recipient-contacts';
import { followDeliveries } from '../../events/notification-deliveries';
import { dueNotifications } from '../../jobs/due-notifications';

const eventId = { type: 'integer', minimum: 1 } as const;
const eventParams = { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId } } as const;
const attendeeParams = { type: 'object', required: ['eventId', 'attendeeId'], additionalProperties: false, properties: { eventId, attendeeId: eventId } } as const;
const notificationParams = { type: 'object', required: ['eventId', 'id'], additionalProperties: false, properties: { eventId, id: eventId } } as const;
type Right = 'view' | 'create' | 'edit' | 'delete';
const right = (r: Right) => ({ access: { permission: ['COURSES', r] as ['COURSES', Right] } });
const view = right('view');
const tags = ['Training event communications'];

const notificationAnswer = (n: EventNotification): EventNotificationAnswer => ({
  id: n._id,
  trainingEventId: n.trainingEventId,
  name: n.name,
  type: n.type,
  recipientIds: n.recipientIds,
  subject: n.subject,
  message: n.message,
  sendAt: n.sendAt?.toISOString() ?? null,
  sentDate: n.sentDate?.toISOString() ?? null,
  status: n.sentDate ? 'sent' : 'scheduled',
  createdBy: n.createdBy,
  createdDate: n.createdDate.toISOString(),
  lastModifiedDate: n.lastModifiedDate.toISOString(),
});

/**
 * A training event's communications (§2.6 joininginstruction, notifications, notificationslogs): its joining
 * instructions, previewed and sent per attendee; notifications to chosen attendees, sent at once or at a set time and
 * changeable until then; and the log of every message with its delivery as svc-scheduler reports it.
 */
const references = [joiningInstructionBodySchema, joiningInstructionSendSchema, eventNotificationBodySchema] as const;

export const eventCommunicationsRoutes: TypedRoutes<Record<never, never>, typeof references> = async (fastify) => {
  const { JoiningInstruction: Instructions, EventNotification: Notifications, CommunicationLog: Logs, Counter } = fastify.training;
  const scopes = managedScopes(fastify);
  const comms = communications(fastify);
  subscribeContacts(fastify);
  for (const schema of references) fastify.addSchema(schema);

  followDeliveries(fastify);

  /** The event, if the caller may see it (managed personnel: someone else's is not found). */
  const eventFor = (request: FastifyRequest, eventId: number): Promise<TrainingEvent> => scopes.visibleEvent(request, eventId);
  /** The event, to change what it sends: not once complete (§4.2), and only at the caller's locations. */
  async function openEventFor(request: FastifyRequest, eventId: number): Promise<TrainingEvent> {
    const event = await eventFor(request, eventId);
    assertNotComplete(event);
    const scope = scopeOf(request);
    if (scope !== null && !(await scopes.events.writable(event, scope, request))) throw new ProblemError('permissionDenied', 'You can only send messages for events at the locations you manage.');
    return event;
  }
  const username = (request: FastifyRequest) => request.identity?.name || request.identity?.username || 'system';

  // ---- Joining instructions ----

  const instructionOf = async (eventId: number) => {
    const saved = await Instructions.findById(eventId).lean();
    return saved
      ? { subject: saved.subject, body: saved.body, isDefault: false, lastModifiedBy: saved.lastModifiedBy, lastModifiedDate: saved.lastModifiedDate.toISOString() }
      : { ...DEFAULT_JOINING_INSTRUCTION, isDefault: true, lastModifiedBy: null, lastModifiedDate: null };
  };

  fastify.get('/training-events/:eventId/joining-instruction', { config: view, schema: { tags, summary: "The event's joining instructions (a default until written)", params: eventParams, response: { 200: joiningInstructionSchema } } }, async (request) => {
    const event = await eventFor(request, request.params.eventId);
    return instructionOf(event._id);
  });

  fastify.put(
    '/training-events/:eventId/joining-instruction',
    { config: right('edit'), schema: { tags, summary: "Writes the event's joining instructions", params: eventParams, body: { $ref: 'JoiningInstructionBody#' }, response: { 200: joiningInstructionSchema } } },
    async (request) => {
      const event = await openEventFor(request, request.params.eventId);
      const missing = (['subject', 'body'] as const).filter((f) => !request.body[f].trim());
      if (missing.length) throw new ProblemError('validation', M.requiredFields, missing.map((field) => ({ field, message: CM.required })));
      await Instructions.updateOne({ _id: event._id }, { $set: { subject: request.body.subject.trim(), body: request.body.body, lastModifiedBy: username(request), lastModifiedDate: new Date() } }, { upsert: true });
      return instructionOf(event._id);
    },
  );

  fastify.get(
    '/training-events/:eventId/joining-instruction/:attendeeId',
    { config: view, schema: { tags, summary: 'The joining instructions as one attendee gets them', params: attendeeParams, response: { 200: joiningInstructionPreviewSchema } } },
    async (request) => {
      const event = await eventFor(request, request.params.eventId);
      const [recipient] = await comms.recipients(event._id, [request.params.attendeeId], null);
      if (!recipient) throw new ProblemError('notFound', `Attendee ${request.params.attendeeId} is not on this event.`);
      const instruction = await instructionOf(event._id);
      const [copy] = await comms.compose(event, [recipient], instruction.subject, instruction.body, () => '');
      const address = (type: NotificationType) => addressOf(type, recipient) || null;
      return {
        attendeeId: recipient.attendee._id,
        recipientName: recipient.name,
        addresses: { gartan: address('gartan'), email: address('email'), sms: address('sms') },
        subject: copy!.subject,
        body: copy!.body,
      };
    },
  );

  fastify.post(
    '/training-events/:eventId/joining-instruction/send',
    { config: right('edit'), schema: { tags, summary: 'Sends the joining instructions to attendees', params: eventParams, body: { $ref: 'JoiningInstructionSend#' }, response: { 200: joiningInstructionSentSchema } } },
    async (request) => {
      const event = await openEventFor(request, request.params.eventId);
      const { attendeeIds, type } = request.body;
      const list = await comms.recipients(event._id, attendeeIds, 'attendeeIds');
      comms.assertReachable(type as EventMessageType, list, 'attendeeIds');
      const instruction = await instructionOf(event._id);
      const stamp = Date.now().toString(36);
      const copies = await comms.compose(event, list, instruction.subject, instruction.body, (r) => `training:ji:${event._id}:${r.attendee._id}:${stamp}`);
      const rows = await comms.send(event._id, copies, { source: 'joiningInstruction', notificationId: null, type: type as EventMessageType, sentBy: username(request) });
      return { sent: rows.length, logs: rows.map(logAnswer) };
    },
  );

  // ---- Notifications ----

  /** Checks a notification's fields (§5.2, §8.2) against the event; answers what is stored. */
  async function notificationFields(event: TrainingEvent, body: EventNotificationBody) {
    const errors = eventNotificationRules(body);
    if (errors.length) throw new ProblemError('validation', errors.some((e) => e.field !== 'sendAt') ? CM.notificationRequired : CM.pastDate, errors);
    const type = body.type as EventMessageType;
    comms.assertReachable(type, await comms.recipients(event._id, body.recipientIds!, 'recipientIds'), 'recipientIds');
    return { name: body.name!.trim(), type, recipientIds: body.recipientIds!, subject: body.subject!.trim(), message: body.message!, sendAt: body.sendAt ? new Date(body.sendAt) : null };
  }

  const { sendNotification, scheduleSending } = await dueNotifications(fastify, comms);

  const notificationOf = async (id: number, event: TrainingEvent) => {
    const n = await Notifications.findOne({ _id: id, trainingEventId: event._id }).lean();
    if (!n) throw new ProblemError('notFound', `Notification ${id} does not exist.`);
    return n;
  };

  fastify.get('/training-events/:eventId/notifications', { config: view, schema: { tags, summary: "The event's notifications, newest first", params: eventParams, response: { 200: pageSchemaOf(eventNotificationSchema) } } }, async (request) => {
    const event = await eventFor(request, request.params.eventId);
    const rows = await Notifications.find({ trainingEventId: event._id }).sort({ createdDate: -1, _id: -1 }).lean();
    return { data: rows.map(notificationAnswer), total: rows.length };
  });

  fastify.post(
    '/training-events/:eventId/notifications',
    { config: right('create'), schema: { tags, summary: 'Writes a notification: sent now, or at sendAt', params: eventParams, body: { $ref: 'EventNotificationBody#' }, response: { 201: eventNotificationSchema } } },
    async (request, reply) => {
      const event = await openEventFor(request, request.params.eventId);
      const fields = await notificationFields(event, request.body);
      const now = new Date();
      const created = await Notifications.create({ _id: await nextId(Counter, 'eventNotification'), trainingEventId: event._id, ...fields, sentDate: null, createdBy: username(request), createdDate: now, lastModifiedDate: now });
      const sent = fields.sendAt ? null : await sendNotification(created._id);
      await scheduleSending(created);
      return reply.code(201).send(notificationAnswer(sent ?? created.toObject()));
    },
  );

  fastify.get('/training-events/:eventId/notifications/:id', { config: view, schema: { tags, summary: 'One notification', params: notificationParams, response: { 200: eventNotificationSchema } } }, async (request) =>
    notificationAnswer(await notificationOf(request.params.id, await eventFor(request, request.params.eventId))),
  );

  fastify.put(
    '/training-events/:eventId/notifications/:id',
    { config: right('edit'), schema: { tags, summary: 'Changes a notification not sent yet', params: notificationParams, body: { $ref: 'EventNotificationBody#' }, response: { 200: eventNotificationSchema } } },
    async (request) => {
      const event = await openEventFor(request, request.params.eventId);
      const existing = await notificationOf(request.params.id, event);
      if (existing.sentDate) throw new ProblemError('conflict', CM.alreadySent);
      const fields = await notificationFields(event, request.body);
      const changed = await Notifications.findOneAndUpdate({ _id: existing._id, sentDate: null }, { $set: { ...fields, lastModifiedDate: new Date() } }, { returnDocument: 'after' }).lean();
      if (!changed) throw new ProblemError('conflict', CM.alreadySent);
      const sent = changed.sendAt ? null : await sendNotification(changed._id);
      await scheduleSending(changed);
      return notificationAnswer(sent ?? changed);
    },
  );

  fastify.delete(
    '/training-events/:eventId/notifications/:id',
    { config: right('delete'), schema: { tags, summary: 'Deletes a notification not sent yet', params: notificationParams, response: { 204: { description: 'Deleted', type: 'null' } } } },
    async (request, reply) => {
      const event = await openEventFor(request, request.params.eventId);
      const existing = await notificationOf(request.params.id, event);
      const { deletedCount } = await Notifications.deleteOne({ _id: existing._id, sentDate: null });
      if (!deletedCount) throw new ProblemError('conflict', CM.alreadySent);
      return reply.code(204).send(null);
    },
  );

  // ---- Log ----

  fastify.get(
    '/training-events/:eventId/notification-logs',
    {
      config: view,
      schema: {
        tags,
        summary: 'Every message sent for the event, newest first, with its delivery',
        params: eventParams,
        querystring: { type: 'object', additionalProperties: false, properties: { source: { type: 'string', enum: ['joiningInstruction', 'notification'] }, notificationId: { type: 'integer', minimum: 1 } } },
        response: { 200: pageSchemaOf(communicationLogEntrySchema) },
      },
    },
    async (request) => {
      const event = await eventFor(request, request.params.eventId);
      const filter = { trainingEventId: event._id, ...(request.query.source && { source: request.query.source }), ...(request.query.notificationId && { notificationId: request.query.notificationId }) };
      const rows = await Logs.find(filter).sort({ queuedDate: -1, _id: 1 }).limit(2000).lean();
      return { data: rows.map(logAnswer), total: rows.length };
    },
  );
};

function logAnswer(l: CommunicationLog): CommunicationLogEntry {
  return {
    id: l._id,
    source: l.source,
    // A stored row can lack these null fields (lean reads apply no defaults): absent is null, as the contract says.
    notificationId: l.notificationId ?? null,
    attendeeId: l.attendeeId,
    employeeId: l.employeeId,
    recipientName: l.recipientName,
    channel: l.channel,
    to: l.to,
    subject: l.subject,
    status: l.status,
    error: l.error ?? null,
    attempts: l.attempts,
    queuedDate: l.queuedDate.toISOString(),
    sentDate: l.sentDate?.toISOString() ?? null,
    sentBy: l.sentBy,
  };
}
