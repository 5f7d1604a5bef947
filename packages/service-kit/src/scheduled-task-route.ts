import type { FastifyInstance } from 'fastify';
import { taskResultSchema } from '@firecrest/contracts';

/**
 * `POST <prefix>/:key`: the scheduled tasks an owning service runs on its data, asked by svc-scheduler (signed as
 * itself, with edit on SCHEDULED_TASKS); answers the task's one-line result when it is done.
 */
export function scheduledTaskRoute<K extends string>(fastify: FastifyInstance, owner: string, tasks: Record<K, () => Promise<string>>) {
  const params = { type: 'object', required: ['key'], additionalProperties: false, properties: { key: { type: 'string', enum: Object.keys(tasks) } } } as const;
  fastify.post<{ Params: { key: K } }>(
    '/:key',
    {
      config: { access: { permission: ['SCHEDULED_TASKS', 'edit'] } },
      schema: {
        tags: ['scheduled tasks'],
        summary: `Run one scheduled task on ${owner} data now`,
        params,
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: taskResultSchema },
      },
    },
    async (request) => {
      const started = Date.now();
      const result = await tasks[request.params.key]();
      request.log.info({ task: request.params.key, result, ms: Date.now() - started }, 'scheduled task done');
      return { result };
    },
  );
}
