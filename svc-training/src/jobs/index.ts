import type { FastifyInstance } from 'fastify';
import type { ScheduledTaskKey } from '@firecrest/contracts';
import { expireCompetencies, calculateCompetencies } from './competency-expiry';
import { updateActiveStatus } from './record-periods';
import { archiveDue } from './framework-archive';
import { recomputeSubjectAreas } from './subject-area-status';
import { evaluateTrainingEvents } from './event-evaluation';
import { processBookings } from './bookings';
import { assignCompetencies } from './competency-assignment';
import { afterJobs, runFrameworkJobs } from './framework-jobs';
import { cleanIncidentFiles, importIncidentFiles, type IncidentFilesOptions } from './incident-files';

export interface TaskOptions {
  incidentFiles: IncidentFilesOptions;
  /** The service's own signing secret, for a task that writes through the service's routes as itself. */
  secret: string;
}
export type TaskWork = (fastify: FastifyInstance, options: TaskOptions) => Promise<string>;

/** The scheduled tasks whose data svc-training owns (docs/scheduled-tasks.md), each answering its one-line result. */
export const TRAINING_TASKS = {
  CompetencyExpiry: expireCompetencies,
  CompetencyCalculation: calculateCompetencies,
  CompetencyUpdateActiveStatus: updateActiveStatus,
  CompetencyArchive: (f) => archiveDue(f, ['competency']),
  SubjectAreaArchive: (f) => archiveDue(f, ['subjectArea']),
  CompetencyProgramArchive: (f) => archiveDue(f, ['competencyProgram']),
  // The skill-assignment job types: users' bulk jobs waiting (or stopped) are run first.
  FrameworkBulkSetArchived: async (f, o) => afterJobs(await runFrameworkJobs(f, 1, o), await archiveDue(f, ['competencyProgram', 'subjectArea', 'competency'])),
  EmployeeSubjectAreaStatusUpdateJob: (f) => recomputeSubjectAreas(f, 'all'),
  CompetencyProgramStatusUpdate: (f) => recomputeSubjectAreas(f, 'programs'),
  TrainingEventEvaluationJob: evaluateTrainingEvents,
  ProcessBookings: processBookings,
  CompetencyAssignment: (f, o) => assignCompetencies(f, o),
  BulkAssignCompetencies: async (f, o) => afterJobs(await runFrameworkJobs(f, 0, o), await assignCompetencies(f, o)),
  IncidentFileImport: (f, o) => importIncidentFiles(f, o.incidentFiles),
  IncidentFileCleaner: (f, o) => cleanIncidentFiles(f, o.incidentFiles),
} satisfies Partial<Record<ScheduledTaskKey, TaskWork>>;
export type TrainingTaskKey = keyof typeof TRAINING_TASKS;
