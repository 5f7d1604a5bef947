import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORTS_DOC, reportsMarkdown } from '../src/reports/reports-doc';
import { REPORTS } from '../src/reports/definitions';
import { reportId } from '../src/reports/report-definition';

describe('report definitions', () => {
  it('docs/reports.md is current (regenerate it with the command it names)', () => {
    expect(readFileSync(REPORTS_DOC, 'utf8')).toBe(reportsMarkdown());
  });

  it('each definition is whole: unique ids, its sorts and chart and worksheet name its columns', () => {
    expect(new Set(REPORTS.map(reportId)).size).toBe(REPORTS.length);
    for (const r of REPORTS) {
      const keys = r.columns.map((c) => c.key);
      const sortable = r.source.kind === 'list' ? Object.keys(r.source.sortFields) : keys;
      expect(sortable, r.path).toContain(r.defaultSort.key);
      if (r.worksheetBy) expect(keys, r.path).toContain(r.worksheetBy);
      if (r.chart && !r.chart.rows) expect(keys, r.path).toEqual(expect.arrayContaining([r.chart.x, ...(r.chart.series ?? []), ...(r.chart.y ? [r.chart.y] : []), ...(r.chart.value ? [r.chart.value] : [])]));
    }
  });
});
