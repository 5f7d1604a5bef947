export * from './webhook-schemas';
export * from './webhook-events';

/**
 * What a webhook can subscribe to: the entity (event type) and, optionally, one action (event topic). `entity` is the
 * Kafka entity whose `<entity>.created|updated|deleted` topics feed it (a message's `message.sent`); `kind` narrows a shared topic (locations);
 * `name` in a payload's `type` is `<eventName>.<action>` (e.g. `employee.updated`).
 */
export const WEBHOOK_EVENT_SOURCES = [
  { id: 1, name: 'Employee', entity: 'employee', eventName: 'employee' },
  { id: 2, name: 'Employee Competency', entity: 'employee-competency', eventName: 'employee-competency' },
  { id: 3, name: 'Employee Subject Area', entity: 'employee-subject-area', eventName: 'employee-subject-area' },
  { id: 4, name: 'Training Event', entity: 'training-event', eventName: 'training-event' },
  { id: 5, name: 'Training Event Attendee', entity: 'training-event-attendee', eventName: 'training-event-attendee' },
  { id: 6, name: 'Training Event Booking', entity: 'training-event-booking', eventName: 'training-event-booking' },
  { id: 7, name: 'Training Resource Booking', entity: 'training-resource-booking', eventName: 'training-resource-booking' },
  { id: 8, name: 'Incident', entity: 'incident', eventName: 'incident' },
  { id: 9, name: 'User', entity: 'user', eventName: 'user' },
  { id: 10, name: 'Station', entity: 'location', kind: 'station', eventName: 'station' },
  { id: 11, name: 'Training Location', entity: 'location', kind: 'trainingLocation', eventName: 'training-location' },
  // A message of the mailbox once it has gone (issue 31): its sender, subject, type and recipients, never the text.
  { id: 12, name: 'Message', entity: 'message', eventName: 'message' },
] as const;
export type WebhookEventSource = (typeof WEBHOOK_EVENT_SOURCES)[number];

/** The event type picker (GET /webhooks/types): id and name. */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT_SOURCES.map(({ id, name }) => ({ id, name }));

/** Topic id 0 (sent as null) means any action. */
export const WEBHOOK_EVENT_ACTIONS = [
  { id: 1, name: 'Created', action: 'created' },
  { id: 2, name: 'Updated', action: 'updated' },
  { id: 3, name: 'Deleted', action: 'deleted' },
  /** Messages only: a message went (`message.sent`). */
  { id: 4, name: 'Sent', action: 'sent' },
] as const;
export type WebhookAction = (typeof WEBHOOK_EVENT_ACTIONS)[number]['action'];

/** The event topic picker (GET /webhooks/topics): id and name. */
export const WEBHOOK_EVENT_TOPICS = WEBHOOK_EVENT_ACTIONS.map(({ id, name }) => ({ id, name }));

/** The `type` of the ping "Send test event" delivers. */
export const WEBHOOK_PING_TYPE = 'webhook.ping';

/** Retry schedule after each failed attempt (Svix's): at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
/** A subscription with no successful delivery for this long is deactivated. */
export const WEBHOOK_FAILURE_WINDOW_MS = 5 * 24 * 3_600_000;
/** Admin-area §9. */
export const WEBHOOK_NOTIFICATION_PAGE_SIZE = 30;

export const lookupListSchema = {
  $id: 'LookupList',
  type: 'array',
  items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
} as const;
