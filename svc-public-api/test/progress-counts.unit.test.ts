import { describe, expect, it } from 'vitest';
import { progressContribution, type CountedRecord } from '../src/reports/progress-counts';

const record = (fields: Partial<CountedRecord> = {}): CountedRecord => ({
  employeeId: 7, deleted: false, startDate: '2024-01-01', endDate: null, expiryDate: '2027-03-15', primaryStationId: 3, activeFrom: '2020-01-01', activeUntil: '9999-12-31', ...fields,
});
const counted = (records: CountedRecord[], day = '2026-11-26') => Object.fromEntries(progressContribution(records, day));

describe('progress counts: what one person adds', () => {
  it('counts a held record in its expiry month and day at the primary station, the person once, a past start as 0000-01-01', () => {
    expect(counted([record(), record({ expiryDate: null })])).toEqual({
      'month|0000-01-01|9999-12-31|2027-03\tstations.s3': 1,
      'days|0000-01-01|9999-12-31|2027-03\tdays.s3.d15': 1,
      'month|0000-01-01|9999-12-31|none\tstations.s3': 1,
      'people|0000-01-01|9999-12-31\tstations.s3': 1,
    });
  });

  it('leaves out deleted and ended records, and records of someone whose contracts ended or who is absent', () => {
    expect(counted([record({ deleted: true }), record({ endDate: '2026-11-25' }), record({ activeUntil: '2026-01-31' }), record({ activeFrom: '9999-12-31', activeUntil: '0000-01-01' })])).toEqual({});
  });

  it('keeps a future start and an end as the period (the earlier end of record and contract); no station is s0', () => {
    expect(counted([record({ startDate: '2027-01-10', endDate: '2027-06-30', activeUntil: '2027-05-31', primaryStationId: null, expiryDate: '2027-02-01' })])).toEqual({
      'month|2027-01-10|2027-05-31|2027-02\tstations.s0': 1,
      'days|2027-01-10|2027-05-31|2027-02\tdays.s0.d01': 1,
      'people|2027-01-10|2027-05-31\tstations.s0': 1,
    });
  });

  it('counts a person once per stretch of days they hold anything: overlapping and adjacent periods merge, a gap does not', () => {
    const people = (records: CountedRecord[]) => Object.entries(counted(records)).filter(([key]) => key.startsWith('people'));
    expect(people([record({ endDate: '2027-01-31' }), record({ startDate: '2027-02-01' })])).toEqual([['people|0000-01-01|9999-12-31\tstations.s3', 1]]);
    expect(people([record({ endDate: '2027-01-31' }), record({ startDate: '2027-03-01', endDate: '2027-04-30' })])).toEqual([
      ['people|0000-01-01|2027-01-31\tstations.s3', 1],
      ['people|2027-03-01|2027-04-30\tstations.s3', 1],
    ]);
  });

  it('gives the same keys on a later day for what has started since (a refresh then writes nothing)', () => {
    const before = counted([record()], '2026-11-26');
    expect(counted([record()], '2027-01-01')).toEqual(before);
  });

  it("leaves out a record whose copy of the employee has not come yet (it is counted with the employee's refresh)", () => {
    expect(counted([record({ activeFrom: undefined, activeUntil: undefined }), record({ expiryDate: null })])).toEqual({
      'month|0000-01-01|9999-12-31|none\tstations.s3': 1,
      'people|0000-01-01|9999-12-31\tstations.s3': 1,
    });
  });
});
