import type { Connection } from 'mongoose';
import { counterSchema, referenceItemSchema, type Counter, type ReferenceItem } from '@firecrest/service-kit';
import { employeeCompetencySchema, employeeSubjectAreaSchema, type EmployeeCompetency, type EmployeeSubjectArea } from './competency-records';
import {
  trainingEventAttendeeSchema,
  trainingEventBookingSchema,
  trainingEventFacetSchema,
  trainingEventSchema,
  type TrainingEvent,
  type TrainingEventAttendee,
  type TrainingEventBooking,
  type TrainingEventFacet,
} from './training-event';
import {
  trainingResourceBookingSchema,
  trainingResourceInventorySchema,
  trainingResourceSchema,
  type TrainingResource,
  type TrainingResourceBooking,
  type TrainingResourceInventory,
} from './training-resource';
import { incidentSchema, type Incident } from './incident';
import { activityReportSchema, type ActivityReport } from './activity-report';
import { actionPlanSchema, type ActionPlan } from './action-plan';
import { recordAttachmentSchema, type RecordAttachment } from './record-attachment';
import { eventApprovalsModels } from './event-approvals';
import { eventAttendanceModels } from './event-attendance';
import { eventCommunicationsModels } from './event-communications';
import { courseTemplateModels } from './course-template';
import { calendarFeedModels } from './calendar-feed';
import { calendarEntryModels } from './calendar-entry';
import { trainingResourceVersionSchema, type TrainingResourceVersion } from './training-resource-version';
import { competencyExtensionSchema, type CompetencyExtension } from './competency-extension';
import { frameworkEntrySchema, frameworkVersionSchema, type FrameworkEntry, type FrameworkVersion } from './competency-framework';

export function compileTrainingModels(db: Connection) {
  return {
    ReferenceItem: db.model<ReferenceItem>('ReferenceItem', referenceItemSchema, 'reference_items'),
    EmployeeCompetency: db.model<EmployeeCompetency>('EmployeeCompetency', employeeCompetencySchema, 'employee_competencies'),
    CompetencyExtension: db.model<CompetencyExtension>('CompetencyExtension', competencyExtensionSchema, 'competency_extensions'),
    EmployeeSubjectArea: db.model<EmployeeSubjectArea>('EmployeeSubjectArea', employeeSubjectAreaSchema, 'employee_subject_areas'),
    TrainingEvent: db.model<TrainingEvent>('TrainingEvent', trainingEventSchema, 'training_events'),
    TrainingEventFacet: db.model<TrainingEventFacet>('TrainingEventFacet', trainingEventFacetSchema, 'training_event_facets'),
    TrainingEventAttendee: db.model<TrainingEventAttendee>('TrainingEventAttendee', trainingEventAttendeeSchema, 'training_event_attendees'),
    TrainingEventBooking: db.model<TrainingEventBooking>('TrainingEventBooking', trainingEventBookingSchema, 'training_event_bookings'),
    TrainingResource: db.model<TrainingResource>('TrainingResource', trainingResourceSchema, 'training_resources'),
    TrainingResourceInventory: db.model<TrainingResourceInventory>('TrainingResourceInventory', trainingResourceInventorySchema, 'training_resource_inventories'),
    TrainingResourceVersion: db.model<TrainingResourceVersion>('TrainingResourceVersion', trainingResourceVersionSchema, 'training_resource_versions'),
    TrainingResourceBooking: db.model<TrainingResourceBooking>('TrainingResourceBooking', trainingResourceBookingSchema, 'training_resource_bookings'),
    Incident: db.model<Incident>('Incident', incidentSchema, 'incidents'),
    ActivityReport: db.model<ActivityReport>('ActivityReport', activityReportSchema, 'incident_activity_reports'),
    ActionPlan: db.model<ActionPlan>('ActionPlan', actionPlanSchema, 'action_plans'),
    RecordAttachment: db.model<RecordAttachment>('RecordAttachment', recordAttachmentSchema, 'record_attachments'),
    FrameworkEntry: db.model<FrameworkEntry>('FrameworkEntry', frameworkEntrySchema, 'framework_entries'),
    FrameworkVersion: db.model<FrameworkVersion>('FrameworkVersion', frameworkVersionSchema, 'framework_versions'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
    ...eventApprovalsModels(db),
    ...eventAttendanceModels(db),
    ...eventCommunicationsModels(db),
    ...courseTemplateModels(db),
    ...calendarFeedModels(db),
    ...calendarEntryModels(db),
  };
}
export type TrainingModels = ReturnType<typeof compileTrainingModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    training: TrainingModels;
  }
}
