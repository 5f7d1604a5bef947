import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/** A user account as other services see it (no secrets). */
export const userEventSchema = {
  $id: 'UserEvent',
  type: 'object',
  required: ['id', 'username', 'disabled', 'roles', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    employeeId: { type: ['string', 'null'] },
    disabled: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string' } },
    /** Optional so older producers stay valid: the messages feature reaches users by them (§3.2 User). */
    phoneNumber: { type: 'string' },
    notificationChannels: { type: 'array', items: { type: 'string', enum: ['gartan', 'email', 'sms'] } },
    /** The language the user chose (issue 36); null: the configured default. E-mails to them are written in it. */
    language: { type: ['string', 'null'] },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type UserEvent = FromSchema<typeof userEventSchema>;

export const userCreated = defineEvent<UserEvent>('user.created', userEventSchema);
export const userUpdated = defineEvent<UserEvent>('user.updated', userEventSchema);
