import type { ReportContext } from '../report-definition';

/** "CALL Name" for each station id, in one query. */
export async function stationLabels(ctx: ReportContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const stations = await ctx.names.locations(ids);
  return new Map([...stations].map(([id, s]) => [id, `${s.callSign} ${s.name}`.trim()]));
}

/** Names of reference items (competencies, statuses…) by id, in one query. */
export async function referenceNames(ctx: ReportContext, kind: Parameters<ReportContext['names']['references']>[0], ids: (number | null)[]) {
  const items = await ctx.names.references(kind, ids);
  return new Map([...items].map(([id, r]) => [id, r.code && r.code !== r.name ? `${r.code} ${r.name}` : r.name]));
}

export const personName = (e: { firstName: string; lastName: string } | undefined, id: number) => (e ? `${e.lastName}, ${e.firstName}` : `Employee ${id}`);
