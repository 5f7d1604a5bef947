import { describe, expect, it } from 'vitest';
import { locationDetailsSchema } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { locationSchema } from '../src/models/location';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-personnel's models agree with their contracts", () => {
  it('a location stores exactly what the portal is shown of it', () => {
    expect(modelSchemaDrift(locationSchema, locationDetailsSchema)).toEqual([]);
  });
});
