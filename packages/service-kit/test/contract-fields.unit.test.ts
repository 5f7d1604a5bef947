import { describe, expect, it } from 'vitest';
import { model, Schema } from 'mongoose';
import { contractFields, modelSchemaDrift } from '../src';

const contract = {
  type: 'object',
  properties: {
    places: { type: 'integer', minimum: 0 },
    share: { type: 'number' },
    onStation: { type: 'boolean' },
    comment: { type: 'string' },
    locationIds: { type: 'array', items: { type: 'integer' } },
    tags: { type: 'array', items: { type: 'string' } },
    contact: { type: ['string', 'null'] },
    address: { type: 'object', properties: { line: { type: 'string' } } },
  },
} as const;

describe("a contract's plain fields as mongoose definitions", () => {
  it('stores each as its JSON type with that type\'s empty value as default, lists as lists', () => {
    expect(contractFields(contract, ['places', 'share', 'onStation', 'comment', 'locationIds', 'tags'])).toEqual({
      places: { type: Number, default: 0 },
      share: { type: Number, default: 0 },
      onStation: { type: Boolean, default: false },
      comment: { type: String, default: '' },
      locationIds: { type: [Number], default: [] },
      tags: { type: [String], default: [] },
    });
  });

  it('gives a document without the fields their empty values, and agrees with the contract', () => {
    const schema = new Schema({ _id: Number, ...contractFields(contract, ['places', 'onStation', 'comment', 'locationIds']) }, { versionKey: false });
    const Probe = model('ContractFieldsProbe', schema);
    expect(new Probe({ _id: 1 }).toObject()).toEqual({ _id: 1, places: 0, onStation: false, comment: '', locationIds: [] });
    const { id, places, onStation, comment, locationIds } = { id: { type: 'integer' }, ...contract.properties } as const;
    expect(modelSchemaDrift(schema, { properties: { id, places, onStation, comment, locationIds } })).toEqual([]);
  });

  it('refuses a field that is not plain (nullable, an object), so its model writes it', () => {
    expect(() => contractFields(contract, ['contact'])).toThrow('contact is not a plain field');
    expect(() => contractFields(contract, ['address'])).toThrow('address is not a plain field');
  });
});
