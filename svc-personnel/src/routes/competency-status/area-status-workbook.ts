import ExcelJS from 'exceljs';
import { spreadsheetSafeCell } from '@firecrest/contracts';
import type { LocationStatus } from '@firecrest/contracts';

/** The area status as an Excel workbook: one row per station, its people and records by expiry band. */
export async function areaStatusXlsx(withinDays: number, stations: LocationStatus[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Area status');
  sheet.columns = [
    { header: 'Call sign', key: 'callSign', width: 12 },
    { header: 'Station', key: 'name', width: 30 },
    { header: 'People', key: 'people', width: 10 },
    { header: 'Expired', key: 'expired', width: 10 },
    { header: `Expiring within ${withinDays} days`, key: 'expiring', width: 24 },
    { header: 'Valid', key: 'valid', width: 10 },
    { header: 'No expiry', key: 'none', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  // Station names and call signs are people's text: one starting like a formula is shown as written.
  sheet.addRows(stations.map((s) => Object.fromEntries(Object.entries(s).map(([key, value]) => [key, spreadsheetSafeCell(value)]))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
