import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { buildSystem, until } from './helper';
import { workforceEvents } from './workforce-events';

const now = new Date().toISOString();

describe('skill and booking mapping: subject areas and booking types mapped to the skills of the roster and availability systems', () => {
  let sys: TestService<SystemConfig>;
  type User = Parameters<TestService<SystemConfig>['as']>[0];
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, user: User = {}) =>
    sys.server.inject({ method, url: `/system/integrations${url}`, payload, headers: await sys.as(user) });

  beforeAll(async () => {
    sys = await buildSystem();
    const { ref, employee, area } = workforceEvents(sys.server, now);
    await ref('subjectArea', 1, 'BA', 'Breathing apparatus');
    await ref('subjectArea', 2, 'WR', 'Water rescue');
    await ref('subjectAreaStatus', 2, 'ACTIVE', 'Active');
    await ref('bookingType', 7, 'TRN', 'Training');
    await ref('bookingType', 8, 'EXAM', 'Assessment');
    await employee(1, 'Ann', 'Young');
    await area(1, 1, 2, 2);
    await until(async () => (await sys.server.system.Reference.countDocuments()) + (await sys.server.system.EmployeeSubjectArea.countDocuments()) + (await sys.server.system.Employee.countDocuments()), 7);
  });
  afterAll(async () => {
    await sys?.close();
  });

  it('offers the subject areas and booking types Firecrest knows, by code', async () => {
    expect((await call('GET', '/roster/mappings/subject-area/options')).json().data).toEqual([
      { id: 1, code: 'BA', name: 'Breathing apparatus' },
      { id: 2, code: 'WR', name: 'Water rescue' },
    ]);
    expect((await call('GET', '/availability/mappings/booking-type/options')).json().data.map((o: { code: string }) => o.code)).toEqual(['EXAM', 'TRN']);
  });

  it('maps a roster skill from subject areas: the employee-skills list reads it, an edit keeps the competencies of a subject area that stays, a delete removes it', async () => {
    const created = await call('POST', '/roster/mappings/subject-area', { skillCode: ' RESCUE ', name: 'Rescue crew', itemIds: [2] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('GET', '/roster/mappings/subject-area')).json().data).toEqual([{ id, skillCode: 'RESCUE', name: 'Rescue crew', items: [{ id: 2, code: 'WR', name: 'Water rescue' }] }]);
    // The employee-skills integration reads the mapping: Young holds water rescue, active.
    const skills = (await call('GET', '/roster/employee-skills?validOnly=true')).json();
    expect(skills.data).toMatchObject([{ skillMappingId: id, employeeId: 1, skillCode: 'RESCUE', valid: true }]);
    // Another system and the other source do not see it.
    expect((await call('GET', '/availability/mappings/subject-area')).json().data).toEqual([]);
    expect((await call('GET', '/roster/mappings/booking-type')).json().data).toEqual([]);

    await sys.server.system.SkillMappingType.updateOne({ _id: id }, { $set: { 'subjectAreas.0.competencyIds': [99] } });
    expect((await call('PUT', `/roster/mappings/subject-area/${id}`, { skillCode: 'RESCUE', name: 'Rescue crew', itemIds: [2, 1] })).statusCode).toBe(204);
    const stored = await sys.server.system.SkillMappingType.findById(id).lean();
    expect(stored?.subjectAreas).toEqual([{ subjectAreaId: 2, competencyIds: [99] }, { subjectAreaId: 1, competencyIds: [] }]);

    expect((await call('DELETE', `/roster/mappings/subject-area/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/roster/mappings/subject-area')).json().data).toEqual([]);
    expect((await call('GET', '/roster/employee-skills')).json().data).toEqual([]);
    expect((await call('DELETE', `/roster/mappings/subject-area/${id}`)).json().detail).toBe(`Skill mapping ${id} does not exist.`);
  });

  it('maps an availability skill from booking types and refuses, in sentences, what breaks the rules', async () => {
    const { id } = (await call('POST', '/availability/mappings/booking-type', { skillCode: 'TRAINING', name: 'On a course', itemIds: [7, 8] })).json();
    expect((await call('GET', '/availability/mappings/booking-type')).json().data[0].items.map((i: { code: string }) => i.code)).toEqual(['TRN', 'EXAM']);

    const blank = await call('POST', '/availability/mappings/booking-type', { skillCode: ' ', name: '', itemIds: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'skillCode', message: 'Enter the skill code the connected system uses.' },
      { field: 'name', message: 'Enter a name for the skill.' },
      { field: 'itemIds', message: 'Choose at least one booking type.' },
    ]);
    const unknown = await call('POST', '/availability/mappings/booking-type', { skillCode: 'X', name: 'X', itemIds: [7, 404] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('The booking type 404 does not exist.');
    const taken = await call('POST', '/availability/mappings/booking-type', { skillCode: 'TRAINING', name: 'Again', itemIds: [7] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('The skill TRAINING is already mapped from booking types; change that mapping instead.');
    // Its own code is not a clash when it is saved again; the same code on the roster system is another skill.
    expect((await call('PUT', `/availability/mappings/booking-type/${id}`, { skillCode: 'TRAINING', name: 'On a course', itemIds: [8] })).statusCode).toBe(204);
    expect((await call('POST', '/roster/mappings/booking-type', { skillCode: 'TRAINING', name: 'Roster', itemIds: [7] })).statusCode).toBe(201);
  });

  it("needs the system's skill module: view to read, create, edit and delete to change", async () => {
    const viewer = { permissions: { SKILLSUBJECTAREAVAVAILABILITY: ['view' as const] } };
    expect((await call('GET', '/availability/mappings/booking-type', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/roster/mappings/booking-type', undefined, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/availability/mappings/booking-type', { skillCode: 'Y', name: 'Y', itemIds: [7] }, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', '/availability/mappings/booking-type/1', undefined, viewer)).statusCode).toBe(403);
  });
});
