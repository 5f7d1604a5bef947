import { describe, expect, it } from 'vitest';
import { REPORTS } from '../src/reports/definitions';
import { BAND_LABELS } from '../src/reports/expiry-bands';
import { FILTER_LABELS } from '../src/reports/report-context';
import { formatDay, formatMoment, requesterLanguage, translator } from '../src/reports/report-language';
import { cy } from '../src/reports/locales/cy';

describe('report files in the requester’s language (issue 36)', () => {
  it('takes the language on the profile, else the configured default', () => {
    expect(requesterLanguage({ language: 'cy' }, 'en-GB')).toBe('cy');
    expect(requesterLanguage({}, 'cy')).toBe('cy');
    expect(requesterLanguage({ language: 'fr' }, 'en-GB')).toBe('en-GB');
    expect(requesterLanguage(undefined, 'en-GB')).toBe('en-GB');
  });

  it('translates with values put in, and keeps English for en-GB', () => {
    expect(translator('cy')('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Tudalen 2 o 5');
    expect(translator('en-GB')('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translator('cy')('Training matrix')).toBe('Matrics hyfforddiant');
  });

  it('has Welsh for every report title, column title, filter name and expiry band', () => {
    const texts = new Set([
      ...REPORTS.flatMap((r) => [r.title, ...r.columns.map((c) => c.title)]),
      ...Object.values(FILTER_LABELS),
      ...Object.values(BAND_LABELS),
    ]);
    expect([...texts].filter((text) => !(text in cy))).toEqual([]);
  });

  it('writes days and moments as each language does, in UTC', () => {
    expect(formatDay('2026-03-05', 'cy')).toBe('05/03/2026');
    expect(formatDay('2026-03-05', 'en-GB')).toBe('05/03/2026');
    expect(formatMoment(new Date('2026-11-27T02:45:00Z'), 'cy')).toBe('27 Tachwedd 2026 am 02:45 UTC');
    expect(formatMoment(new Date('2026-11-27T02:45:00Z'), 'en-GB')).toBe('27 November 2026 at 02:45 UTC');
  });
});
