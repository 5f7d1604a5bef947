import fp from 'fastify-plugin';
import { decorateDefaultLanguage, infrastructure, referenceListRoutes } from '@firecrest/service-kit';
import type { TrainingConfig } from './config';
import { personnelReferences } from './clients/personnel-references';
import { compileTrainingModels } from './models';
import { referenceVersionModel } from './models/reference-version';
import { seedStatuses } from './statuses/seed-statuses';
import { competencyRecordRoutes } from './routes/competency-records';
import { competencyExtensionRoutes } from './routes/competency-extensions';
import { trainingEventRoutes } from './routes/training-events';
import { trainingResourceRoutes } from './routes/training-resources';
import { bookingGroupRoutes } from './routes/training-resources/booking-groups';
import { incidentRoutes } from './routes/incidents';
import { activityReportRoutes } from './routes/activity-reports';
import { actionPlanRoutes } from './routes/action-plans';
import { incidentTypeImportRoutes } from './routes/incident-type-import';
import { referenceRoutes } from './routes/references';
import { lmsCompletionRoutes } from './routes/lms-completions';
import { competencyFrameworkRoutes } from './routes/competency-framework';
import { trainingTaskRoutes } from './routes/tasks';
import { eventApprovalsRoutes } from './routes/event-approvals';
import { eventAttendanceRoutes } from './routes/event-attendance';
import { eventCommunicationsRoutes } from './routes/event-communications';
import { courseTemplateRoutes } from './routes/course-templates';
import { calendarFeedRoutes } from './routes/calendar-feeds';

/**
 * Training and the competency framework: the reference lists (competencies, subject areas, programs, statuses,
 * booking types, incident types), what employees hold, training events with attendees and bookings, training
 * resources with inventories and bookings, and incidents.
 */
export const app = fp<{ config: TrainingConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-training', config });
  fastify.decorate('training', compileTrainingModels(fastify.db));
  decorateDefaultLanguage(fastify, config.DEFAULT_LANGUAGE);
  await Promise.all(Object.values(fastify.training).map((model) => model.init()));
  fastify.decorate('personnelReferences', personnelReferences(config.PERSONNEL_URL, config.INTERNAL_TOKEN_SECRET));
  await fastify.register(referenceListRoutes, {
    prefix: '/training/reference-items',
    items: fastify.training.ReferenceItem,
    counters: fastify.training.Counter,
    versions: referenceVersionModel(fastify.db),
    historyOf: ['incidentType'],
    moduleOf: {
      bookingType: 'COURSE_ADMIN',
      competency: 'COMPETENCIES',
      competencyProgram: 'COMPETENCY_PROGRAMS',
      competencyStatus: 'STATUSES',
      subjectArea: 'SUBJECT_AREAS',
      subjectAreaStatus: 'STATUSES',
      incidentType: 'INCIDENTS',
      cancellationReason: 'COURSE_ADMIN',
      deliveryMethod: 'DELIVERY_METHODS',
      courseType: 'COURSE_TYPES',
      deliveryPpe: 'PPE',
      requirement: 'COURSE_ADMIN',
      calendarLegend: 'COURSE_ADMIN',
      requestRejectReason: 'COURSE_ADMIN',
      delegateCancellationReason: 'COURSE_ADMIN',
      attendanceOption: 'COURSE_ADMIN',
      attendanceOptionReason: 'COURSE_ADMIN',
    },
  });
  await fastify.register(competencyRecordRoutes, { prefix: '/training' });
  await fastify.register(competencyExtensionRoutes, { prefix: '/training' });
  await fastify.register(trainingEventRoutes, { prefix: '/training' });
  await fastify.register(eventApprovalsRoutes, { prefix: '/training' });
  await fastify.register(eventAttendanceRoutes, { prefix: '/training' });
  await fastify.register(eventCommunicationsRoutes, { prefix: '/training' });
  await fastify.register(trainingResourceRoutes, { prefix: '/training' });
  await fastify.register(bookingGroupRoutes, { prefix: '/training/training-resource-booking-groups', secret: config.INTERNAL_TOKEN_SECRET });
  await fastify.register(courseTemplateRoutes, { prefix: '/training' });
  await fastify.register(calendarFeedRoutes, { prefix: '/training' });
  await fastify.register(incidentRoutes, { prefix: '/training/incidents' });
  await fastify.register(activityReportRoutes, { prefix: '/training' });
  await fastify.register(actionPlanRoutes, { prefix: '/training' });
  await fastify.register(incidentTypeImportRoutes, { prefix: '/training' });
  await fastify.register(referenceRoutes, { prefix: '/training' });
  await fastify.register(lmsCompletionRoutes, { prefix: '/training' });
  await fastify.register(competencyFrameworkRoutes, { prefix: '/training/competency-framework' });
  await fastify.register(trainingTaskRoutes, { prefix: '/training/tasks', config });
  await seedStatuses(fastify);
});
