import { buildTestService, testTopicPrefix, uniqueSuffix } from '@firecrest/service-kit/testing';
import { SCHEDULED_TASKS } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema, type SchedulerConfig } from '../src/config';

/** No task comes due by itself during a test: every schedule is once a year, so only run-now calls run them. */
export const YEARLY = JSON.stringify(Object.fromEntries(SCHEDULED_TASKS.map((t) => [t.key, '0 0 1 1 *'])));

/** Scheduler instances sharing one database and topic prefix, as two replicas of the service would. */
export function schedulerCluster(env: Record<string, string>) {
  const shared = { MONGO_DB: `test_svc_scheduler_${uniqueSuffix()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix(), SCHEDULER_PROCESS_EVERY_MS: '200', TASK_SCHEDULES: YEARLY, ...env };
  return () => buildTestService<SchedulerConfig>('svc-scheduler', configSchema, app, shared);
}
