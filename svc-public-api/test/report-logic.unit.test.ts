import { describe, expect, it } from 'vitest';
import { addDays, bandCondition, expiryBand } from '../src/reports/expiry-bands';
import { parseReportFilters } from '../src/reports/report-filters';
import { sheetName } from '../src/reports/report-workbook';
import { reportStations } from '../src/reports/report-scope';
import { monthsBetween } from '../src/reports/definitions/training-attendance-report';

describe('report logic', () => {
  it('puts an expiry in its band on a given day', () => {
    expect(['2026-04-30', '2026-05-01', '2026-07-30', '2026-07-31', null].map((d) => expiryBand(d, '2026-05-01'))).toEqual(['expired', 'expiring', 'expiring', 'valid', 'noExpiry']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(bandCondition('expiring', '2026-05-01')).toEqual({ expiryDate: { $gte: '2026-05-01', $lte: '2026-07-30' } });
  });

  it('keeps only the filters a report takes and refuses wrong ones with a sentence', () => {
    expect(parseReportFilters({ stationIds: '2, 1,2', band: 'expired', courseName: 'x' }, ['stationIds', 'band'])).toEqual({ stationIds: [2, 1], band: 'expired' });
    expect(() => parseReportFilters({ from: '2026-05-02', to: '2026-05-01' }, ['from', 'to'])).toThrow('The filter from must not be after to.');
    expect(() => parseReportFilters({ stationIds: 'a' }, ['stationIds'])).toThrow('The filter stationIds must be a comma-separated list of ids.');
  });

  it('limits the stations to those the caller manages, and a filter never widens them', () => {
    expect(reportStations({ filters: {}, scope: null })).toBeNull();
    expect(reportStations({ filters: { stationIds: [1, 3] }, scope: [1, 2] })).toEqual([1]);
    expect(reportStations({ filters: { stationIds: [3] }, scope: [1, 2] })).toEqual([]);
    expect(reportStations({ filters: {}, scope: [1, 2] })).toEqual([1, 2]);
  });

  it('names worksheets as Excel allows, each once', () => {
    const taken = new Set<string>();
    expect([sheetName('A01 Alpha', taken), sheetName('a01 alpha', taken), sheetName('Day 1/2 [x]: long name beyond thirty-one characters', taken)]).toEqual([
      'A01 Alpha',
      'a01 alpha 2',
      'Day 1 2  x   long name beyond t',
    ]);
  });

  it('counts the months of a period for the charts', () => {
    expect(monthsBetween('2026-01-15', '2026-03-01')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });
});
