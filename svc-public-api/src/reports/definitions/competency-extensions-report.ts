import { allOf, byIds } from '@firecrest/service-kit';
import type { CompetencyExtensionView } from '../../models/competency-extension-view';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { peopleConditions } from '../report-scope';
import { personName, referenceNames, stationLabels } from './station-label';

/** Extensions of the report's people (a scoped caller's only), of the competencies chosen, made within the dates. */
async function extensionFilter(ctx: ReportContext): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = [{ deleted: false }];
  and.push(...(await peopleConditions(ctx)));
  if (ctx.filters.competencyIds?.length) and.push({ competencyId: { $in: ctx.filters.competencyIds } });
  const { from, to } = ctx.filters;
  if (from || to) and.push({ extendedAt: { ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}), ...(to ? { $lte: new Date(`${to}T23:59:59.999Z`) } : {}) } });
  return allOf(...and);
}

const daysBetween = (from: string | null, to: string) => (from ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) : null);

async function extensionRows(extensions: CompetencyExtensionView[], ctx: ReportContext): Promise<Row[]> {
  const people = await byIds(ctx.views.EmployeeView, extensions.map((e) => e.employeeId), { firstName: 1, lastName: 1, primaryStationId: 1 });
  const byId = new Map(people.map((p) => [p._id, p]));
  const [stations, competencies] = await Promise.all([stationLabels(ctx, people.map((p) => p.primaryStationId)), referenceNames(ctx, 'competency', extensions.map((e) => e.competencyId))]);
  return extensions.map((e) => {
    const person = byId.get(e.employeeId);
    return {
      extendedAt: e.extendedAt.toISOString().slice(0, 10),
      employee: personName(person, e.employeeId),
      station: person?.primaryStationId ? (stations.get(person.primaryStationId) ?? null) : null,
      competency: competencies.get(e.competencyId) ?? `Competency ${e.competencyId}`,
      previousExpiryDate: e.previousExpiryDate,
      expiryDate: e.expiryDate,
      days: daysBetween(e.previousExpiryDate, e.expiryDate),
      reason: e.reason,
      extendedBy: e.extendedBy,
    };
  });
}

export const competencyExtensionsReport: ReportDefinition = {
  path: 'personnel/competency-extensions-report',
  title: 'Competency extensions',
  question: 'Whose competency expiry was extended, by how many days, why and by whom?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'competencyIds'],
  columns: [
    { key: 'extendedAt', title: 'Extended on', type: 'date', width: 14 },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'competency', title: 'Competency', type: 'text' },
    { key: 'previousExpiryDate', title: 'Expired on', type: 'date' },
    { key: 'expiryDate', title: 'Extended to', type: 'date' },
    { key: 'days', title: 'Days added', type: 'number' },
    { key: 'reason', title: 'Reason', type: 'text', width: 40 },
    { key: 'extendedBy', title: 'By', type: 'text', width: 16 },
  ],
  defaultSort: { key: 'extendedAt', order: 'desc' },
  emptyText: 'No competency expiry was extended in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.CompetencyExtensionView,
    filter: extensionFilter,
    sortFields: { extendedAt: 'extendedAt' },
    toRows: extensionRows,
  }),
};
