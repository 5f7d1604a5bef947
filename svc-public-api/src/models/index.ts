import type { Connection } from 'mongoose';
import { userViewSchema, type UserView } from './user-view';
import { roleViewSchema, type RoleView } from './role-view';
import { locationViewSchema, type LocationView } from './location-view';
import { referenceViewSchema, type ReferenceView } from './reference-view';
import { employeeViewSchema, type EmployeeView } from './employee-view';
import { employeeCompetencyViewSchema, employeeSubjectAreaViewSchema, type EmployeeCompetencyView, type EmployeeSubjectAreaView } from './competency-record-views';
import {
  trainingEventAttendeeViewSchema,
  trainingEventBookingViewSchema,
  trainingEventViewSchema,
  type TrainingEventAttendeeView,
  type TrainingEventBookingView,
  type TrainingEventView,
} from './training-event-views';
import {
  trainingResourceBookingViewSchema,
  trainingResourceInventoryViewSchema,
  trainingResourceViewSchema,
  type TrainingResourceBookingView,
  type TrainingResourceInventoryView,
  type TrainingResourceView,
} from './training-resource-views';
import { incidentViewSchema, type IncidentView } from './incident-view';
import { actionPlanViewSchema, type ActionPlanView } from './action-plan-view';
import { competencyExtensionViewSchema, type CompetencyExtensionView } from './competency-extension-view';
import { competencyReportRowsSchema, type CompetencyReportRows } from './competency-report-rows';
import { progressCountSchema, progressLedgerSchema, type ProgressCount, type ProgressLedger } from './progress-counts';
import { personClaimSchema, type PersonClaim } from './person-claims';
import { eventCountLedgerSchema, eventCountSchema, type EventCount, type EventCountLedger } from './report-event-counts';
import './report-indexes';

export function compileViews(db: Connection) {
  return {
    UserView: db.model<UserView>('UserView', userViewSchema, 'users'),
    RoleView: db.model<RoleView>('RoleView', roleViewSchema, 'roles'),
    LocationView: db.model<LocationView>('LocationView', locationViewSchema, 'locations'),
    ReferenceView: db.model<ReferenceView>('ReferenceView', referenceViewSchema, 'reference_items'),
    EmployeeView: db.model<EmployeeView>('EmployeeView', employeeViewSchema, 'employees'),
    EmployeeCompetencyView: db.model<EmployeeCompetencyView>('EmployeeCompetencyView', employeeCompetencyViewSchema, 'employee_competencies'),
    EmployeeSubjectAreaView: db.model<EmployeeSubjectAreaView>('EmployeeSubjectAreaView', employeeSubjectAreaViewSchema, 'employee_subject_areas'),
    TrainingEventView: db.model<TrainingEventView>('TrainingEventView', trainingEventViewSchema, 'training_events'),
    TrainingEventAttendeeView: db.model<TrainingEventAttendeeView>('TrainingEventAttendeeView', trainingEventAttendeeViewSchema, 'training_event_attendees'),
    TrainingEventBookingView: db.model<TrainingEventBookingView>('TrainingEventBookingView', trainingEventBookingViewSchema, 'training_event_bookings'),
    TrainingResourceView: db.model<TrainingResourceView>('TrainingResourceView', trainingResourceViewSchema, 'training_resources'),
    TrainingResourceInventoryView: db.model<TrainingResourceInventoryView>('TrainingResourceInventoryView', trainingResourceInventoryViewSchema, 'training_resource_inventories'),
    TrainingResourceBookingView: db.model<TrainingResourceBookingView>('TrainingResourceBookingView', trainingResourceBookingViewSchema, 'training_resource_bookings'),
    IncidentView: db.model<IncidentView>('IncidentView', incidentViewSchema, 'incidents'),
    ActionPlanView: db.model<ActionPlanView>('ActionPlanView', actionPlanViewSchema, 'action_plans'),
    CompetencyExtensionView: db.model<CompetencyExtensionView>('CompetencyExtensionView', competencyExtensionViewSchema, 'competency_extensions'),
    ProgressCount: db.model<ProgressCount>('ProgressCount', progressCountSchema, 'progress_counts'),
    ProgressLedger: db.model<ProgressLedger>('ProgressLedger', progressLedgerSchema, 'progress_ledger'),
    CompetencyReportRows: db.model<CompetencyReportRows>('CompetencyReportRows', competencyReportRowsSchema, 'competency_report_rows'),
    PersonClaim: db.model<PersonClaim>('PersonClaim', personClaimSchema, 'report_person_claims'),
    EventCount: db.model<EventCount>('EventCount', eventCountSchema, 'report_event_counts'),
    EventCountLedger: db.model<EventCountLedger>('EventCountLedger', eventCountLedgerSchema, 'report_event_count_ledger'),
    EventClaim: db.model<PersonClaim>('EventClaim', personClaimSchema, 'report_event_claims'),
  };
}
export type Views = ReturnType<typeof compileViews>;

// Named `views` (read models); each service's decorators have names of their own, as one type check covers all.
declare module 'fastify' {
  interface FastifyInstance {
    views: Views;
  }
}
