import type { Connection } from 'mongoose';
import { counterSchema, type Counter } from '@firecrest/service-kit';
import { bookmarkSchema, type StoredBookmark } from './bookmark';
import {
  bookingTypeMappingSchema,
  integrationSettingsSchema,
  skillMappingTypeSchema,
  skillNotificationSchema,
  schemaVersionSchema,
  type StoredSchemaVersion,
  type StoredBookingTypeMapping,
  type StoredIntegrationSettings,
  type StoredSkillMappingType,
  type StoredSkillNotification,
} from './integrations';
import {
  workforceCompetencySchema,
  workforceEmployeeSchema,
  workforceReferenceSchema,
  workforceSubjectAreaSchema,
  type WorkforceCompetency,
  type WorkforceEmployee,
  type WorkforceReference,
  type WorkforceSubjectArea,
} from './workforce';
import {
  mailboxItemSchema,
  messageAttendeeSchema,
  messageDeliverySchema,
  messageGroupSchema,
  messageMemberSchema,
  messageRecipientSchema,
  messageSchema,
  type StoredMailboxItem,
  type StoredMessage,
  type StoredMessageAttendee,
  type StoredMessageDelivery,
  type StoredMessageGroup,
  type StoredMessageMember,
  type StoredMessageRecipient,
} from './messages';
import { skillStateSchema, type StoredSkillState } from './skill-states';
import { storedModelDescriptionsSchema, type StoredModelDescriptions } from './model-descriptions';
import { auditEntrySchema, errorEntrySchema, type StoredAuditEntry, type StoredErrorEntry } from './log-entries';

export function compileSystemModels(db: Connection) {
  return {
    AuditEntry: db.model<StoredAuditEntry>('AuditEntry', auditEntrySchema, 'audit_entries'),
    ErrorEntry: db.model<StoredErrorEntry>('ErrorEntry', errorEntrySchema, 'error_entries'),
    Bookmark: db.model<StoredBookmark>('Bookmark', bookmarkSchema, 'bookmarks'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
    IntegrationSettings: db.model<StoredIntegrationSettings>('IntegrationSettings', integrationSettingsSchema, 'integration_settings'),
    SkillMappingType: db.model<StoredSkillMappingType>('SkillMappingType', skillMappingTypeSchema, 'skill_mapping_types'),
    BookingTypeMapping: db.model<StoredBookingTypeMapping>('BookingTypeMapping', bookingTypeMappingSchema, 'booking_type_mappings'),
    SkillNotification: db.model<StoredSkillNotification>('SkillNotification', skillNotificationSchema, 'skill_notifications'),
    SkillState: db.model<StoredSkillState>('SkillState', skillStateSchema, 'skill_states'),
    SchemaVersion: db.model<StoredSchemaVersion>('SchemaVersion', schemaVersionSchema, 'schema_versions'),
    ModelDescriptions: db.model<StoredModelDescriptions>('ModelDescriptions', storedModelDescriptionsSchema, 'model_descriptions'),
    Employee: db.model<WorkforceEmployee>('Employee', workforceEmployeeSchema, 'workforce_employees'),
    Reference: db.model<WorkforceReference>('Reference', workforceReferenceSchema, 'workforce_references'),
    EmployeeSubjectArea: db.model<WorkforceSubjectArea>('EmployeeSubjectArea', workforceSubjectAreaSchema, 'workforce_subject_areas'),
    EmployeeCompetency: db.model<WorkforceCompetency>('EmployeeCompetency', workforceCompetencySchema, 'workforce_competencies'),
    Message: db.model<StoredMessage>('Message', messageSchema, 'messages'),
    MailboxItem: db.model<StoredMailboxItem>('MailboxItem', mailboxItemSchema, 'mailbox_items'),
    MessageRecipient: db.model<StoredMessageRecipient>('MessageRecipient', messageRecipientSchema, 'message_recipients'),
    MessageDelivery: db.model<StoredMessageDelivery>('MessageDelivery', messageDeliverySchema, 'message_deliveries'),
    MessageMember: db.model<StoredMessageMember>('MessageMember', messageMemberSchema, 'message_members'),
    MessageGroup: db.model<StoredMessageGroup>('MessageGroup', messageGroupSchema, 'message_groups'),
    MessageAttendee: db.model<StoredMessageAttendee>('MessageAttendee', messageAttendeeSchema, 'message_attendees'),
  };
}
export type SystemModels = ReturnType<typeof compileSystemModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    system: SystemModels;
  }
}
