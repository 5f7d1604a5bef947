import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, testTopicPrefix, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { configSchema } from '../src/config';

/** §2.3's training admin lists (issue 32): each one's rules on the real service and store. */
describe('training admin lists', () => {
  let training: TestService<BaseConfig>;
  let admin: Record<string, string>;
  const write = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => training.server.inject({ method, url: `/training/reference-items${url}`, payload, headers });
  const refusal = async (res: Awaited<ReturnType<typeof write>>) => ({ status: res.statusCode, errors: res.json().errors });

  beforeAll(async () => {
    training = await buildTestService('svc-training', configSchema, app, { KAFKA_TOPIC_PREFIX: testTopicPrefix() });
    admin = await training.as();
  });
  afterAll(() => training?.close());

  it('coded lists want a code, unique in the list; name-only lists a unique name', async () => {
    for (const kind of ['deliveryMethod', 'courseType', 'deliveryPpe']) {
      expect(await refusal(await write('POST', `/${kind}`, { name: 'No code' }))).toEqual({ status: 400, errors: [{ field: 'code', message: 'Required' }] });
      expect((await write('POST', `/${kind}`, { code: 'one', name: 'One' })).json()).toMatchObject({ kind, code: 'ONE', name: 'One' });
      expect((await write('POST', `/${kind}`, { code: 'ONE', name: 'Again' })).statusCode).toBe(409);
    }
    for (const kind of ['requestRejectReason', 'delegateCancellationReason', 'attendanceOptionReason']) {
      expect((await write('POST', `/${kind}`, { name: 'Operational need' })).json()).toMatchObject({ kind, code: '', name: 'Operational need' });
      expect((await write('POST', `/${kind}`, { name: 'Operational need' })).statusCode).toBe(409);
    }
  });

  it('requirements and attendance options need one of their §9 types', async () => {
    expect(await refusal(await write('POST', '/requirement', { code: 'VEG', name: 'Vegetarian meals' }))).toEqual({ status: 400, errors: [{ field: 'type', message: 'Required' }] });
    expect(await refusal(await write('POST', '/requirement', { code: 'VEG', name: 'Vegetarian meals', type: 'noShow' }))).toEqual({ status: 400, errors: [{ field: 'type', message: 'One of Learning, Catering' }] });
    expect((await write('POST', '/requirement', { code: 'VEG', name: 'Vegetarian meals', type: 'catering' })).json()).toMatchObject({ type: 'catering' });
    expect((await write('POST', '/attendanceOption', { code: 'LATE', name: 'Arrived late', type: 'lateArriver' })).json()).toMatchObject({ type: 'lateArriver' });
    expect(await refusal(await write('POST', '/deliveryMethod', { code: 'X', name: 'X', type: 'learning' }))).toEqual({ status: 400, errors: [{ field: 'type', message: 'This list has no types' }] });
  });

  it('the calendar legend gives each type of event one colour', async () => {
    expect(await refusal(await write('POST', '/calendarLegend', { name: 'Courses', type: 'trainingCentreCourse' }))).toEqual({ status: 400, errors: [{ field: 'colour', message: 'Required' }] });
    expect((await write('POST', '/calendarLegend', { name: 'Courses', type: 'trainingCentreCourse', colour: 'red' })).statusCode).toBe(400);
    const courses = (await write('POST', '/calendarLegend', { name: 'Courses', type: 'trainingCentreCourse', colour: '#1677FF' })).json();
    expect(courses).toMatchObject({ colour: '#1677ff', type: 'trainingCentreCourse' });
    expect(await refusal(await write('POST', '/calendarLegend', { name: 'More courses', type: 'trainingCentreCourse', colour: '#000000' }))).toEqual({ status: 409, errors: [{ field: 'type', message: 'Already used' }] });
    expect((await write('PUT', `/calendarLegend/${courses.id}`, { name: 'Courses', type: 'trainingCentreCourse', colour: '#00aa00' })).json()).toMatchObject({ colour: '#00aa00' });
  });

  it('each list is guarded by its own module', async () => {
    const ppeOnly = await training.as({ permissions: { PPE: ['view', 'create'] } });
    expect((await write('POST', '/deliveryPpe', { code: 'GLV', name: 'Gloves' }, ppeOnly)).statusCode).toBe(201);
    expect((await write('POST', '/courseType', { code: 'INIT', name: 'Initial' }, ppeOnly)).statusCode).toBe(403);
  });
});
