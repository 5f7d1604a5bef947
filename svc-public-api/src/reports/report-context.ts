import type { Language } from '@firecrest/contracts';
import type { Views } from '../models';
import { summaries } from '../resolve/summaries';
import type { ReportContext, ReportDefinition } from './report-definition';
import type { ReportFilters } from './report-filters';
import { BAND_LABELS } from './expiry-bands';
import { formatDay, translator } from './report-language';

/** Limits and settings of the reports (svc-public-api's config). */
export interface ReportLimits {
  /** Above this many rows a preview or export answers the §8.2 "too large" problem. */
  rowLimit: number;
  /** Up to this many rows Excel and PDF are answered at once; more are queued as a download. */
  directRows: number;
  /** Rows a PDF may hold (a longer one is no use on paper). */
  pdfRows: number;
  /** Days a finished download is kept. */
  downloadDays: number;
  /** The files' language for a requester who chose none on their profile (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
}

export const today = () => new Date().toISOString().slice(0, 10);

export function reportContext(views: Views, filters: ReportFilters, scope: number[] | null, language: Language = 'en-GB'): ReportContext {
  return { views, filters, scope, today: today(), names: summaries(views), language };
}

export const FILTER_LABELS: Record<string, string> = {
  from: 'From',
  to: 'To',
  stationIds: 'Stations',
  staffGroupIds: 'Staff groups',
  roleIds: 'Roles',
  competencyIds: 'Competencies',
  courseName: 'Course',
  band: 'Expiry band',
  attendeeStatusIds: 'Attendee statuses',
};

/** The filters in words for a file's heading ("Stations: A01 Alpha; From: 01/01/2026"), names resolved, in the requester's language. */
export async function describeFilters(definition: ReportDefinition, ctx: ReportContext): Promise<string> {
  const f = ctx.filters;
  const t = translator(ctx.language);
  const parts: string[] = [];
  const [stations, competencies, staffGroups, roles] = await Promise.all([
    ctx.names.locations(f.stationIds ?? []),
    ctx.names.references('competency', f.competencyIds ?? []),
    ctx.names.references('staffGroup', f.staffGroupIds ?? []),
    ctx.names.references('employeeRole', f.roleIds ?? []),
  ]);
  for (const key of definition.filters) {
    const value = f[key];
    if (value === undefined) continue;
    let text: string;
    if (key === 'stationIds') text = f.stationIds!.map((id) => stations.get(id)?.callSign ?? String(id)).join(', ');
    else if (key === 'competencyIds') text = f.competencyIds!.map((id) => competencies.get(id)?.name ?? String(id)).join(', ');
    else if (key === 'staffGroupIds') text = f.staffGroupIds!.map((id) => staffGroups.get(id)?.name ?? String(id)).join(', ');
    else if (key === 'roleIds') text = f.roleIds!.map((id) => roles.get(id)?.name ?? String(id)).join(', ');
    else if (key === 'band') text = t(BAND_LABELS[f.band!]);
    else if (key === 'from' || key === 'to') text = formatDay(f[key]!, ctx.language);
    else text = Array.isArray(value) ? value.join(', ') : String(value);
    parts.push(`${t(FILTER_LABELS[key]!)}: ${text}`);
  }
  if (ctx.scope !== null) parts.push(t('Limited to the locations you manage'));
  return parts.length ? parts.join('; ') : t('None');
}
