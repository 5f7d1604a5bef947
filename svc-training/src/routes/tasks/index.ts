import type { FastifyPluginAsync } from 'fastify';
import { scheduledTaskRoute } from '@firecrest/service-kit';
import { envSchema } from 'env-schema';
import type { TrainingConfig } from '../../config';
import { TRAINING_TASKS, type TaskOptions, type TrainingTaskKey } from '../../jobs';
import { archiveAfterRoutes } from './archive-after';
import { frameworkJobRoutes } from './framework-jobs';

/** Settings only the tasks read, from the environment (validated at start like the service's own). */
const taskEnvSchema = {
  type: 'object',
  properties: {
    /** Folder of incident CSV files: `inbox/` is imported, then moved to `processed/` or `failed/`. */
    INCIDENT_FILES_DIR: { type: 'string', default: '' },
    INCIDENT_FILES_KEEP_DAYS: { type: 'integer', minimum: 1, default: 30 },
    /** Employees a bulk assign job assigns to per run (its progress and cancellation are checked between runs). */
    FRAMEWORK_JOB_RUN: { type: 'integer', minimum: 1, default: 25 },
  },
} as const;

/** The scheduled tasks on training data: `POST /training/tasks/:key`. */
export const trainingTaskRoutes: FastifyPluginAsync<{ config: TrainingConfig }> = async (fastify, { config }) => {
  const env = envSchema<{ INCIDENT_FILES_DIR: string; INCIDENT_FILES_KEEP_DAYS: number; FRAMEWORK_JOB_RUN: number }>({ schema: taskEnvSchema, dotenv: false });
  const options: TaskOptions = {
    incidentFiles: { dir: env.INCIDENT_FILES_DIR, keepDays: env.INCIDENT_FILES_KEEP_DAYS, personnelUrl: config.PERSONNEL_URL, secret: config.INTERNAL_TOKEN_SECRET },
    secret: config.INTERNAL_TOKEN_SECRET,
  };
  // Expiry reads records by expiry date: indexed on MongoDB (and wherever the local database serves ranges).
  await fastify.training.EmployeeCompetency.collection.createIndex({ expiryDate: 1 });
  const run = Object.fromEntries(Object.keys(TRAINING_TASKS).map((key) => [key, () => TRAINING_TASKS[key as TrainingTaskKey](fastify, options)]));
  scheduledTaskRoute(fastify, 'training', run as Record<TrainingTaskKey, () => Promise<string>>);
  await fastify.register(archiveAfterRoutes, { prefix: '/archive-after' });
  await fastify.register(frameworkJobRoutes, { prefix: '/framework-jobs', secret: config.INTERNAL_TOKEN_SECRET, run: env.FRAMEWORK_JOB_RUN });
};
