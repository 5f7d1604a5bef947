import type { EmployeeSkillRow, EmployeeSkillsQuery } from '@firecrest/contracts';
import type { SystemModels } from '../src/models';
import { factsFor, notificationKey, skillState, validOn } from '../src/integrations/employee-skills';

const SORT: Record<string, (r: EmployeeSkillRow) => string> = {
  'Employee.LastName': (r) => `${r.lastName}\u0000${r.firstName}`.toLowerCase(),
  'Employee.FirstName': (r) => `${r.firstName}\u0000${r.lastName}`.toLowerCase(),
  SkillCode: (r) => r.skillCode,
  StartDate: (r) => r.startDate ?? '',
  EndDate: (r) => r.endDate ?? '',
  DateNotificationSent: (r) => r.dateNotificationSent ?? '',
};

/**
 * The employee skills list as it was computed before the kept skill states: every mapped record of every person
 * read and the rows filtered, sorted and paged in memory. The tests' reference for what the kept rows must answer.
 */
export async function employeeSkillRowsByScan(m: SystemModels, system: string, q: EmployeeSkillsQuery, day: string) {
  const types = await m.SkillMappingType.find({ system, ...(q.skillMappingId ? { _id: q.skillMappingId } : {}) }).lean();
  const facts = await factsFor(m, types);
  const notifications = new Map((await m.SkillNotification.find({ _id: { $regex: `^${system}:` } }).lean()).map((n) => [n._id, n]));
  let rows: EmployeeSkillRow[] = [];
  for (const type of types) {
    const mappedAreas = new Set(type.subjectAreas.map((s) => s.subjectAreaId));
    const employeeIds = new Set(facts.subjectAreas.filter((s) => mappedAreas.has(s.subjectAreaId)).map((s) => s.employeeId));
    for (const employeeId of employeeIds) {
      const employee = facts.employees.get(employeeId);
      if (!employee) continue;
      const state = skillState(type, employee, facts);
      const sent = notifications.get(notificationKey(system, type._id, employeeId));
      rows.push({
        id: `${type._id}-${employeeId}`,
        skillMappingId: type._id,
        employeeId,
        gartanIdentifier: employee.gartanId,
        lastName: employee.lastName,
        firstName: employee.firstName,
        skillCode: type.skillCode,
        startDate: state.startDate,
        endDate: state.endDate,
        valid: validOn(state.validThrough, day),
        createdDate: type.createdDate.toISOString(),
        notificationSent: sent?.notificationSent ?? false,
        dateNotificationSent: sent?.dateNotificationSent?.toISOString() ?? null,
      });
    }
  }
  const search = q.search?.trim().toLowerCase();
  if (search) rows = rows.filter((r) => [r.firstName, r.lastName, r.gartanIdentifier, r.skillCode].some((v) => v.toLowerCase().includes(search)));
  if (q.validOnly) rows = rows.filter((r) => r.valid);
  const key = SORT[q.orderBy ?? 'Employee.LastName'];
  rows.sort((a, b) => key(a).localeCompare(key(b)) * (q.orderByDescending ? -1 : 1));
  const page = q.page ?? 0;
  const size = q.itemsPerPage ?? 30;
  return {
    data: rows.slice(page * size, page * size + size),
    pagingInfo: { totalItems: rows.length, itemsPerPage: size, pageIndex: page, totalPages: Math.ceil(rows.length / size) },
  };
}
