import { describe, expect, it } from 'vitest';
import { employeeCompetencyEventSchema, employeeEventSchema, locationDetailsSchema } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { competencyCopySchema } from '../src/models/competency-copy';
import { employeeSchema } from '../src/models/employee';
import { locationSchema } from '../src/models/location';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-personnel's models agree with their contracts", () => {
  it('a location stores exactly what the portal is shown of it', () => {
    expect(modelSchemaDrift(locationSchema, locationDetailsSchema)).toEqual([]);
  });

  it('an employee stores what its event carries, and the fields the list filters, sorts and searches on beside', () => {
    expect(
      modelSchemaDrift(employeeSchema, employeeEventSchema, {
        // the plain numbers are read from the stored phones (default first)
        derived: ['phoneNumbers'],
        storeOnly: ['stationIds', 'staffGroupIds', 'roleIds', 'activeFrom', 'activeUntil', 'lastNameLower', 'firstNameLower', 'serviceNumber', 'primaryStationId', 'searchText'],
      }),
    ).toEqual([]);
  });

  it("the copy of svc-training's competency records keeps the fields the status counts read, by their contract's names", () => {
    expect(
      modelSchemaDrift(competencyCopySchema, employeeCompetencyEventSchema, {
        // not copied: the status counts need neither the program, the end date nor who changed the record
        derived: ['competencyProgramId', 'endDate', 'lastModifiedBy'],
        storeOnly: ['deleted'],
      }),
    ).toEqual([]);
  });
});
