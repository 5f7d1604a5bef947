import { request } from 'undici';
import { IDENTITY_HEADER, serviceIdentity, signIdentity } from '@firecrest/service-kit';
import type { ScheduledTaskDefinition, TaskResult } from '@firecrest/contracts';

/** svc-scheduler towards the owners: may run their tasks (and the LMS source), nothing more. */
const SERVICE = serviceIdentity('svc-scheduler', 'Scheduler service', { SCHEDULED_TASKS: ['view', 'edit'], LMS_IMPORTS: ['view', 'create', 'edit'] });

export interface OwnerUrls {
  TRAINING_URL: string;
  PERSONNEL_URL: string;
  LMS_URL: string;
  INTERNAL_TOKEN_SECRET: string;
  TASK_TIMEOUT_MS: number;
}

/** A task's work asked of the service that owns the data, signed as svc-scheduler; answers the run's one-line result. */
export function ownerCalls(config: OwnerUrls) {
  interface Answer {
    status: number;
    ok: boolean;
    json(): Promise<unknown>;
  }
  // A signed identity is for one call to one service. A task may take many minutes: no header timeout but the task's.
  async function post(owner: string, url: string): Promise<Answer> {
    const token = await signIdentity(SERVICE, config.INTERNAL_TOKEN_SECRET, owner);
    const res = await request(url, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: token },
      headersTimeout: config.TASK_TIMEOUT_MS,
      bodyTimeout: config.TASK_TIMEOUT_MS,
      signal: AbortSignal.timeout(config.TASK_TIMEOUT_MS),
    });
    const text = await res.body.text();
    return { status: res.statusCode, ok: res.statusCode >= 200 && res.statusCode < 300, json: async () => JSON.parse(text) as unknown };
  }
  async function failure(res: Answer): Promise<Error> {
    const body = (await res.json().catch(() => null)) as { detail?: string; title?: string } | null;
    return new Error(body?.detail ?? `${res.status} ${body?.title ?? 'error'}`);
  }
  const unreachable = (owner: string) => (err: Error) => {
    throw new Error(`${owner} is not answering (${err.cause instanceof Error ? err.cause.message : err.message})`);
  };

  return {
    async run(task: Pick<ScheduledTaskDefinition, 'key' | 'owner'>): Promise<string> {
      if (task.owner === 'svc-lms') return runLms();
      const [base, prefix] = task.owner === 'svc-personnel' ? [config.PERSONNEL_URL, 'personnel'] : [config.TRAINING_URL, 'training'];
      const res = await post(task.owner, `${base}/${prefix}/tasks/${task.key}`).catch(unreachable(task.owner));
      if (!res.ok) throw await failure(res);
      return ((await res.json()) as TaskResult).result;
    },
  };

  /** The LMS import source lives in svc-lms; until that service serves one, the run says so plainly. */
  async function runLms(): Promise<string> {
    const res = await post('svc-lms', `${config.LMS_URL}/lms/lmsrecords/service/run`).catch(() => null);
    if (!res || res.status === 404 || res.status === 405 || res.status === 501) return 'No LMS import source configured: svc-lms does not offer a scheduled source yet.';
    if (!res.ok) throw await failure(res);
    const body = (await res.json().catch(() => ({}))) as Partial<TaskResult> & { importLog?: string[] };
    if (typeof body.result === 'string') return body.result;
    if (Array.isArray(body.importLog)) return body.importLog.at(-1) ?? 'LMS import ran: nothing to import.';
    return 'LMS import ran.';
  }
}
export type OwnerCalls = ReturnType<typeof ownerCalls>;
