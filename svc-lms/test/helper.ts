import { expect, vi } from 'vitest';
import type { PermissionMap } from '@firecrest/contracts';
import { buildTestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app as personnelApp } from '../../svc-personnel/src/app';
import { configSchema as personnelConfig } from '../../svc-personnel/src/config';
import { app as trainingApp } from '../../svc-training/src/app';
import { configSchema as trainingConfig } from '../../svc-training/src/config';
import { app as publicApiApp } from '../../svc-public-api/src/app';
import { configSchema as publicApiConfig } from '../../svc-public-api/src/config';
import { app as lmsApp } from '../src/app';
import { configSchema as lmsConfig, type LmsConfig } from '../src/config';

const urlOf = (service: { server: { server: { address(): unknown } } }) => `http://127.0.0.1:${(service.server.server.address() as { port: number }).port}`;

/**
 * svc-personnel and svc-training (listening: svc-training asks personnel, svc-lms asks training over HTTP), the
 * public API and svc-lms on one fresh topic prefix, each with its own database.
 */
export async function buildLmsWorld(lmsEnv: Record<string, string> = {}) {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  const personnel = await buildTestService('svc-personnel', personnelConfig, personnelApp, env);
  await personnel.server.listen({ port: 0, host: '127.0.0.1' });
  const training = await buildTestService('svc-training', trainingConfig, trainingApp, { ...env, PERSONNEL_URL: urlOf(personnel) });
  await training.server.listen({ port: 0, host: '127.0.0.1' });
  const [api, lms] = await Promise.all([
    buildTestService('svc-public-api', publicApiConfig, publicApiApp, env),
    buildTestService<LmsConfig>('svc-lms', lmsConfig, lmsApp, { ...env, TRAINING_URL: urlOf(training), LMS_POLL_MINUTES: '0', ...lmsEnv }),
  ]);
  const [personnelAdmin, trainingAdmin, reader, admin] = await Promise.all([personnel.as(), training.as(), api.as(), lms.as({ username: 'lms.admin' })]);

  async function create(service: 'personnel' | 'training', url: string, payload: object) {
    const target = service === 'personnel' ? personnel : training;
    const res = await target.server.inject({ method: 'POST', url, payload, headers: service === 'personnel' ? personnelAdmin : trainingAdmin });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json();
  }

  return {
    personnel,
    training,
    api,
    lms,
    create,
    as: (permissions: PermissionMap) => lms.as({ username: 'limited.user', permissions }),
    /** An upload as the admin (or the given headers). */
    upload: (csv: string | Buffer, extra: { type?: string; fileName?: string } = {}, headers = admin) =>
      lms.server.inject({
        method: 'POST',
        url: '/lms/lmsrecords/import',
        headers,
        payload: { data: Buffer.from(csv).toString('base64'), type: extra.type ?? 'text/csv', fileName: extra.fileName ?? 'completions.csv' },
      }),
    get: (url: string, headers = admin) => lms.server.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object, headers = admin) => lms.server.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    v1: (url: string) => api.server.inject({ method: 'GET', url, headers: reader }),
    async until<T>(read: () => Promise<T>, check: (value: T) => void, timeout = 20_000) {
      await vi.waitFor(async () => check(await read()), { timeout, interval: 150 });
    },
    close: async () => {
      await Promise.all([lms.close(), api.close()]);
      await training.close();
      await personnel.close();
    },
  };
}
export type LmsWorld = Awaited<ReturnType<typeof buildLmsWorld>>;

/** Rows of a CSV with the template's columns. */
export const csvOf = (rows: string[][], header = 'GUID,ServiceNumber,LastName,FirstName,CourseCode,CourseName,CompletionStatus,CompletionDate') =>
  [header, ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
