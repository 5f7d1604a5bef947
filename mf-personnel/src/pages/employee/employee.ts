import { contractBody, type EmployeeBody, type EmployeeEvent } from '@firecrest/contracts';

/** An employee as svc-personnel answers it. */
export type Employee = EmployeeEvent;
export type Contract = EmployeeEvent['contracts'][number];

export const employeeUrl = (id: number | string) => `/api/personnel/employees/${id}`;

/** The body that saves an employee as loaded, with some fields changed. */
export function toBody(e: Employee, changes: Partial<EmployeeBody> = {}): EmployeeBody {
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    gartanId: e.gartanId,
    email: e.email,
    address: e.address,
    nationalInsuranceNo: e.nationalInsuranceNo ?? '',
    externalSystemId: e.externalSystemId ?? '',
    phones: e.phones ?? [],
    serviceStartDate: e.serviceStartDate,
    dateOfBirth: e.dateOfBirth,
    lineManagerIds: e.lineManagerIds ?? [],
    flexiDutyOfficer: e.flexiDutyOfficer ?? false,
    instructor: e.instructor ?? false,
    assessor: e.assessor ?? false,
    verifier: e.verifier ?? false,
    learningRequirements: e.learningRequirements ?? '',
    cateringRequirements: e.cateringRequirements ?? '',
    contracts: e.contracts.map(contractBody),
    ...changes,
  };
}

/** Empty strings from the form's inputs mean "not given". */
export const orNull = (v: string | null | undefined) => (v ? v : null);
