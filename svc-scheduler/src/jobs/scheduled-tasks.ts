import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Collection, Document } from 'mongodb';
import type { Job } from 'agenda';
import { SCHEDULED_TASKS, TASK_FAILURE_PREFIX, notificationDelivery, type NotificationDelivery, type ScheduledTask, type ScheduledTaskDefinition, type ScheduledTaskKey } from '@firecrest/contracts';
import { jobsPlugin, ProblemError } from '@firecrest/service-kit';
import type { SchedulerConfig } from '../config';
import type { TaskState } from '../models/task-state';
import { compileSchedulerModels } from '../models';
import { ownerCalls } from '../clients/owner-calls';
import { emailSender, pushSender, smsSender } from '../notifications/senders';
import { sendOutgoing } from '../notifications/send-outgoing';
import { queueRequestedNotifications } from '../events/notification-requests';

/** How often a waiting run-now call looks whether its run has ended. */
const WAIT_POLL_MS = 200;
/** How long a run asked for just after another recorded its result waits for agenda to let go of the lock. */
const LOCK_RELEASE_WAIT_MS = 5_000;

export interface ScheduledTasks {
  list(): Promise<ScheduledTask[]>;
  /** Queues the task's job now; for a task that is not fire-and-forget, waits until that run has ended. */
  runNow(task: ScheduledTaskDefinition): Promise<ScheduledTask>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduledTasks: ScheduledTasks;
  }
}

function schedulesOf(config: SchedulerConfig): Record<string, string> {
  let overrides: Record<string, string>;
  try {
    overrides = JSON.parse(config.TASK_SCHEDULES) as Record<string, string>;
  } catch {
    throw new Error('TASK_SCHEDULES must be a JSON object of task key to schedule');
  }
  const unknown = Object.keys(overrides).filter((key) => !SCHEDULED_TASKS.some((t) => t.key === key));
  if (unknown.length) throw new Error(`TASK_SCHEDULES names unknown tasks: ${unknown.join(', ')}`);
  return Object.fromEntries(SCHEDULED_TASKS.map((t) => [t.key, overrides[t.key] ?? t.schedule]));
}

/**
 * Every task key as one agenda recurring job ("single" job document per key, in this service's `jobs` collection).
 * Agenda locks the document while a run is under way, so scheduler instances sharing the database never run one
 * job twice; a run whose process died is not touched any more, its lock expires after TASK_LOCK_LIFETIME_MS and
 * the job is taken up again. The work itself is done by the owning service.
 */
export const scheduledTasksPlugin = fp<{ config: SchedulerConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    const schedules = schedulesOf(config);
    await fastify.register(jobsPlugin);
    fastify.agenda.processEvery(config.SCHEDULER_PROCESS_EVERY_MS);
    const { TaskState: States, OutgoingMessage: Outgoing } = compileSchedulerModels(fastify.db);
    await Promise.all([States.init(), Outgoing.init()]);
    const jobs = () => fastify.db.db!.collection('jobs') as Collection<Document>;
    const owners = ownerCalls(config);
    const email = emailSender(config);
    const sms = smsSender(config);
    const push = pushSender(config);
    fastify.addHook('onClose', async () => email?.close());

    const report = (deliveries: NotificationDelivery[]) => fastify.events.publishMany(notificationDelivery, deliveries, (d) => d.id);
    const local: Partial<Record<ScheduledTaskKey, () => Promise<string>>> = {
      SendEmails: () => sendOutgoing(Outgoing, 'email', email, 'No SMTP server configured (SMTP_URL)', report),
      SendSMSNotifications: () => sendOutgoing(Outgoing, 'sms', sms, 'No SMS gateway configured (SMS_GATEWAY_URL)', report),
      SendPushNotifications: () => sendOutgoing(Outgoing, 'push', push, 'No VAPID keys configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)', report),
    };

    async function runTask(task: ScheduledTaskDefinition, job: Job) {
      const startedAt = new Date();
      // A long run keeps its lock fresh; one that stops being touched (its process died) is taken up again.
      const touching = setInterval(() => void job.touch().catch(() => undefined), Math.max(200, Math.floor(config.TASK_LOCK_LIFETIME_MS / 3)));
      let succeeded = true;
      let message: string;
      try {
        const work = local[task.key as ScheduledTaskKey];
        message = work ? await work() : await owners.run(task);
      } catch (err) {
        succeeded = false;
        message = (err as Error).message;
        fastify.log.error({ err, task: task.key }, 'scheduled task failed');
      } finally {
        clearInterval(touching);
      }
      const finishedAt = new Date();
      fastify.log.info({ task: task.key, succeeded, result: message, ms: finishedAt.getTime() - startedAt.getTime() }, 'scheduled task ran');
      await States.updateOne(
        { _id: task.key },
        {
          $set: {
            executed: succeeded,
            information: succeeded ? message : TASK_FAILURE_PREFIX + message,
            lastRunTime: startedAt,
            lastResult: { succeeded, message, startedAt, finishedAt },
          },
        },
        { upsert: true },
      );
    }

    for (const task of SCHEDULED_TASKS) {
      fastify.agenda.define(task.key, (job: Job) => runTask(task, job), { concurrency: 1, lockLimit: 1, lockLifetime: config.TASK_LOCK_LIFETIME_MS });
    }
    fastify.addHook('onReady', async () => {
      for (const task of SCHEDULED_TASKS) await fastify.agenda.every(schedules[task.key]!, task.key, undefined, { timezone: 'UTC', skipImmediate: true });
    });

    queueRequestedNotifications(fastify, Outgoing);

    const lockAlive = (doc: Document | undefined, now: number) => Boolean(doc?.lockedAt && new Date(doc.lockedAt).getTime() > now - config.TASK_LOCK_LIFETIME_MS);

    function row(task: ScheduledTaskDefinition, job: Document | undefined, state: TaskState | undefined, now: number): ScheduledTask {
      const last = state?.lastResult;
      return {
        id: task.id,
        key: task.key,
        name: task.name,
        endpoint: task.endpoint,
        fireAndForget: task.fireAndForget,
        schedule: schedules[task.key]!,
        // Agenda lets go of the lock just after the run has recorded its result.
        running: lockAlive(job, now) && !(last && last.finishedAt.getTime() >= new Date(job!.lockedAt).getTime()),
        executed: state?.executed ?? true,
        information: state?.information ?? '',
        lastRunTime: state?.lastRunTime?.toISOString() ?? null,
        nextRunTime: job?.nextRunAt ? new Date(job.nextRunAt).toISOString() : null,
        lastResult: last ? { succeeded: last.succeeded, message: last.message, startedAt: last.startedAt.toISOString(), finishedAt: last.finishedAt.toISOString() } : null,
      };
    }

    async function one(task: ScheduledTaskDefinition) {
      const [job, state] = await Promise.all([jobs().findOne({ name: task.key, type: 'single' }), States.findById(task.key).lean()]);
      return row(task, job ?? undefined, state ?? undefined, Date.now());
    }

    const scheduledTasks: ScheduledTasks = {
      async list() {
        const [jobDocs, states] = await Promise.all([jobs().find({ type: 'single' }).toArray(), States.find().lean()]);
        const now = Date.now();
        return SCHEDULED_TASKS.map((task) =>
          row(
            task,
            jobDocs.find((j) => j.name === task.key),
            states.find((s) => s._id === task.key),
            now,
          ),
        );
      },
      async runNow(task) {
        const now = new Date();
        for (;;) {
          const queued = await jobs().updateOne(
            { name: task.key, type: 'single', $or: [{ lockedAt: null }, { lockedAt: { $lte: new Date(Date.now() - config.TASK_LOCK_LIFETIME_MS) } }] },
            { $set: { nextRunAt: now } },
          );
          if (queued.matchedCount > 0) break;
          const [job, state] = await Promise.all([jobs().findOne({ name: task.key, type: 'single' }), States.findById(task.key).lean()]);
          if (!job) throw new ProblemError('serviceUnavailable', 'The task schedules are not set up yet; try again shortly.');
          // A run that has recorded its result is shown as finished while agenda has yet to let go of its lock (a
          // moment, longer on a busy machine): asked again then, it waits for the lock instead of being refused.
          if (row(task, job, state ?? undefined, Date.now()).running || Date.now() - now.getTime() > LOCK_RELEASE_WAIT_MS) {
            throw new ProblemError('conflict', `${task.name} is already running.`);
          }
          await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
        }
        if (task.fireAndForget) return one(task);
        const deadline = now.getTime() + config.TASK_TIMEOUT_MS + config.TASK_LOCK_LIFETIME_MS;
        for (;;) {
          const state = await States.findById(task.key).lean();
          if (state?.lastResult && state.lastResult.startedAt >= now) return one(task);
          if (Date.now() > deadline) throw new ProblemError('gatewayTimeout', `${task.name} did not finish in time.`);
          await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
        }
      },
    };
    fastify.decorate('scheduledTasks', scheduledTasks);
  },
  { name: 'scheduled-tasks', dependencies: ['firecrest-mongo', 'firecrest-event-bus'] },
);
