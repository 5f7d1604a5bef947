import type { ReportInfo } from '@firecrest/contracts';
import { reportId, type ReportDefinition } from '../../reports/report-definition';

/** A definition as the portal reads it (no queries, no functions). */
export function reportInfo(definition: ReportDefinition): ReportInfo {
  const sortable = definition.source.kind === 'list' ? Object.keys(definition.source.sortFields) : definition.columns.map((c) => c.key);
  const { rows: _rows, ...chart } = definition.chart ?? { rows: undefined };
  return {
    id: reportId(definition),
    path: definition.path,
    title: definition.title,
    question: definition.question,
    filters: [...definition.filters],
    columns: definition.columns.map((c) => ({ key: c.key, title: c.title, type: c.type, sortable: sortable.includes(c.key) })),
    defaultSort: definition.defaultSort,
    emptyText: definition.emptyText ?? 'No rows match the filters.',
    ...(definition.worksheetBy ? { worksheetBy: definition.worksheetBy } : {}),
    ...(definition.chart ? { chart: chart as NonNullable<ReportInfo['chart']> } : {}),
  };
}
