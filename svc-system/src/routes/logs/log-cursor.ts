import { fieldProblem } from '@firecrest/service-kit';

/** Where a page of a log ended: the date and id of its last row (rows are ordered by date, then id, newest first). */
interface LogPosition {
  date: Date;
  id: string;
}

export const encodeLogCursor = ({ date, id }: LogPosition): string => Buffer.from(JSON.stringify([date.toISOString(), id])).toString('base64url');

export function decodeLogCursor(cursor: string): LogPosition {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(iso));
    if (typeof iso === 'string' && typeof id === 'string' && !Number.isNaN(date.getTime())) return { date, id };
  } catch {
    // fall through to the refusal below
  }
  throw fieldProblem('cursor', 'The list position sent is not one this log gave. Load the list again from the top.');
}

/** The rows after `position` in newest-first order: older, or as old with a smaller id. */
export const afterPosition = (dateField: string, { date, id }: LogPosition) => ({
  $or: [{ [dateField]: { $lt: date } }, { [dateField]: date, _id: { $lt: id } }],
});
