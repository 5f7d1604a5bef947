import { describe, expect, it } from 'vitest';
import { lmsRecordSchema as lmsRecordContract } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { lmsRecordSchema } from '../src/models/lms-record';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-lms's models agree with their contracts", () => {
  it('an LMS record: the contract plus the ids the importer keeps', () => {
    expect(modelSchemaDrift(lmsRecordSchema, lmsRecordContract, { storeOnly: ['importId', 'competencyId', 'locationIds'] })).toEqual([]);
  });
});
