import { describe, expect, it } from 'vitest';
import { pdfTextObjects } from '@firecrest/service-kit/testing';
import { toPdf, type ExportColumn } from '../src/routes/logs/log-export';

describe('log PDF layout', () => {
  it('draws every header, however narrow its column, above the first row (issue 34: "Request type" overlapped it)', async () => {
    const columns: ExportColumn<{ a: string; b: string }>[] = [
      { header: 'Username', width: 18, value: (r) => r.a },
      { header: 'Request type', width: 6, value: (r) => r.b },
      { header: 'Request URL', width: 80, value: () => '/api/personnel/employees' },
    ];
    const placed = pdfTextObjects(await toPdf('Audit log', '1 entry', columns, [{ a: 'first.row', b: 'GET' }]));
    const row = placed.find((p) => p.text.includes('first.row'))!;
    const headers = placed.filter((p) => /Request|type|Username/.test(p.text) && !p.text.includes('first.row'));
    expect(headers.map((h) => h.text).join(' ')).toMatch(/Request\s*type/);
    // PDF y grows upwards: a header line drawn at or below the row's baseline (+ one 8 pt line) overlaps it.
    for (const header of headers) expect(header.y!, header.text).toBeGreaterThan(row.y! + 8);
  });
});
