import { describe, expect, it } from 'vitest';
import { extensionsUrl } from './extensions-query';

describe("the competency extensions screen's list call", () => {
  it('sends the filters set, the page and its size, and nothing else', () => {
    expect(extensionsUrl(new URLSearchParams('employeeId=7&from=2026-01-01&page=2&other=x'))).toBe(
      '/api/training/competency-extensions?employeeId=7&from=2026-01-01&page=2&itemsPerPage=50',
    );
    expect(extensionsUrl(new URLSearchParams())).toBe('/api/training/competency-extensions?page=0&itemsPerPage=50');
  });

  it('sends nothing while the date range is inverted or not a date', () => {
    expect(extensionsUrl(new URLSearchParams('from=2026-03-01&to=2026-02-01'))).toBeNull();
    expect(extensionsUrl(new URLSearchParams('from=someday'))).toBeNull();
  });
});
