import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toPdf, type ExportColumn } from '../src/routes/logs/log-export';

/** Each piece of text a PDF draws, with the baseline it is drawn on (pdfkit's `1 0 0 1 x y Tm` before its TJ). */
function placedText(pdf: Buffer): { y: number; text: string }[] {
  const raw = pdf.toString('latin1');
  const placed: { y: number; text: string }[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm[\s\S]*?\[([^\]]*)\] TJ/g)) {
      const text = [...block[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      placed.push({ y: Number(block[1]), text });
    }
  }
  return placed;
}

describe('log PDF layout', () => {
  it('draws every header, however narrow its column, above the first row (issue 34: "Request type" overlapped it)', async () => {
    const columns: ExportColumn<{ a: string; b: string }>[] = [
      { header: 'Username', width: 18, value: (r) => r.a },
      { header: 'Request type', width: 6, value: (r) => r.b },
      { header: 'Request URL', width: 80, value: () => '/api/personnel/employees' },
    ];
    const placed = placedText(await toPdf('Audit log', '1 entry', columns, [{ a: 'first.row', b: 'GET' }]));
    const row = placed.find((p) => p.text.includes('first.row'))!;
    const headers = placed.filter((p) => /Request|type|Username/.test(p.text) && !p.text.includes('first.row'));
    expect(headers.map((h) => h.text).join(' ')).toMatch(/Request\s*type/);
    // PDF y grows upwards: a header line drawn at or below the row's baseline (+ one 8 pt line) overlaps it.
    for (const header of headers) expect(header.y, header.text).toBeGreaterThan(row.y + 8);
  });
});
