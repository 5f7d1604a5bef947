import {
  INTEGRATION_MODULES,
  type IntegrationSystem,
} from '@firecrest/contracts';
import { nextId, type SecretBox } from '@firecrest/service-kit';
import { employeeSkillRows, notificationKey, skillDetail } from '../../integrations/employee-skills';
import { pushSkill } from '../../integrations/skill-adapter';
import { keepSkillNotification, keepSkillStatesOfMapping } from '../../integrations/skill-states';
import { openEndpoint } from './settings';
import type { IntegrationRoutes } from './integration-routes';

/** admin-area §2.14, §7: skill mapping types, the employee skills list, one mapping's detail, and the refresh. */
export const skillRoutes: IntegrationRoutes<{ system: IntegrationSystem; box: SecretBox }> = async (fastify, { system, box }) => {
  const m = fastify.system;
  const { skills: module, settings: settingsModule } = INTEGRATION_MODULES[system];
  const tags = [`${system} integration`];

  fastify.get('/skill-types', { config: { access: { permission: [module, 'view'] } }, schema: { tags, summary: 'Skill mapping types' } }, async () => ({
    data: (await m.SkillMappingType.find({ system }).sort({ skillCode: 1 }).lean()).map((t) => ({ id: t._id, skillCode: t.skillCode, name: t.name, subjectAreas: t.subjectAreas })),
  }));

  fastify.post(
    '/skill-types',
    { config: { access: { permission: [settingsModule, 'create'] } }, schema: { tags, summary: 'Map an external skill to subject areas and competencies', body: { $ref: 'SkillMappingTypeBody#' } } },
    async (request, reply) => {
      const id = await nextId(m.Counter, 'SkillMappingType');
      await m.SkillMappingType.create({ _id: id, system, ...request.body, skillCode: request.body.skillCode.trim(), createdDate: new Date() });
      await keepSkillStatesOfMapping(m, id);
      return reply.code(201).send({ id });
    },
  );

  fastify.get(
    '/employee-skills',
    { config: { access: { permission: [module, 'view'] } }, schema: { tags, summary: 'Employee skill mappings (paged; default Employee.LastName ascending)', querystring: { $ref: 'EmployeeSkillsQuery#' } } },
    async (request) => employeeSkillRows(m, system, request.query),
  );

  fastify.get(
    '/employee-skills/:skillMappingId/:employeeId',
    {
      config: { access: { permission: [module, 'view'] } },
      schema: {
        tags,
        summary: "One employee's mapping of one skill",
        params: { type: 'object', required: ['skillMappingId', 'employeeId'], properties: { skillMappingId: { type: 'integer', minimum: 1 }, employeeId: { type: 'integer', minimum: 1 } } },
      },
    },
    async (request) => skillDetail(m, system, request.params.skillMappingId, request.params.employeeId),
  );

  fastify.post(
    '/employee-skills/refresh',
    { config: { access: { permission: [module, 'edit'] } }, schema: { tags, summary: "Push the employee's current skill state to the external system", body: { $ref: 'SkillRefreshBody#' } } },
    async (request) => {
      const { skillMappingId, employeeId } = request.body;
      const detail = await skillDetail(m, system, skillMappingId, employeeId);
      await pushSkill(await openEndpoint(fastify, system, box), detail);
      const dateNotificationSent = new Date();
      await m.SkillNotification.replaceOne({ _id: notificationKey(system, skillMappingId, employeeId) }, { notificationSent: true, dateNotificationSent }, { upsert: true });
      await keepSkillNotification(m, skillMappingId, employeeId, dateNotificationSent);
      return { notificationSent: true, dateNotificationSent: dateNotificationSent.toISOString() };
    },
  );
};
