import { describe, expect, it } from 'vitest';
import {
  actionPlanEventSchema,
  activityReportEventSchema,
  appraisalEventSchema,
  attendanceListEventSchema,
  competencyExtensionEventSchema,
  courseTemplateEventSchema,
  employeeCompetencyEventSchema,
  employeeSubjectAreaEventSchema,
  evaluationEventSchema,
  incidentEventSchema,
  trainingEventAttendeePayloadSchema,
  trainingEventBookingPayloadSchema,
  trainingEventPayloadSchema,
  trainingResourceBookingEventSchema,
  trainingResourceEventSchema,
  trainingResourceInventoryEventSchema,
} from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { actionPlanSchema } from '../src/models/action-plan';
import { activityReportSchema } from '../src/models/activity-report';
import { competencyExtensionSchema } from '../src/models/competency-extension';
import { employeeCompetencySchema, employeeSubjectAreaSchema } from '../src/models/competency-records';
import { courseTemplateSchema } from '../src/models/course-template';
import { appraisalSchema, attendanceListSchema, evaluationSchema } from '../src/models/event-attendance';
import { incidentSchema } from '../src/models/incident';
import { trainingEventAttendeeSchema, trainingEventBookingSchema, trainingEventSchema } from '../src/models/training-event';
import { trainingResourceBookingSchema, trainingResourceInventorySchema, trainingResourceSchema } from '../src/models/training-resource';

/** Issue 28: every entity svc-training stores and publishes is stored as its event says (one `it` per entity). */
describe("svc-training's models agree with their contracts", () => {
  it('a training event, with the course name and first and last dates the lists filter and sort on', () => {
    expect(modelSchemaDrift(trainingEventSchema, trainingEventPayloadSchema, { storeOnly: ['courseName', 'firstDate', 'lastDate'] })).toEqual([]);
  });
  it('a training event attendee', () => {
    expect(modelSchemaDrift(trainingEventAttendeeSchema, trainingEventAttendeePayloadSchema)).toEqual([]);
  });
  it('a training event booking, with the default template that made it', () => {
    expect(modelSchemaDrift(trainingEventBookingSchema, trainingEventBookingPayloadSchema, { storeOnly: ['templateId'] })).toEqual([]);
  });
  it('a course template', () => {
    expect(modelSchemaDrift(courseTemplateSchema, courseTemplateEventSchema)).toEqual([]);
  });
  it('an attendance list', () => {
    expect(modelSchemaDrift(attendanceListSchema, attendanceListEventSchema)).toEqual([]);
  });
  it('an evaluation', () => {
    expect(modelSchemaDrift(evaluationSchema, evaluationEventSchema)).toEqual([]);
  });
  it('an appraisal', () => {
    expect(modelSchemaDrift(appraisalSchema, appraisalEventSchema)).toEqual([]);
  });
  it('an employee competency record', () => {
    expect(modelSchemaDrift(employeeCompetencySchema, employeeCompetencyEventSchema)).toEqual([]);
  });
  it('an employee subject area record', () => {
    expect(modelSchemaDrift(employeeSubjectAreaSchema, employeeSubjectAreaEventSchema)).toEqual([]);
  });
  it('a competency extension, never changed once made: its event dates it when it was made', () => {
    expect(modelSchemaDrift(competencyExtensionSchema, competencyExtensionEventSchema, { derived: ['lastModifiedDate'] })).toEqual([]);
  });
  it('an action plan, with the day its reminder went out', () => {
    expect(modelSchemaDrift(actionPlanSchema, actionPlanEventSchema, { storeOnly: ['remindedFor'] })).toEqual([]);
  });
  it('an incident', () => {
    expect(modelSchemaDrift(incidentSchema, incidentEventSchema)).toEqual([]);
  });
  it('an activity report', () => {
    expect(modelSchemaDrift(activityReportSchema, activityReportEventSchema)).toEqual([]);
  });
  it('a training resource', () => {
    expect(modelSchemaDrift(trainingResourceSchema, trainingResourceEventSchema)).toEqual([]);
  });
  it('a training resource inventory', () => {
    expect(modelSchemaDrift(trainingResourceInventorySchema, trainingResourceInventoryEventSchema)).toEqual([]);
  });
  it('a training resource booking', () => {
    expect(modelSchemaDrift(trainingResourceBookingSchema, trainingResourceBookingEventSchema)).toEqual([]);
  });
});
