import type { Model } from 'mongoose';
import { BULK_MAX, type TypedRoutes } from '@firecrest/service-kit';

const ids = { type: 'array', maxItems: BULK_MAX, items: { type: 'integer', minimum: 1 }, default: [] } as const;
const referencesBody = { type: 'object', additionalProperties: false, properties: { employeeIds: ids, locationIds: ids } } as const;
const namedIds = { type: 'array', items: { type: 'integer' } } as const;
const referencesAnswer = { type: 'object', required: ['employeeIds', 'locationIds'], additionalProperties: false, properties: { employeeIds: namedIds, locationIds: namedIds } } as const;

/** Which of the ids some rows name in `field` (a number or a list of numbers). */
async function named<T>(model: Model<T>, field: string, wanted: number[]): Promise<number[]> {
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
export const referenceRoutes: TypedRoutes = async (fastify) => {
  const t = fastify.training;
  fastify.post(
    '/references',
    {
      config: { access: { permission: ['EMPLOYEES', 'view'] } },
      schema: { tags: ['references'], summary: 'Which employees and locations training records name (for svc-personnel)', body: referencesBody, response: { 200: referencesAnswer } },
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
