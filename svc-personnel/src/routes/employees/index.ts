import { randomUUID } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import { employeeEvents, type EmployeeEvent } from '@firecrest/contracts';
import { assertExisting, entityRoutes, existingIdsRoute, fieldProblem } from '@firecrest/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { Employee } from '../../models/employee';

const date = { type: 'string', format: 'date' } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, default: null } as const;

export const employeeBodySchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'contracts'],
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    lastName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    /** Left out on create to have one made; kept on replace unless given. */
    gartanId: { type: 'string', minLength: 1, maxLength: 64 },
    email: { type: 'string', maxLength: 200, anyOf: [{ format: 'email' }, { maxLength: 0 }], default: '' },
    address: { type: 'string', maxLength: 300, default: '' },
    phoneNumbers: { type: 'array', maxItems: 5, items: { type: 'string', pattern: '^[0-9 +()-]{3,30}$' }, default: [] },
    serviceStartDate: { type: ['string', 'null'], format: 'date', default: null },
    dateOfBirth: { type: ['string', 'null'], format: 'date', default: null },
    contracts: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['startDate'],
        additionalProperties: false,
        properties: {
          serviceNumber: { type: 'string', maxLength: 30, default: '' },
          roleId: optionalId,
          stationId: optionalId,
          watchId: optionalId,
          rosterId: optionalId,
          staffGroupId: optionalId,
          startDate: date,
          endDate: { type: ['string', 'null'], format: 'date', default: null },
        },
      },
    },
  },
} as const;
type EmployeeBody = FromSchema<typeof employeeBodySchema>;

export const employeeEvent = (e: Employee): EmployeeEvent => ({
  id: e._id,
  firstName: e.firstName,
  lastName: e.lastName,
  gartanId: e.gartanId,
  email: e.email,
  address: e.address,
  phoneNumbers: e.phoneNumbers,
  serviceStartDate: e.serviceStartDate,
  dateOfBirth: e.dateOfBirth,
  contracts: e.contracts.map((c) => ({
    serviceNumber: c.serviceNumber,
    roleId: c.roleId,
    stationId: c.stationId,
    watchId: c.watchId,
    rosterId: c.rosterId,
    staffGroupId: c.staffGroupId,
    startDate: c.startDate,
    endDate: c.endDate,
  })),
  lastModifiedDate: e.lastModifiedDate.toISOString(),
});

/** Employees and their contracts (`/personnel/employees`): references must exist, contract dates must be in order. */
export const employeeRoutes: FastifyPluginAsync = async (fastify) => {
  const { Employee: Employees, Location, ReferenceItem, Counter } = fastify.personnel;
  const organisationIds = (body: EmployeeBody, field: 'roleId' | 'watchId' | 'rosterId' | 'staffGroupId', kind: string) =>
    assertExisting(ReferenceItem, `contracts.${field}`, body.contracts.map((c) => (c[field] ? `${kind}:${c[field]}` : null)));

  await fastify.register(
    entityRoutes<Employee, EmployeeBody, EmployeeEvent>({
      noun: 'Employee',
      module: 'EMPLOYEES',
      model: Employees,
      counters: Counter,
      events: employeeEvents,
      body: employeeBodySchema,
      toEvent: employeeEvent,
      unique: { field: 'gartanId', message: 'Already used by another employee.' },
      async prepare(body, _request, existing) {
        body.contracts.forEach((c, i) => {
          if (c.endDate && c.endDate < c.startDate) throw fieldProblem(`contracts.${i}.endDate`, 'The end date is before the start date.');
        });
        await assertExisting(Location, 'contracts.stationId', body.contracts.map((c) => c.stationId), { kind: 'station' });
        await organisationIds(body, 'roleId', 'employeeRole');
        await organisationIds(body, 'watchId', 'watch');
        await organisationIds(body, 'rosterId', 'roster');
        await organisationIds(body, 'staffGroupId', 'staffGroup');
        const gartanId = body.gartanId ?? existing?.gartanId ?? randomUUID();
        return {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          gartanId,
          email: (body.email ?? '').trim().toLowerCase(),
          address: (body.address ?? '').trim(),
          phoneNumbers: body.phoneNumbers ?? [],
          serviceStartDate: body.serviceStartDate ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
          contracts: body.contracts.map((c) => ({
            serviceNumber: (c.serviceNumber ?? '').trim(),
            roleId: c.roleId ?? null,
            stationId: c.stationId ?? null,
            watchId: c.watchId ?? null,
            rosterId: c.rosterId ?? null,
            staffGroupId: c.staffGroupId ?? null,
            startDate: c.startDate,
            endDate: c.endDate ?? null,
          })),
        };
      },
    }),
  );
  existingIdsRoute(fastify, Employees, 'EMPLOYEES');
};
