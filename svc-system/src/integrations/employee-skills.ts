import type { EmployeeSkillRow, EmployeeSkillsQuery, SkillMappingDetail } from '@firecrest/contracts';
import { ProblemError, byIds } from '@firecrest/service-kit';
import type { SystemModels } from '../models';
import type { StoredSkillMappingType } from '../models/integrations';
import type { WorkforceCompetency, WorkforceEmployee, WorkforceSubjectArea } from '../models/workforce';

export const notificationKey = (system: string, typeId: number, employeeId: number) => `${system}:${typeId}:${employeeId}`;
const today = () => new Date().toISOString().slice(0, 10);
/** A competency counts until its expiry (or end) date. */
const competencyValid = (c: WorkforceCompetency) => (c.expiryDate ?? c.endDate ?? '9999-12-31') >= today();

interface Facts {
  employees: Map<number, WorkforceEmployee>;
  subjectAreas: WorkforceSubjectArea[];
  /** Each employee's subject areas and competency records, grouped once (a filter per row was rows x records). */
  areasOf: Map<number, WorkforceSubjectArea[]>;
  competenciesOf: Map<number, WorkforceCompetency[]>;
  names: Map<string, { code: string; name: string }>;
}

function groupBy<T>(items: T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

async function factsFor(m: SystemModels, types: StoredSkillMappingType[], employeeIds?: number[]): Promise<Facts> {
  const subjectAreaIds = [...new Set(types.flatMap((t) => t.subjectAreas.map((s) => s.subjectAreaId)))];
  const competencyIds = [...new Set(types.flatMap((t) => t.subjectAreas.flatMap((s) => s.competencyIds)))];
  const subjectAreas = await m.EmployeeSubjectArea.find(
    { subjectAreaId: { $in: subjectAreaIds }, ...(employeeIds ? { employeeId: { $in: employeeIds } } : {}) },
    { employeeId: 1, subjectAreaId: 1, statusId: 1 },
  ).lean();
  const ids = [...new Set(subjectAreas.map((s) => s.employeeId))];
  // The mapped competencies of everyone (by the competency's index), or of the one employee asked about.
  const held = employeeIds ? { employeeId: { $in: employeeIds } } : {};
  const [employees, competencies, references] = await Promise.all([
    byIds(m.Employee, ids, { firstName: 1, lastName: 1, gartanId: 1 }),
    m.EmployeeCompetency.find({ competencyId: { $in: competencyIds }, ...held }, { employeeId: 1, competencyId: 1, statusId: 1, startDate: 1, endDate: 1, expiryDate: 1 }).lean(),
    m.Reference.find({}, { code: 1, name: 1 }).lean(),
  ]);
  return {
    employees: new Map(employees.map((e) => [e._id, e])),
    subjectAreas,
    areasOf: groupBy(subjectAreas, (s) => s.employeeId),
    competenciesOf: groupBy(competencies, (c) => c.employeeId),
    names: new Map(references.map((r) => [r._id, { code: r.code, name: r.name }])),
  };
}

/** One employee's state of one skill: the mapped subject areas and competencies they hold, dates and validity. */
function skillState(type: StoredSkillMappingType, employee: WorkforceEmployee, facts: Facts): SkillMappingDetail & { valid: boolean } {
  const held = facts.competenciesOf.get(employee._id) ?? [];
  const areas = facts.areasOf.get(employee._id) ?? [];
  let valid = true;
  const dates: { start: string[]; end: string[] } = { start: [], end: [] };
  const subjectAreas = type.subjectAreas.map((mapped) => {
    const area = areas.find((a) => a.subjectAreaId === mapped.subjectAreaId);
    const status = area ? facts.names.get(`subjectAreaStatus:${area.statusId}`)?.name ?? null : null;
    if (!area || status?.toLowerCase() !== 'active') valid = false;
    const competencies = mapped.competencyIds.map((competencyId) => {
      const record = held.filter((c) => c.competencyId === competencyId).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
      if (!record || !competencyValid(record)) valid = false;
      if (record) {
        dates.start.push(record.startDate);
        const end = record.expiryDate ?? record.endDate;
        if (end) dates.end.push(end);
      }
      return {
        code: facts.names.get(`competency:${competencyId}`)?.code ?? String(competencyId),
        expiryDate: record?.expiryDate ?? null,
        status: record ? (facts.names.get(`competencyStatus:${record.statusId}`)?.name ?? null) : null,
      };
    });
    return {
      subjectAreaCode: facts.names.get(`subjectArea:${mapped.subjectAreaId}`)?.code ?? String(mapped.subjectAreaId),
      subjectAreaStatusId: area?.statusId ?? null,
      subjectAreaStatusName: status,
      competencies,
    };
  });
  return {
    name: type.name,
    skillCode: type.skillCode,
    startDate: dates.start.sort().at(-1) ?? null,
    endDate: dates.end.sort()[0] ?? null,
    employee: { id: employee._id, firstName: employee.firstName, lastName: employee.lastName, gartanIdentifier: employee.gartanId },
    subjectAreas,
    valid,
  };
}

const SORT: Record<string, (r: EmployeeSkillRow) => string> = {
  'Employee.LastName': (r) => `${r.lastName}\u0000${r.firstName}`.toLowerCase(),
  'Employee.FirstName': (r) => `${r.firstName}\u0000${r.lastName}`.toLowerCase(),
  SkillCode: (r) => r.skillCode,
  StartDate: (r) => r.startDate ?? '',
  EndDate: (r) => r.endDate ?? '',
  DateNotificationSent: (r) => r.dateNotificationSent ?? '',
};

/** admin-area §7 employee skills: a row per employee holding any subject area a skill of this system maps. */
export async function employeeSkillRows(m: SystemModels, system: string, q: EmployeeSkillsQuery) {
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
        valid: state.valid,
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

/** One employee's mapping of one skill, for the detail modal and for the push to the external system. */
export async function skillDetail(m: SystemModels, system: string, typeId: number, employeeId: number) {
  const type = await m.SkillMappingType.findOne({ _id: typeId, system }).lean();
  if (!type) throw new ProblemError('notFound', `Skill mapping ${typeId} does not exist.`);
  const facts = await factsFor(m, [type], [employeeId]);
  const employee = facts.employees.get(employeeId);
  if (!employee) throw new ProblemError('notFound', `Employee ${employeeId} has no subject area of skill ${type.skillCode}.`);
  return skillState(type, employee, facts);
}
