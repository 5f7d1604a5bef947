import type { LmsImportQuery, LmsRecordQuery } from '@firecrest/contracts';
import { fieldProblem } from '@firecrest/service-kit';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dayOf = (value: string) => value.slice(0, 10);

/** A bare day as toDate includes the whole day (docs/decisions.md "Dates"); toDate before fromDate is a 400. */
function range(fromDate: string | undefined, toDate: string | undefined) {
  if (fromDate && toDate && dayOf(toDate) < dayOf(fromDate)) throw fieldProblem('toDate', 'The to date is before the from date.');
  const from = fromDate ? new Date(fromDate.length === 10 ? `${fromDate}T00:00:00Z` : fromDate.endsWith('Z') ? fromDate : `${fromDate}Z`) : null;
  const to = toDate ? (toDate.length === 10 ? new Date(Date.parse(`${toDate}T00:00:00Z`) + 86_400_000 - 1) : new Date(toDate.endsWith('Z') ? toDate : `${toDate}Z`)) : null;
  for (const [field, d] of [['fromDate', from], ['toDate', to]] as const) if (d && Number.isNaN(d.getTime())) throw fieldProblem(field, 'Invalid Date');
  return { from, to };
}

const text = (filterText: string | undefined, fields: string[]) => {
  const words = (filterText ?? '').trim();
  if (!words) return {};
  const pattern = new RegExp(escape(words), 'i');
  return { $or: fields.map((f) => ({ [f]: pattern })) };
};

/** GET /lmsrecords: the text matches service number, names and competency; the dates bound the completion date. */
export function recordFilter(q: Omit<LmsRecordQuery, 'page' | 'itemsPerPage'>) {
  const { from, to } = range(q.fromDate, q.toDate);
  const completion: Record<string, string> = {};
  if (from) completion.$gte = from.toISOString().slice(0, 10);
  if (to) completion.$lte = to.toISOString().slice(0, 10);
  return {
    ...text(q.filterText, ['serviceNo', 'lastName', 'firstName', 'competencyCode', 'competencyName', 'createdBy']),
    ...(from || to ? { completionDate: completion } : {}),
    ...(q.locationIds?.length ? { locationIds: { $in: q.locationIds } } : {}),
  };
}

/** GET /lmsrecords/imports and its report: the text matches names, GUID, service number, course and error; the dates bound the import date. */
export function importFilter(q: Omit<LmsImportQuery, 'page' | 'itemsPerPage'>) {
  const { from, to } = range(q.fromDate, q.toDate);
  const created: Record<string, Date> = {};
  if (from) created.$gte = from;
  if (to) created.$lte = to;
  return {
    ...text(q.filterText, ['lastName', 'firstName', 'guid', 'serviceNumber', 'courseCode', 'courseName', 'importErrorTitle', 'importErrorDescription', 'createdBy']),
    ...(from || to ? { createdDate: created } : {}),
    ...(q.locationIds?.length ? { locationIds: { $in: q.locationIds } } : {}),
  };
}

/** Sort on the chosen column with a stable tie-break. */
export function sortOf(orderBy: string, descending: boolean, tieBreak: Record<string, 1 | -1>) {
  return { [orderBy]: descending ? -1 : 1, ...tieBreak } as Record<string, 1 | -1>;
}

export const pagingInfo = (totalItems: number, itemsPerPage: number, pageIndex: number) => ({ totalItems, itemsPerPage, pageIndex, totalPages: Math.ceil(totalItems / itemsPerPage) });
