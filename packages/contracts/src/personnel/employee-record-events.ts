import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDate, isoDateTime, nullableInt } from '../events/define-entity-events';

const id = { type: 'integer', minimum: 1 } as const;
/** Who wrote the record first and who changed it last (a user's name; empty for a service). */
const authors = { createdBy: { type: 'string' }, lastModifiedBy: { type: 'string' } } as const;
const common = ['id', 'employeeId', 'createdBy', 'lastModifiedBy', 'lastModifiedDate'] as const;

/** A note on an employee's record as svc-personnel publishes it (§2.5 note-list). */
export const employeeNoteEventSchema = {
  $id: 'EmployeeNoteEvent',
  type: 'object',
  required: [...common, 'date', 'text'],
  additionalProperties: false,
  properties: { id, employeeId: id, date: isoDate, text: { type: 'string' }, ...authors, lastModifiedDate: isoDateTime },
} as const;
export type EmployeeNoteEvent = FromSchema<typeof employeeNoteEventSchema>;
export const employeeNoteEvents = defineEntityEvents<EmployeeNoteEvent>('employee-note', employeeNoteEventSchema);

/** A CPD entry of an employee (§3.2 Employee: CPD with event, location, total hours, subject area). */
export const employeeCpdEventSchema = {
  $id: 'EmployeeCpdEvent',
  type: 'object',
  required: [...common, 'date', 'event', 'location', 'totalHours', 'subjectAreaId'],
  additionalProperties: false,
  properties: {
    id,
    employeeId: id,
    date: isoDate,
    event: { type: 'string' },
    location: { type: 'string' },
    totalHours: { type: 'number' },
    subjectAreaId: nullableInt,
    ...authors,
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EmployeeCpdEvent = FromSchema<typeof employeeCpdEventSchema>;
export const employeeCpdEvents = defineEntityEvents<EmployeeCpdEvent>('employee-cpd', employeeCpdEventSchema);

/** An attachment of an employee: the file's description, never its bytes (read them from the attachment's content route). */
export const employeeAttachmentEventSchema = {
  $id: 'EmployeeAttachmentEvent',
  type: 'object',
  required: [...common, 'fileName', 'contentType', 'size', 'description'],
  additionalProperties: false,
  properties: {
    id,
    employeeId: id,
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer', minimum: 0 },
    description: { type: 'string' },
    ...authors,
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EmployeeAttachmentEvent = FromSchema<typeof employeeAttachmentEventSchema>;
export const employeeAttachmentEvents = defineEntityEvents<EmployeeAttachmentEvent>('employee-attachment', employeeAttachmentEventSchema);
