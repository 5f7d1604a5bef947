import { describe, expect, it } from 'vitest';
import { bookmarkSchema as bookmarkContract } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { bookmarkSchema } from '../src/models/bookmark';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-system's models agree with their contracts", () => {
  it("a bookmark: the icon's bytes stay in the store, its URL and name are worked out when answering", () => {
    expect(modelSchemaDrift(bookmarkSchema, bookmarkContract, { derived: ['icon', 'iconName'], storeOnly: ['icon', 'lastModifiedDate'] })).toEqual([]);
  });
});
