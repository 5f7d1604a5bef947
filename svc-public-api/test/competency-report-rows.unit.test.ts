import { describe, expect, it } from 'vitest';
import { competencyReportRowsOf, unpackRecord, type ExportedRecord } from '../src/reports/competency-report-rows';

const person = { employeeId: 7, gartanId: 'G7', lastNameLower: 'ames', stationIds: [1, 2], primaryStationId: 1, stationCallSignLower: 'a01', activeFrom: '2020-01-01', activeUntil: '9999-12-31' };
const record = (id: number, extra: Partial<ExportedRecord> = {}): ExportedRecord => ({
  _id: id, competencyId: 10 + id, statusId: 2, startDate: '2024-01-01', endDate: null, expiryDate: '2027-01-01', deleted: false, ...person, ...extra,
});

describe('a person’s competencies export document', () => {
  it('holds the records not deleted, in record id order, with the person’s copies', () => {
    const doc = competencyReportRowsOf([record(3), record(1, { expiryDate: null, endDate: '2026-01-31' }), record(2, { deleted: true })]);
    expect(doc).toMatchObject({ _id: 7, gartanId: 'G7', lastNameLower: 'ames', stationIds: [1, 2], primaryStationId: 1, stationCallSignLower: 'a01', recordIds: [1, 3] });
    expect(doc!.rows.map(unpackRecord)).toEqual([
      { id: 1, competencyId: 11, statusId: 2, startDate: '2024-01-01', endDate: '2026-01-31', expiryDate: null },
      { id: 3, competencyId: 13, statusId: 2, startDate: '2024-01-01', endDate: null, expiryDate: '2027-01-01' },
    ]);
  });

  it('is none when every record is deleted or there is none', () => {
    expect(competencyReportRowsOf([record(1, { deleted: true })])).toBeNull();
    expect(competencyReportRowsOf([])).toBeNull();
  });
});
