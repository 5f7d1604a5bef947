/** What a webhook can subscribe to: the entity (event type) and, optionally, one action (event topic). */
export const WEBHOOK_EVENT_TYPES = [
  { id: 1, name: 'Employee' },
  { id: 2, name: 'Employee Competency' },
  { id: 3, name: 'Employee Subject Area' },
  { id: 4, name: 'Training Event' },
  { id: 5, name: 'Training Event Attendee' },
  { id: 6, name: 'Training Event Booking' },
  { id: 7, name: 'Training Resource Booking' },
  { id: 8, name: 'Incident' },
  { id: 9, name: 'User' },
] as const;

/** Topic id 0 (sent as null) means any action. */
export const WEBHOOK_EVENT_TOPICS = [
  { id: 1, name: 'Created' },
  { id: 2, name: 'Updated' },
  { id: 3, name: 'Deleted' },
] as const;

export const lookupListSchema = {
  $id: 'LookupList',
  type: 'array',
  items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
} as const;
