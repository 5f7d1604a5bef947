import type { EventContract } from './events/define-event';
import { employeeEvents } from './events/employee';
import { employeeCompetencyEvents, employeeSubjectAreaEvents } from './events/competency-records';
import { trainingEventAttendeeEvents, trainingEventBookingEvents, trainingEventEvents } from './events/training-event';
import { trainingResourceBookingEvents } from './events/training-resource';
import { incidentEvents } from './events/incident';
import { userCreated, userUpdated } from './events/user';
import { locationCreated, locationDeleted, locationUpdated } from './events/station';
import { messageSent } from './system/messages';
import { WEBHOOK_EVENT_SOURCES, WEBHOOK_PING_TYPE, type WebhookAction } from './webhooks';

/** The domain topics webhooks are made from, by entity (as named in WEBHOOK_EVENT_SOURCES). */
export const WEBHOOK_SOURCE_EVENTS: Record<string, Partial<Record<WebhookAction, EventContract<unknown>>>> = {
  employee: employeeEvents,
  'employee-competency': employeeCompetencyEvents,
  'employee-subject-area': employeeSubjectAreaEvents,
  'training-event': trainingEventEvents,
  'training-event-attendee': trainingEventAttendeeEvents,
  'training-event-booking': trainingEventBookingEvents,
  'training-resource-booking': trainingResourceBookingEvents,
  incident: incidentEvents,
  user: { created: userCreated, updated: userUpdated },
  location: { created: locationCreated, updated: locationUpdated, deleted: locationDeleted },
  message: { sent: messageSent },
};

/** A schema without its `$id` (inlined into another document). */
const inline = (schema: object) => Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$id'));

const header = (name: string, description: string, required = true) => ({ name, in: 'header', required, description, schema: { type: 'string' } });
const SIGNING_HEADERS = [
  header('webhook-id', 'The notification id: the same on every retry of one notification; de-duplicate by it.'),
  header('webhook-timestamp', 'Seconds since the epoch when this attempt was signed; refuse ones far from now.'),
  header('webhook-signature', 'Space-separated `v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">` with the subscription secret (the base64 after `whsec_` is the key); two during the 24 h after a rotation.'),
  header('x-api-key', "The subscription's API key, when one is set.", false),
  header('authorization', '`Bearer <token>` from the subscription token URL (OAuth2 client credentials), when set.', false),
];

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, the body `{ type, timestamp, data }` with `data` the
 * entity as its event carries it (deleted: its id and the time of deletion).
 */
export function webhookOpenApi(): Record<string, object> {
  const entries: [string, object][] = WEBHOOK_EVENT_SOURCES.map((source) => {
    const contracts = WEBHOOK_SOURCE_EVENTS[source.entity]!;
    const actions = Object.keys(contracts) as WebhookAction[];
    const shapes = [...new Set(actions.map((a) => contracts[a]!))].map((c) => inline(c.schema));
    return [
      `${source.eventName}`,
      {
        post: {
          summary: `${source.name}: ${actions.join(', ')}`,
          description: `Sent to subscriptions of the event type ${source.name} (id ${source.id}) and the matching topic (or any). Answer 200 to acknowledge; anything else is retried at once, after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter). A subscription without a successful delivery for 5 days is deactivated.`,
          parameters: SIGNING_HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', enum: actions.map((a) => `${source.eventName}.${a}`) },
                    timestamp: { type: 'string', format: 'date-time', description: 'When the change happened (the entity’s lastModifiedDate; a message’s sentDate)' },
                    data: shapes.length === 1 ? shapes[0] : { oneOf: shapes },
                  },
                },
              },
            },
          },
          responses: { 200: { description: 'Received; any other status is a failed attempt' } },
        },
      },
    ];
  });
  entries.push([
    'ping',
    {
      post: {
        summary: 'Test event',
        description: `Sent by "Send test event" on a subscription: type ${WEBHOOK_PING_TYPE}.`,
        parameters: SIGNING_HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type', 'timestamp', 'data'],
                properties: { type: { const: WEBHOOK_PING_TYPE }, timestamp: { type: 'string', format: 'date-time' }, data: { type: 'object', properties: { subscriptionId: { type: 'integer' }, message: { type: 'string' } } } },
              },
            },
          },
        },
        responses: { 200: { description: 'Received' } },
      },
    },
  ]);
  return Object.fromEntries(entries);
}
