import type { Schema } from 'mongoose';
import { counterSchema, referenceItemSchema } from '@firecrest/service-kit';
import { apiKeySchema } from '../../../svc-gateway/src/models/api-key';
import { roleSchema } from '../../../svc-gateway/src/models/role';
import { sessionSchema } from '../../../svc-gateway/src/models/session';
import { userSchema } from '../../../svc-gateway/src/models/user';
import { employeeSchema } from '../../../svc-personnel/src/models/employee';
import { locationSchema } from '../../../svc-personnel/src/models/location';
import { frameworkEntrySchema, frameworkVersionSchema } from '../../../svc-training/src/models/competency-framework';
import { employeeCompetencySchema, employeeSubjectAreaSchema } from '../../../svc-training/src/models/competency-records';
import { incidentSchema } from '../../../svc-training/src/models/incident';
import { trainingEventAttendeeSchema, trainingEventBookingSchema, trainingEventSchema } from '../../../svc-training/src/models/training-event';
import { bookingStatusSchema, decisionSchema, settingsSchema, templateSchema } from '../../../svc-training/src/models/event-approvals';
import { appraisalSchema, attendanceListSchema, evaluationSchema } from '../../../svc-training/src/models/event-attendance';
import { communicationLogSchema, eventNotificationSchema, joiningInstructionSchema } from '../../../svc-training/src/models/event-communications';
import { trainingResourceBookingSchema, trainingResourceInventorySchema, trainingResourceSchema } from '../../../svc-training/src/models/training-resource';
import { importLogRowSchema } from '../../../svc-lms/src/models/import-log-row';
import { lmsRecordSchema } from '../../../svc-lms/src/models/lms-record';
import { skillMappingTypeSchema, skillNotificationSchema } from '../models/integrations';

export interface DiagramEntity {
  /** The model name, as the owning service compiles it. */
  name: string;
  collection: string;
  service: string;
  schema: Schema;
}

export interface DiagramDefinition {
  id: string;
  name: string;
  entities: DiagramEntity[];
  /** Shown when the product has no collection for the area yet. */
  note?: string;
}

const e = (service: string, name: string, collection: string, schema: Schema<any>): DiagramEntity => ({ service, name, collection, schema });

/**
 * The nine diagrams of admin-area §2.11, each drawn from the owning services' own mongoose schemas (imported from
 * their model files), so a diagram changes when its schema does.
 */
export const DIAGRAMS: DiagramDefinition[] = [
  {
    id: 'employees',
    name: 'Employees',
    entities: [
      e('svc-personnel', 'Employee', 'employees', employeeSchema),
      e('svc-personnel', 'Location', 'locations', locationSchema),
      e('svc-personnel', 'ReferenceItem', 'reference_items', referenceItemSchema),
    ],
  },
  {
    id: 'employee-skills',
    name: 'Employee Skills',
    entities: [
      e('svc-training', 'EmployeeCompetency', 'employee_competencies', employeeCompetencySchema),
      e('svc-training', 'EmployeeSubjectArea', 'employee_subject_areas', employeeSubjectAreaSchema),
      e('svc-system', 'SkillMappingType', 'skill_mapping_types', skillMappingTypeSchema),
      e('svc-system', 'SkillNotification', 'skill_notifications', skillNotificationSchema),
    ],
  },
  {
    id: 'competency-framework',
    name: 'Competency Framework',
    entities: [
      e('svc-training', 'ReferenceItem', 'reference_items', referenceItemSchema),
      e('svc-training', 'FrameworkEntry', 'framework_entries', frameworkEntrySchema),
      e('svc-training', 'FrameworkVersion', 'framework_versions', frameworkVersionSchema),
    ],
  },
  {
    id: 'training-events',
    name: 'Training Events',
    entities: [
      e('svc-training', 'TrainingEvent', 'training_events', trainingEventSchema),
      e('svc-training', 'TrainingEventAttendee', 'training_event_attendees', trainingEventAttendeeSchema),
      e('svc-training', 'TrainingEventBooking', 'training_event_bookings', trainingEventBookingSchema),
      e('svc-training', 'AttendeeDecision', 'attendee_decisions', decisionSchema),
      e('svc-training', 'EventApprovalSettings', 'event_approval_settings', settingsSchema),
      e('svc-training', 'BookingTemplate', 'event_booking_templates', templateSchema),
      e('svc-training', 'AttendeeBookingStatus', 'attendee_booking_statuses', bookingStatusSchema),
      e('svc-training', 'AttendanceList', 'training_event_attendance_lists', attendanceListSchema),
      e('svc-training', 'Evaluation', 'training_event_evaluations', evaluationSchema),
      e('svc-training', 'Appraisal', 'training_event_appraisals', appraisalSchema),
      e('svc-training', 'JoiningInstruction', 'joining_instructions', joiningInstructionSchema),
      e('svc-training', 'EventNotification', 'event_notifications', eventNotificationSchema),
      e('svc-training', 'CommunicationLog', 'communication_logs', communicationLogSchema),
    ],
  },
  {
    id: 'training-course',
    name: 'Training Course',
    note: 'Course completions imported from the learning management system.',
    entities: [e('svc-lms', 'LmsRecord', 'lms_records', lmsRecordSchema), e('svc-lms', 'ImportLogRow', 'import_log_rows', importLogRowSchema)],
  },
  { id: 'incidents', name: 'Incidents', entities: [e('svc-training', 'Incident', 'incidents', incidentSchema), e('svc-training', 'Counter', 'counters', counterSchema)] },
  {
    id: 'action-plans',
    name: 'Action Plans',
    note: 'Action plans are built from the employee subject areas and competencies they set out to complete; no collection of their own yet.',
    entities: [
      e('svc-training', 'EmployeeSubjectArea', 'employee_subject_areas', employeeSubjectAreaSchema),
      e('svc-training', 'EmployeeCompetency', 'employee_competencies', employeeCompetencySchema),
    ],
  },
  {
    id: 'users',
    name: 'Users',
    entities: [
      e('svc-gateway', 'User', 'users', userSchema),
      e('svc-gateway', 'Role', 'roles', roleSchema),
      e('svc-gateway', 'Session', 'sessions', sessionSchema),
      e('svc-gateway', 'ApiKey', 'api_keys', apiKeySchema),
    ],
  },
  {
    id: 'training-resources',
    name: 'Training Resources',
    entities: [
      e('svc-training', 'TrainingResource', 'training_resources', trainingResourceSchema),
      e('svc-training', 'TrainingResourceInventory', 'training_resource_inventories', trainingResourceInventorySchema),
      e('svc-training', 'TrainingResourceBooking', 'training_resource_bookings', trainingResourceBookingSchema),
    ],
  },
];
