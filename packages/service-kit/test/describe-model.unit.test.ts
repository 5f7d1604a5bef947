import { describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import { describeModels, describeSchema } from '../src';

const f = (name: string, type: string, required = false, index = false) => ({ name, type, required, index });

describe('the description of a mongoose schema', () => {
  const periodSchema = new Schema({ from: { type: Date, required: true }, to: Date });
  const contractSchema = new Schema({ role: { type: String, required: true }, period: periodSchema, stationIds: [Number] });
  const employeeSchema = new Schema({
    _id: Number,
    gartanId: { type: String, unique: true },
    lastName: { type: String, required: true, index: true },
    address: { street: String, postcode: { type: String, required: true } },
    contracts: [contractSchema],
    tags: [String],
    notes: Schema.Types.Mixed,
  });

  it('lists every field with its type, required and index, and each sub-document at its path, parents first', () => {
    expect(describeSchema(employeeSchema)).toEqual({
      fields: [
        f('_id', 'Number', true, true),
        f('gartanId', 'String', false, true),
        f('lastName', 'String', true, true),
        f('address.street', 'String'),
        f('address.postcode', 'String', true),
        f('contracts', 'Object[]'),
        f('tags', 'String[]'),
        f('notes', 'Mixed'),
      ],
      embedded: [
        { path: 'contracts', fields: [f('role', 'String', true), f('period', 'Object'), f('stationIds', 'Number[]'), f('_id', 'ObjectId', true, true)] },
        { path: 'contracts.period', fields: [f('from', 'Date', true), f('to', 'Date'), f('_id', 'ObjectId', true, true)] },
      ],
    });
  });

  it('describes every model of a connection by name, with its collection', () => {
    const connection = mongoose.createConnection();
    connection.model('Employee', employeeSchema, 'employees');
    connection.model('Station', new Schema({ callSign: String }));
    expect(describeModels(connection).map(({ name, collection, fields }) => ({ name, collection, fields: fields.map((x) => x.name) }))).toEqual([
      { name: 'Employee', collection: 'employees', fields: ['_id', 'gartanId', 'lastName', 'address.street', 'address.postcode', 'contracts', 'tags', 'notes', '__v'] },
      { name: 'Station', collection: 'stations', fields: ['callSign', '_id', '__v'] },
    ]);
  });
});
