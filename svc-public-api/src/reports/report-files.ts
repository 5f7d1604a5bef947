import type { Writable } from 'node:stream';
import type { ReportContext, ReportDefinition } from './report-definition';
import { allRows, type RowOrder } from './report-rows';
import { writeReportPdf } from './report-pdf';
import { writeReportWorkbook, type ReportHeading } from './report-workbook';

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The file's name: the report's id and the day, e.g. `competencies-report-2026-05-01.xlsx`. */
export const fileName = (id: string, format: keyof typeof CONTENT_TYPES, at: Date) => `${id}-${at.toISOString().slice(0, 10)}.${format}`;

/** Writes the whole report as Excel or PDF to `out`; answers the rows written. */
export function writeReportFile(
  format: keyof typeof CONTENT_TYPES,
  definition: ReportDefinition,
  ctx: ReportContext,
  order: RowOrder,
  out: Writable,
  heading: ReportHeading,
  onProgress?: (rows: number) => Promise<void>,
): Promise<number> {
  const rows = allRows(definition, ctx, order);
  return format === 'xlsx' ? writeReportWorkbook(definition, rows, out, heading, onProgress) : writeReportPdf(definition, rows, out, heading);
}
