import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPORTS } from './definitions';
import type { ReportDefinition } from './report-definition';
import { EXPIRING_WITHIN_DAYS } from './expiry-bands';

const FILTER_NAMES: Record<string, string> = {
  from: 'from (day)',
  to: 'to (day)',
  stationIds: 'stations',
  staffGroupIds: 'staff groups',
  roleIds: 'roles',
  competencyIds: 'competencies',
  courseName: 'course name',
  band: 'expiry band',
  attendeeStatusIds: 'attendee statuses',
};
const CHARTS: Record<string, string> = { bar: 'bars', line: 'a line', pie: 'a pie', heatmap: 'a heat map' };

function section(r: ReportDefinition): string {
  const sortable = r.source.kind === 'list' ? Object.keys(r.source.sortFields) : r.columns.map((c) => c.key);
  const title = (key: string) => r.columns.find((c) => c.key === key)?.title ?? key;
  const lines = [
    `## ${r.title}`,
    '',
    `\`/reporting/rt/${r.path}\` — ${r.question}`,
    '',
    '| Column | Type | Sortable |',
    '|---|---|---|',
    ...r.columns.map((c) => `| ${c.title} | ${c.type} | ${sortable.includes(c.key) ? 'yes' : ''} |`),
    '',
    `Filters: ${r.filters.map((f) => FILTER_NAMES[f]).join(', ')}. Sorted by default by ${title(r.defaultSort.key)} (${r.defaultSort.order === 'asc' ? 'ascending' : 'descending'}).`,
  ];
  if (r.chart) {
    const what = r.chart.type === 'heatmap' ? `${title(r.chart.y!)} × ${title(r.chart.x)} coloured by ${title(r.chart.value!)}` : `by ${title(r.chart.x)}`;
    lines.push(`Chart: ${CHARTS[r.chart.type]} ${what}.`);
  }
  if (r.worksheetBy) lines.push(`Excel: one worksheet per ${title(r.worksheetBy).toLowerCase()}.`);
  return lines.join('\n');
}

/** docs/reports.md, made from the definitions (a unit test keeps the file current). */
export function reportsMarkdown(): string {
  return [
    '# Reports',
    '',
    'Generated from `svc-public-api/src/reports/definitions` (`npx tsx --conditions=@firecrest/source svc-public-api/src/reports/reports-doc.ts`); do not edit by hand.',
    '',
    'Every report has a preview with paging and sort, its filters kept per user, saved reports (not shared or shared with all users),',
    'Excel (an "About" sheet with the title, filters, date and row count; a frozen header; typed cells) and PDF (title, filters, date,',
    'page numbers), and queued downloads kept 7 days at `/reporting/rt/downloads`. A caller who manages only some locations sees only',
    `their people and the events held at their locations (spec §6). Expiry bands: expired before today, expiring within ${EXPIRING_WITHIN_DAYS} days,`,
    'valid after that, or no expiry.',
    '',
    ...REPORTS.map(section).flatMap((s) => [s, '']),
  ].join('\n');
}

export const REPORTS_DOC = resolve(import.meta.dirname, '../../../docs/reports.md');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeFileSync(REPORTS_DOC, reportsMarkdown());
