import { fieldProblem } from '@firecrest/service-kit';

export interface LogFilterQuery {
  filter?: string;
  requestType?: string;
  /** The access log's event (its own condition, not one of the filters here). */
  event?: string;
  dateFrom?: string;
  dateTo?: string;
}

const DAY_MS = 86_400_000;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The Mongo condition for a log's filters: text in any of `textFields` (case-insensitive), the request type, and a
 * date range on `dateField` (a date alone for dateTo takes in that whole day). A range ending before it starts is a 400.
 */
export function logCondition(query: LogFilterQuery, dateField: string, textFields: string[]): Record<string, unknown> {
  const condition: Record<string, unknown> = {};
  const from = query.dateFrom ? new Date(query.dateFrom) : null;
  const to = query.dateTo ? new Date(new Date(query.dateTo).getTime() + (isDateOnly(query.dateTo) ? DAY_MS : 0)) : null;
  if (from && to && from >= to) throw fieldProblem('dateTo', 'dateTo must be after dateFrom.');
  if (from || to) condition[dateField] = { ...(from ? { $gte: from } : {}), ...(to ? { [isDateOnly(query.dateTo!) ? '$lt' : '$lte']: to } : {}) };
  if (query.requestType) condition.requestType = query.requestType;
  const text = query.filter?.trim();
  if (text) condition.$or = textFields.map((field) => ({ [field]: { $regex: escapeRegex(text), $options: 'i' } }));
  return condition;
}
