import { describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { modelSchemaDrift } from '../src';

const contract = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['station', 'trainingLocation'] },
    name: { type: 'string' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
    contacts: { type: 'array', items: { type: 'object', properties: { phone: { type: 'string' } } } },
    stationIds: { type: 'array', items: { type: 'integer' } },
    iconUrl: { type: ['string', 'null'] },
  },
} as const;
const model = () =>
  new Schema({
    _id: Number,
    kind: { type: String, enum: ['station', 'trainingLocation'] },
    name: String,
    lastModifiedDate: Date,
    contacts: [new Schema({ phone: String }, { _id: false })],
    stationIds: [Number],
    sealedSecret: String,
  });

describe('a model checked against its contract', () => {
  it('agrees when every contract field is stored as its type, store-only and derived fields said', () => {
    expect(modelSchemaDrift(model(), contract, { storeOnly: ['sealedSecret'], derived: ['iconUrl'] })).toEqual([]);
  });

  it('names a stored field the contract does not, and a contract field the model does not store', () => {
    expect(modelSchemaDrift(model(), contract)).toEqual([
      'iconUrl is in the contract but the model does not store it.',
      'sealedSecret is stored but the contract does not name it (list it in storeOnly if only the store keeps it).',
    ]);
  });

  it('names a field stored as another type, another enum, and a nested field gone', () => {
    const drifted = new Schema({
      _id: Number,
      kind: { type: String, enum: ['station'] },
      name: Number,
      lastModifiedDate: Date,
      contacts: [new Schema({ mobile: String }, { _id: false })],
      stationIds: [String],
    });
    expect(modelSchemaDrift(drifted, contract, { derived: ['iconUrl'] })).toEqual([
      'kind takes station, trainingLocation in the contract but station in the model.',
      'name is string in the contract but stored as Number.',
      'contacts.phone is in the contract but the model does not store it.',
      'contacts.mobile is stored but the contract does not name it (list it in storeOnly if only the store keeps it).',
      "stationIds's items are integer in the contract but stored as String.",
    ]);
  });

  it('reads a renamed field and a nested object under its path', () => {
    const nestedContract = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, icon: { type: 'object' } } } as const;
    const stored = new Schema({ _id: String, heading: String, icon: { name: String, data: Buffer } });
    expect(modelSchemaDrift(stored, nestedContract, { renamed: { title: 'heading' } })).toEqual([]);
  });

  it('compares a nullable object (`oneOf` null or the object) field by field', () => {
    const nullable = { type: 'object', properties: { id: { type: 'integer' }, evaluation: { oneOf: [{ type: 'null' }, { type: 'object', properties: { comment: { type: 'string' }, outcome: { type: 'integer' } } }] } } } as const;
    const stored = new Schema({ _id: Number, evaluation: { type: new Schema({ comment: String, outcome: String }, { _id: false }), default: null } });
    expect(modelSchemaDrift(stored, nullable)).toEqual(['evaluation.outcome is integer in the contract but stored as String.']);
  });
});
