import { describe, expect, it } from 'vitest';
import type { ReportInfo } from '@firecrest/contracts';
import { filtersOf, reportAt, rowsUrl, shownCell } from './report-query';

const report = { id: 'competencies-report', path: 'personnel/competencies-report', filters: ['stationIds', 'band'] } as ReportInfo;

describe('report query', () => {
  it('sends only the filters the report takes, with paging and sort', () => {
    const params = new URLSearchParams('stationIds=1,2&courseName=x&page=2&sort=employee&order=desc');
    expect(filtersOf(params, report)).toEqual({ stationIds: '1,2' });
    expect(rowsUrl(report, params)).toBe('/api/reporting/reports/competencies-report/rows?stationIds=1%2C2&page=2&size=25&sort=employee&order=desc');
  });

  it('finds the report of a URL and shows cells as sentences do', () => {
    expect(reportAt([report], '/reporting/rt/personnel/competencies-report/')?.id).toBe('competencies-report');
    expect(reportAt([report], '/reporting/rt/nothing')).toBeUndefined();
    expect(shownCell('percent', 75)).toBe('75.0%');
    expect(shownCell('text', null)).toBe('–');
  });
});
