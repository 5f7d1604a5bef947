import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES, type FieldMessage } from './validation-messages';

const optionalId = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const optionalDate = { type: ['string', 'null'], format: 'date', default: null } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

/** One contract as written (spec §3.2 Contract): staff group, watch, role, location, roster, dates, default. */
export const contractBodySchema = {
  type: 'object',
  required: ['startDate'],
  additionalProperties: false,
  properties: {
    serviceNumber: text(30),
    roleId: optionalId,
    stationId: optionalId,
    watchId: optionalId,
    rosterId: optionalId,
    staffGroupId: optionalId,
    startDate: { type: 'string', format: 'date' },
    endDate: optionalDate,
    /** One contract is the default; left out everywhere, the latest-starting one is. */
    isDefault: { type: 'boolean', default: false },
  },
} as const;

export const phoneBodySchema = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: {
    prefix: { type: 'string', maxLength: 6, pattern: '^[0-9+]*$', default: '' },
    number: { type: 'string', maxLength: 30, pattern: '^[0-9 ()-]*$' },
    isDefault: { type: 'boolean', default: false },
  },
} as const;

/**
 * An employee as the portal and imports write it (spec §3.2 Employee). The shape is checked here; the rules JSON
 * Schema cannot say with the §5.2 wording (required text, one default phone, contracts in order and not overlapping)
 * are `employeeRules`, run by the form and again by svc-personnel.
 */
export const employeeBodySchema = {
  $id: 'EmployeeBody',
  type: 'object',
  required: ['firstName', 'lastName', 'contracts'],
  additionalProperties: false,
  properties: {
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    /** Left out on create to have one made; kept on replace unless given. */
    gartanId: { type: 'string', minLength: 1, maxLength: 64 },
    email: { type: 'string', maxLength: 200, anyOf: [{ format: 'email' }, { maxLength: 0 }], default: '' },
    address: text(300),
    nationalInsuranceNo: { type: 'string', maxLength: 13, pattern: '^[A-Za-z0-9 ]*$', default: '' },
    externalSystemId: text(64),
    /** Plain numbers (imports, the demo loader): the first is the default. `phones` wins when both are given. */
    phoneNumbers: { type: 'array', maxItems: 5, items: { type: 'string', pattern: '^[0-9 +()-]{3,30}$' } },
    phones: { type: 'array', maxItems: 5, items: phoneBodySchema },
    serviceStartDate: optionalDate,
    dateOfBirth: optionalDate,
    lineManagerIds: { type: 'array', maxItems: 10, uniqueItems: true, items: { type: 'integer', minimum: 1 }, default: [] },
    flexiDutyOfficer: { type: 'boolean', default: false },
    instructor: { type: 'boolean', default: false },
    assessor: { type: 'boolean', default: false },
    verifier: { type: 'boolean', default: false },
    learningRequirements: text(1000),
    cateringRequirements: text(1000),
    contracts: { type: 'array', maxItems: 20, items: contractBodySchema },
  },
} as const;
export type EmployeeBody = FromSchema<typeof employeeBodySchema>;
export type ContractBody = FromSchema<typeof contractBodySchema>;

/** A contract as stored or published, back to the fields a save takes (anything else it carries left out). */
export const contractBody = (c: Omit<ContractBody, 'isDefault'> & { isDefault?: boolean | null }): ContractBody => ({
  serviceNumber: c.serviceNumber,
  roleId: c.roleId,
  stationId: c.stationId,
  watchId: c.watchId,
  rosterId: c.rosterId,
  staffGroupId: c.staffGroupId,
  startDate: c.startDate,
  endDate: c.endDate,
  isDefault: Boolean(c.isDefault),
});
type ContractDates = { startDate: string; endDate?: string | null; isDefault?: boolean };

const blank = (s: string | undefined | null) => !s || !s.trim();
const overlaps = (a: ContractDates, b: ContractDates) => a.startDate <= (b.endDate ?? '9999-12-31') && b.startDate <= (a.endDate ?? '9999-12-31');

/** Contract rules: end after start, at most one default, no two periods overlapping (the later one is named). */
export function contractRules(contracts: ContractDates[], prefix = 'contracts'): FieldMessage[] {
  const errors: FieldMessage[] = [];
  contracts.forEach((c, i) => {
    if (!c.startDate) errors.push({ field: `${prefix}.${i}.startDate`, message: MESSAGES.required });
    else if (c.endDate && c.endDate < c.startDate) errors.push({ field: `${prefix}.${i}.endDate`, message: MESSAGES.endAfterStart });
  });
  if (contracts.filter((c) => c.isDefault).length > 1) errors.push({ field: prefix, message: MESSAGES.onlyOneDefaultContract });
  contracts.forEach((c, j) => {
    if (c.startDate && contracts.slice(0, j).some((a) => a.startDate && overlaps(a, c))) errors.push({ field: `${prefix}.${j}.startDate`, message: MESSAGES.contractsOverlap });
  });
  return errors;
}

/** Phone rules: a number in each row, and exactly one default when there are any. */
export function phoneRules(phones: { number?: string; isDefault?: boolean }[], prefix = 'phones'): FieldMessage[] {
  const errors: FieldMessage[] = phones.flatMap((p, i) => (blank(p.number) ? [{ field: `${prefix}.${i}.number`, message: MESSAGES.required }] : []));
  const defaults = phones.filter((p) => p.isDefault).length;
  if (phones.length && defaults === 0) errors.push({ field: prefix, message: MESSAGES.oneDefaultPhone });
  if (defaults > 1) errors.push({ field: prefix, message: MESSAGES.onlyOneDefaultPhone });
  return errors;
}

/** Every §5.2 rule of an employee body; empty when it may be saved. */
export function employeeRules(body: Partial<EmployeeBody>, today = new Date().toISOString().slice(0, 10)): FieldMessage[] {
  const errors: FieldMessage[] = [];
  if (blank(body.firstName)) errors.push({ field: 'firstName', message: MESSAGES.required });
  if (blank(body.lastName)) errors.push({ field: 'lastName', message: MESSAGES.required });
  if (body.dateOfBirth && body.dateOfBirth > today) errors.push({ field: 'dateOfBirth', message: MESSAGES.futureDatesNotAllowed });
  if (body.phones) errors.push(...phoneRules(body.phones));
  errors.push(...contractRules(body.contracts ?? []));
  return errors;
}
