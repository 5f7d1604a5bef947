import type { FastifyPluginAsync } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Model } from 'mongoose';
import { BULK_MAX } from '@firecrest/service-kit';

const ids = { type: 'array', maxItems: BULK_MAX, items: { type: 'integer', minimum: 1 }, default: [] } as const;
const referencesBody = { type: 'object', additionalProperties: false, properties: { employeeIds: ids, locationIds: ids } } as const;
type ReferencesBody = FromSchema<typeof referencesBody>;

/** Which of the ids some rows name in `field` (a number or a list of numbers). */
async function named(model: Model<any>, field: string, wanted: number[]): Promise<number[]> {
  if (!wanted.length) return [];
  const rows = await model.find({ [field]: { $in: wanted } }, { [field]: 1 }).lean<Record<string, number | number[]>[]>();
  const asked = new Set(wanted);
  return rows.flatMap((r) => [r[field]].flat()).filter((id): id is number => typeof id === 'number' && asked.has(id));
}

/**
 * `POST /training/references` with `{ employeeIds, locationIds }` answers those of them that training records still
 * name (competency and subject area records, attendees and bookings; training events' locations and incidents'
 * stations): svc-personnel asks before it deletes an employee or a location, so no training record is left naming
 * nobody.
 */
export const referenceRoutes: FastifyPluginAsync = async (fastify) => {
  const t = fastify.training;
  fastify.post<{ Body: ReferencesBody }>(
    '/references',
    {
      config: { access: { permission: ['EMPLOYEES', 'view'] } },
      schema: { tags: ['references'], summary: 'Which employees and locations training records name (for svc-personnel)', body: referencesBody },
    },
    async (request) => {
      const employeeIds = request.body.employeeIds ?? [];
      const locationIds = request.body.locationIds ?? [];
      const found = await Promise.all([
        named(t.EmployeeCompetency, 'employeeId', employeeIds),
        named(t.EmployeeSubjectArea, 'employeeId', employeeIds),
        named(t.TrainingEventAttendee, 'employeeId', employeeIds),
        named(t.TrainingEventBooking, 'employeeId', employeeIds),
      ]);
      const places = await Promise.all([named(t.TrainingEvent, 'trainingLocationIds', locationIds), named(t.Incident, 'stationIds', locationIds)]);
      const sorted = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);
      return { employeeIds: sorted(found), locationIds: sorted(places) };
    },
  );
};
