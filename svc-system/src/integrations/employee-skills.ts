import type { EmployeeSkillRow, EmployeeSkillsQuery, SkillMappingDetail } from '@firecrest/contracts';
import { ProblemError, byIds } from '@firecrest/service-kit';
import type { SystemModels } from '../models';
import type { StoredSkillMappingType } from '../models/integrations';
import type { WorkforceCompetency, WorkforceEmployee, WorkforceSubjectArea } from '../models/workforce';

export const notificationKey = (system: string, typeId: number, employeeId: number) => `${system}:${typeId}:${employeeId}`;
export const today = () => new Date().toISOString().slice(0, 10);
/** The last day a competency counts: its expiry (or end) date, else for good. */
const NO_END = '9999-12-31';
const validThroughOf = (c: WorkforceCompetency) => c.expiryDate ?? c.endDate ?? NO_END;

export interface Facts {
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

export async function factsFor(m: SystemModels, types: StoredSkillMappingType[], employeeIds?: number[]): Promise<Facts> {
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

/** A skill state's validity on a day: every mapped subject area active and competency held, none ended before it. */
export const validOn = (validThrough: string | null, day: string) => validThrough !== null && validThrough >= day;

/**
 * One employee's state of one skill: the mapped subject areas and competencies they hold, dates, and the last day it
 * is valid (null: a subject area not active or a competency not held).
 */
export function skillState(type: StoredSkillMappingType, employee: WorkforceEmployee, facts: Facts): SkillMappingDetail & { validThrough: string | null } {
  const held = facts.competenciesOf.get(employee._id) ?? [];
  const areas = facts.areasOf.get(employee._id) ?? [];
  let validThrough: string | null = NO_END;
  const through = (day: string | null) => {
    validThrough = day === null || validThrough === null || day < validThrough ? day : validThrough;
  };
  const dates: { start: string[]; end: string[] } = { start: [], end: [] };
  const subjectAreas = type.subjectAreas.map((mapped) => {
    const area = areas.find((a) => a.subjectAreaId === mapped.subjectAreaId);
    const status = area ? facts.names.get(`subjectAreaStatus:${area.statusId}`)?.name ?? null : null;
    if (!area || status?.toLowerCase() !== 'active') through(null);
    const competencies = mapped.competencyIds.map((competencyId) => {
      const record = held.filter((c) => c.competencyId === competencyId).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
      through(record ? validThroughOf(record) : null);
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
    validThrough,
  };
}

/** The kept rows' fields each sort column orders by (ties: by mapping, then employee). */
const SORT: Record<string, string> = {
  'Employee.LastName': 'byLastName',
  'Employee.FirstName': 'byFirstName',
  SkillCode: 'skillCode',
  StartDate: 'startDate',
  EndDate: 'endDate',
  DateNotificationSent: 'dateNotificationSent',
};
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * admin-area §7 employee skills: a row per employee holding any subject area a skill of this system maps, one page of
 * the kept skill states (`skill-states.ts`) by one flat condition; valid means valid on `day` (today).
 */
export async function employeeSkillRows(m: SystemModels, system: string, q: EmployeeSkillsQuery, day = today()) {
  const search = q.search?.trim().toLowerCase();
  const condition = {
    system,
    ...(q.skillMappingId ? { skillMappingId: q.skillMappingId } : {}),
    ...(q.validOnly ? { validThrough: { $gte: day } } : {}),
    ...(search ? { searchText: { $regex: escapeRegex(search) } } : {}),
  };
  const direction = q.orderByDescending ? -1 : 1;
  const page = q.page ?? 0;
  const size = q.itemsPerPage ?? 30;
  const [states, totalItems] = await Promise.all([
    m.SkillState.find(condition)
      .sort({ [SORT[q.orderBy ?? 'Employee.LastName']]: direction, skillMappingId: 1, employeeId: 1 })
      .skip(page * size)
      .limit(size)
      .lean(),
    m.SkillState.countDocuments(condition),
  ]);
  const data: EmployeeSkillRow[] = states.map((s) => ({
    id: `${s.skillMappingId}-${s.employeeId}`,
    skillMappingId: s.skillMappingId,
    employeeId: s.employeeId,
    gartanIdentifier: s.gartanIdentifier,
    lastName: s.lastName,
    firstName: s.firstName,
    skillCode: s.skillCode,
    startDate: s.startDate,
    endDate: s.endDate,
    valid: validOn(s.validThrough, day),
    createdDate: s.createdDate.toISOString(),
    notificationSent: s.notificationSent,
    dateNotificationSent: s.dateNotificationSent?.toISOString() ?? null,
  }));
  return { data, pagingInfo: { totalItems, itemsPerPage: size, pageIndex: page, totalPages: Math.ceil(totalItems / size) } };
}

/** One employee's mapping of one skill, for the detail modal and for the push to the external system. */
export async function skillDetail(m: SystemModels, system: string, typeId: number, employeeId: number) {
  const type = await m.SkillMappingType.findOne({ _id: typeId, system }).lean();
  if (!type) throw new ProblemError('notFound', `Skill mapping ${typeId} does not exist.`);
  const facts = await factsFor(m, [type], [employeeId]);
  const employee = facts.employees.get(employeeId);
  if (!employee) throw new ProblemError('notFound', `Employee ${employeeId} has no subject area of skill ${type.skillCode}.`);
  const { validThrough, ...detail } = skillState(type, employee, facts);
  return { ...detail, valid: validOn(validThrough, today()) };
}
