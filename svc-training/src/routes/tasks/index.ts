import type { FastifyPluginAsync } from 'fastify';
import { taskResultSchema } from '@firecrest/contracts';
import { envSchema } from 'env-schema';
import type { TrainingConfig } from '../../config';
import { TRAINING_TASKS, type TaskOptions, type TrainingTaskKey } from '../../tasks';
import { archiveAfterRoutes } from './archive-after';

const keyParams = { type: 'object', required: ['key'], additionalProperties: false, properties: { key: { type: 'string', enum: Object.keys(TRAINING_TASKS) } } } as const;
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
/** Settings only the tasks read, from the environment (validated at start like the service's own). */
const taskEnvSchema = {
  type: 'object',
  properties: {
    /** Folder of incident CSV files: `inbox/` is imported, then moved to `processed/` or `failed/`. */
    INCIDENT_FILES_DIR: { type: 'string', default: '' },
    INCIDENT_FILES_KEEP_DAYS: { type: 'integer', minimum: 1, default: 30 },
  },
} as const;

/**
 * The scheduled tasks' work on training data, asked by svc-scheduler (signed as itself, with edit on
 * SCHEDULED_TASKS): `POST /training/tasks/:key` runs one and answers its one-line result when done.
 */
export const trainingTaskRoutes: FastifyPluginAsync<{ config: TrainingConfig }> = async (fastify, { config }) => {
  const env = envSchema<{ INCIDENT_FILES_DIR: string; INCIDENT_FILES_KEEP_DAYS: number }>({ schema: taskEnvSchema, dotenv: false });
  const options: TaskOptions = {
    incidentFiles: { dir: env.INCIDENT_FILES_DIR, keepDays: env.INCIDENT_FILES_KEEP_DAYS, personnelUrl: config.PERSONNEL_URL, secret: config.INTERNAL_TOKEN_SECRET },
    secret: config.INTERNAL_TOKEN_SECRET,
  };
  // Expiry reads records by expiry date: indexed on MongoDB (and wherever the local database serves ranges).
  await fastify.training.EmployeeCompetency.collection.createIndex({ expiryDate: 1 });
  fastify.post<{ Params: { key: TrainingTaskKey } }>(
    '/:key',
    {
      config: { access: { permission: ['SCHEDULED_TASKS', 'edit'] } },
      schema: { tags: ['scheduled tasks'], summary: 'Run one scheduled task on training data now', params: keyParams, querystring: noQuery, response: { 200: taskResultSchema } },
    },
    async (request) => {
      const started = Date.now();
      const result = await TRAINING_TASKS[request.params.key](fastify, options);
      request.log.info({ task: request.params.key, result, ms: Date.now() - started }, 'scheduled task done');
      return { result };
    },
  );
  await fastify.register(archiveAfterRoutes, { prefix: '/archive-after' });
};
