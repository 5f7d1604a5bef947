import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SCHEDULED_TASKS, can, scheduledTaskSchema, type ScheduledTaskDefinition } from '@firecrest/contracts';
import { assertPermission } from '@firecrest/service-kit';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const taskRef = { $ref: 'ScheduledTask#' } as const;

/** Admin-area §6: a task tied to a module is listed and run only with view on that module too. */
const visibleTo = (request: FastifyRequest, task: ScheduledTaskDefinition) => !task.visibleWith || can(request.identity?.permissions, task.visibleWith, 'view');

/** `GET /scheduledtasks` and one run-now `POST` per task (admin-area §7 paths where the spec gives them). */
export const scheduledTaskRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addSchema(scheduledTaskSchema);

  fastify.get(
    '',
    {
      config: { access: { permission: ['SCHEDULED_TASKS', 'view'] } },
      schema: {
        tags: ['scheduled tasks'],
        summary: 'The tasks the caller may see, with their last and next runs',
        querystring: noQuery,
        response: { 200: { type: 'array', items: taskRef } },
      },
    },
    async (request) => {
      const tasks = await fastify.scheduledTasks.list();
      return tasks.filter((t) => visibleTo(request, SCHEDULED_TASKS.find((d) => d.key === t.key)!));
    },
  );

  for (const task of SCHEDULED_TASKS as readonly ScheduledTaskDefinition[]) {
    fastify.post(
      `/${task.endpoint}`,
      {
        config: { access: { permission: ['SCHEDULED_TASKS', 'edit'] } },
        schema: {
          tags: ['scheduled tasks'],
          summary: `Run ${task.name} now${task.fireAndForget ? ' (answers once queued)' : ' (answers when the run ends)'}`,
          description: `Task ${task.id} (${task.key}). ${task.visibleWith ? `Also needs view on ${task.visibleWith}.` : ''}`,
          querystring: noQuery,
          response: { [task.fireAndForget ? 202 : 200]: taskRef },
        },
      },
      async (request, reply) => {
        if (task.visibleWith) assertPermission(request, task.visibleWith, 'view');
        const row = await fastify.scheduledTasks.runNow(task);
        return reply.code(task.fireAndForget ? 202 : 200).send(row);
      },
    );
  }
};
