import { describe, expect, it } from 'vitest';
import { ordered, type SearchRow } from '../src/routes/employees/search-index';

const row = (_id: number, lastNameLower: string, serviceNumber?: string) => ({ _id, lastNameLower, serviceNumber }) as SearchRow;

describe('the personnel list order', () => {
  const rows = [row(3, 'baker', 'FF2'), row(1, 'adams'), row(2, 'baker', 'FF1'), row(4, 'clarke', 'FF3')];

  it('sorts by the field, ties by id in the same direction, and leaves the loaded list as it was', () => {
    expect(ordered(rows, 'lastNameLower', 1).map((r) => r._id)).toEqual([1, 2, 3, 4]);
    expect(ordered(rows, 'lastNameLower', -1).map((r) => r._id)).toEqual([4, 3, 2, 1]);
    expect(rows.map((r) => r._id)).toEqual([3, 1, 2, 4]);
  });

  it('puts a missing value first, as an empty text', () => {
    expect(ordered(rows, 'serviceNumber', 1).map((r) => r._id)).toEqual([1, 2, 3, 4]);
    expect(ordered(rows, '_id', -1).map((r) => r._id)).toEqual([4, 3, 2, 1]);
  });
});
