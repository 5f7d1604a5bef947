import type { ReportContext } from './report-definition';

/**
 * The stations a report covers: those filtered, within the caller's managed locations (spec §6, as the lists scope
 * them); null when neither limits them. An empty list means no station at all, so no rows.
 */
export function reportStations({ filters, scope }: Pick<ReportContext, 'filters' | 'scope'>): number[] | null {
  const chosen = filters.stationIds?.length ? filters.stationIds : null;
  if (scope === null) return chosen;
  return chosen ? chosen.filter((id) => scope.includes(id)) : scope;
}

/** The employees' contract filters (staff groups, roles) as a condition on the employee view, or null for none. */
export function contractCondition({ filters }: Pick<ReportContext, 'filters'>) {
  const condition: Record<string, unknown> = {};
  if (filters.staffGroupIds?.length) condition['contracts.staffGroupId'] = { $in: filters.staffGroupIds };
  if (filters.roleIds?.length) condition['contracts.roleId'] = { $in: filters.roleIds };
  return Object.keys(condition).length ? condition : null;
}

/** Employees working today (a contract running), at the report's stations and in its staff groups and roles. */
export function activeEmployeeFilter(ctx: Pick<ReportContext, 'filters' | 'scope' | 'today'>): Record<string, unknown> {
  const stations = reportStations(ctx);
  return {
    deleted: false,
    activeFrom: { $lte: ctx.today },
    activeUntil: { $gte: ctx.today },
    ...(stations ? { stationIds: { $in: stations } } : {}),
    ...contractCondition(ctx),
  };
}

/**
 * The condition on an employee's records (their copies of the employee's stations and period): working today, at
 * the report's stations; staff group and role filters are resolved to employee ids (one indexed query).
 */
export async function employeeRecordFilter(ctx: ReportContext): Promise<Record<string, unknown>> {
  const stations = reportStations(ctx);
  const contracts = contractCondition(ctx);
  const employeeIds = contracts
    ? (await ctx.views.EmployeeView.find({ deleted: false, ...contracts, ...(stations ? { stationIds: { $in: stations } } : {}) }, { _id: 1 }).lean()).map((e) => e._id)
    : null;
  return {
    deleted: false,
    activeFrom: { $lte: ctx.today },
    activeUntil: { $gte: ctx.today },
    ...(stations ? { stationIds: { $in: stations } } : {}),
    ...(employeeIds ? { employeeId: { $in: employeeIds } } : {}),
  };
}

/** A competency record held today: started, and not ended before today. */
export const heldToday = (today: string) => ({ startDate: { $lte: today }, $or: [{ endDate: null }, { endDate: { $gte: today } }] });

/**
 * Conditions putting rows that carry their employee's stations (attendees, action plans, competency extensions; the
 * projection keeps `employeeStationIds`, indexed) at the report's stations, whatever the number of people there.
 * Staff group and role filters are resolved to the ids of the employees in them. Empty: no limit. Deleted employees'
 * rows count at the stations their tombstone shows.
 */
export async function peopleConditions(ctx: ReportContext): Promise<Record<string, unknown>[]> {
  const stations = reportStations(ctx);
  const contracts = contractCondition(ctx);
  const and: Record<string, unknown>[] = [];
  if (stations) and.push({ employeeStationIds: { $in: stations } });
  if (contracts) {
    const ids = (await ctx.views.EmployeeView.find({ ...(stations ? { stationIds: { $in: stations } } : {}), ...contracts }, { _id: 1 }).lean()).map((e) => e._id);
    and.push({ employeeId: { $in: ids } });
  }
  return and;
}

/**
 * Training events a scoped caller sees (as svc-training's lists do): held at one of their locations, or attended
 * by one of their people. Null when the caller is not scoped.
 */
export async function visibleEventIds(ctx: ReportContext): Promise<number[] | null> {
  if (ctx.scope === null) return null;
  const [held, attended] = await Promise.all([
    ctx.views.TrainingEventView.find({ trainingLocationIds: { $in: ctx.scope } }, { _id: 1 }).lean(),
    ctx.views.TrainingEventAttendeeView.distinct('trainingEventId', { employeeStationIds: { $in: ctx.scope } }),
  ]);
  return [...new Set([...held.map((e) => e._id), ...(attended as number[])])];
}

/** Competency records held today by the report's people, of the competencies filtered. */
export async function heldRecordFilter(ctx: ReportContext): Promise<Record<string, unknown>> {
  return {
    ...(await employeeRecordFilter(ctx)),
    ...heldToday(ctx.today),
    ...(ctx.filters.competencyIds?.length ? { competencyId: { $in: ctx.filters.competencyIds } } : {}),
  };
}
