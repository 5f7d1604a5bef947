import { randomUUID } from 'node:crypto';
import { contractBody, type EmployeeBody, type EmployeeEvent } from '@firecrest/contracts';
import type { Employee, StoredContract, StoredPhone } from '../../models/employee';

type Fields = Omit<Employee, '_id' | 'lastModifiedDate'>;

const DAY_MAX = '9999-12-31';
const today = () => new Date().toISOString().slice(0, 10);

/** Phones of a stored employee; rows written before phones had a prefix and a default flag kept plain numbers. */
export function phonesOf(e: Partial<Employee> & { phoneNumbers?: string[] }): StoredPhone[] {
  if (e.phones?.length) return e.phones;
  return (e.phoneNumbers ?? []).map((number, i) => ({ prefix: '', number, isDefault: i === 0 }));
}

/** The contract that counts as theirs: the flagged default, else the latest to start. */
export function defaultContract(contracts: StoredContract[]): StoredContract | undefined {
  return contracts.find((c) => c.isDefault) ?? [...contracts].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/** The fields the list filters, sorts and searches on, derived from the rest at every write. */
export function derivedFields(e: Pick<Employee, 'firstName' | 'lastName' | 'contracts'>) {
  const main = defaultContract(e.contracts);
  return {
    stationIds: unique(e.contracts.map((c) => c.stationId)),
    staffGroupIds: unique(e.contracts.map((c) => c.staffGroupId)),
    roleIds: unique(e.contracts.map((c) => c.roleId)),
    activeFrom: e.contracts.length ? e.contracts.map((c) => c.startDate).sort()[0] : DAY_MAX,
    activeUntil: e.contracts.length ? e.contracts.map((c) => c.endDate ?? DAY_MAX).sort().at(-1)! : '0000-01-01',
    lastNameLower: e.lastName.toLowerCase(),
    firstNameLower: e.firstName.toLowerCase(),
    serviceNumber: main?.serviceNumber ?? '',
    primaryStationId: main?.stationId ?? null,
    searchText: [e.firstName, e.lastName, `${e.firstName} ${e.lastName}`, ...e.contracts.map((c) => c.serviceNumber)].join(' ').toLowerCase(),
  };
}

export const isActive = (e: { activeFrom?: string; activeUntil?: string }, on = today()) => (e.activeFrom ?? DAY_MAX) <= on && on <= (e.activeUntil ?? '0000-01-01');

/** A valid body (shape and employeeRules) as stored: trimmed, defaults filled, one default contract and phone. */
export function storedFields(body: EmployeeBody, existing: Employee | null): Omit<Fields, keyof ReturnType<typeof derivedFields>> {
  const phones: StoredPhone[] = body.phones
    ? body.phones.map((p) => ({ prefix: (p.prefix ?? '').trim(), number: p.number.trim(), isDefault: Boolean(p.isDefault) }))
    : body.phoneNumbers
      ? body.phoneNumbers.map((number, i) => ({ prefix: '', number: number.trim(), isDefault: i === 0 }))
      : existing
        ? phonesOf(existing)
        : [];
  const contracts: StoredContract[] = body.contracts.map((c) => ({
    serviceNumber: (c.serviceNumber ?? '').trim(),
    roleId: c.roleId ?? null,
    stationId: c.stationId ?? null,
    watchId: c.watchId ?? null,
    rosterId: c.rosterId ?? null,
    staffGroupId: c.staffGroupId ?? null,
    startDate: c.startDate,
    endDate: c.endDate ?? null,
    isDefault: Boolean(c.isDefault),
  }));
  if (contracts.length && !contracts.some((c) => c.isDefault)) defaultContract(contracts)!.isDefault = true;
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    gartanId: body.gartanId ?? existing?.gartanId ?? randomUUID(),
    email: (body.email ?? '').trim().toLowerCase(),
    address: (body.address ?? '').trim(),
    phones,
    serviceStartDate: body.serviceStartDate ?? null,
    dateOfBirth: body.dateOfBirth ?? null,
    nationalInsuranceNo: (body.nationalInsuranceNo ?? '').replace(/\s+/g, '').toUpperCase(),
    externalSystemId: (body.externalSystemId ?? '').trim(),
    lineManagerIds: body.lineManagerIds ?? [],
    flexiDutyOfficer: body.flexiDutyOfficer ?? false,
    instructor: body.instructor ?? false,
    assessor: body.assessor ?? false,
    verifier: body.verifier ?? false,
    learningRequirements: (body.learningRequirements ?? '').trim(),
    cateringRequirements: (body.cateringRequirements ?? '').trim(),
    contracts,
  };
}

/** The employee as published and answered: §3.1 fields (phone numbers as text, default first) and the §3.2 details. */
export const employeeEvent = (e: Employee): EmployeeEvent => {
  const phones = phonesOf(e as Employee & { phoneNumbers?: string[] });
  return {
    id: e._id,
    firstName: e.firstName,
    lastName: e.lastName,
    gartanId: e.gartanId,
    email: e.email,
    address: e.address,
    phoneNumbers: [...phones].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((p) => [p.prefix, p.number].filter(Boolean).join(' ')),
    serviceStartDate: e.serviceStartDate,
    dateOfBirth: e.dateOfBirth,
    contracts: e.contracts.map(contractBody),
    phones: phones.map((p) => ({ prefix: p.prefix, number: p.number, isDefault: p.isDefault })),
    nationalInsuranceNo: e.nationalInsuranceNo ?? '',
    externalSystemId: e.externalSystemId ?? '',
    lineManagerIds: e.lineManagerIds ?? [],
    flexiDutyOfficer: Boolean(e.flexiDutyOfficer),
    instructor: Boolean(e.instructor),
    assessor: Boolean(e.assessor),
    verifier: Boolean(e.verifier),
    learningRequirements: e.learningRequirements ?? '',
    cateringRequirements: e.cateringRequirements ?? '',
    lastModifiedDate: e.lastModifiedDate.toISOString(),
  };
};
