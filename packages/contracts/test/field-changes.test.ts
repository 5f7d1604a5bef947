import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../src/personnel/field-changes';

describe('fieldChanges', () => {
  const contract = { stationId: 1, startDate: '2020-01-01', endDate: null, isDefault: true };
  const employee = { id: 7, firstName: 'Ann', lastName: 'Lee', lineManagerIds: [2], contracts: [contract], lastModifiedDate: 'a' };

  it('lists nothing when nothing but the write time changed', () => {
    expect(fieldChanges(employee, { ...employee, lastModifiedDate: 'b' })).toEqual([]);
  });

  it('names a nested contract field by its path, with before and after', () => {
    const after = { ...employee, contracts: [{ ...contract, stationId: 3, endDate: '2024-12-31' }] };
    expect(fieldChanges(employee, after)).toEqual([
      { field: 'contracts.0.stationId', from: 1, to: 3 },
      { field: 'contracts.0.endDate', from: null, to: '2024-12-31' },
    ]);
  });

  it('lists an added and a removed contract field by field', () => {
    const added = fieldChanges(employee, { ...employee, contracts: [contract, { ...contract, stationId: 4, isDefault: false }] });
    expect(added).toEqual([
      { field: 'contracts.1.stationId', from: null, to: 4 },
      { field: 'contracts.1.startDate', from: null, to: '2020-01-01' },
      { field: 'contracts.1.isDefault', from: null, to: false },
    ]);
    expect(fieldChanges({ ...employee, contracts: [contract, contract] }, employee).map((c) => c.field)).toContain('contracts.1.stationId');
  });

  it('compares lists of ids whole and takes empty strings and nulls as the same nothing', () => {
    expect(fieldChanges(employee, { ...employee, lineManagerIds: [2, 5] })).toEqual([{ field: 'lineManagerIds', from: [2], to: [2, 5] }]);
    expect(fieldChanges({ email: '' }, { email: null })).toEqual([]);
  });

  it('lists every given field of a created record', () => {
    expect(fieldChanges(null, { id: 1, text: 'Hi', date: '2025-01-01' })).toEqual([
      { field: 'text', from: null, to: 'Hi' },
      { field: 'date', from: null, to: '2025-01-01' },
    ]);
  });
});
