import type { FastifyInstance } from 'fastify';
import type { EmployeeCompetency, EmployeeSubjectArea } from '../models/competency-records';
import { COMPETENCY_STATUS, SUBJECT_AREA_STATUS, statusIds } from '../statuses/statuses';
import { plural, setSubjectAreaStatuses } from './record-writes';

type Held = Pick<EmployeeCompetency, 'employeeId' | 'competencyProgramId' | 'statusId'>;

/**
 * A subject area's status from the competencies the employee holds towards it (those awarded under the same
 * program; all of the employee's when the subject area has no program), ARCHIVED records left out:
 * any EXPIRED → Expired; else any FAIL → Suspended; else all PASS (or PASS with Minor Needs) → Active; else
 * Unassessed. With no such record the status is left as it is, and an Archived subject area is never touched.
 */
export async function recomputeSubjectAreas(fastify: FastifyInstance, scope: 'all' | 'programs'): Promise<string> {
  const c = await statusIds(fastify, 'competencyStatus', COMPETENCY_STATUS);
  const s = await statusIds(fastify, 'subjectAreaStatus', SUBJECT_AREA_STATUS);
  const subjectAreas = await fastify.training.EmployeeSubjectArea.find(scope === 'programs' ? { competencyProgramId: { $ne: null }, statusId: { $ne: s.archived } } : { statusId: { $ne: s.archived } }).lean<EmployeeSubjectArea[]>();
  const employees = [...new Set(subjectAreas.map((a) => a.employeeId))];
  const held = new Map<number, Held[]>();
  for (let start = 0; start < employees.length; start += 500) {
    const records = await fastify.training.EmployeeCompetency.find(
      { employeeId: { $in: employees.slice(start, start + 500) }, statusId: { $ne: c.archived } },
      { employeeId: 1, competencyProgramId: 1, statusId: 1 },
    ).lean<Held[]>();
    for (const r of records) held.set(r.employeeId, [...(held.get(r.employeeId) ?? []), r]);
  }
  const changes: { record: EmployeeSubjectArea; statusId: number }[] = [];
  for (const area of subjectAreas) {
    const records = (held.get(area.employeeId) ?? []).filter((r) => area.competencyProgramId === null || r.competencyProgramId === area.competencyProgramId);
    if (!records.length) continue;
    const statuses = records.map((r) => r.statusId);
    const next = statuses.includes(c.expired)
      ? s.expired
      : statuses.includes(c.fail)
        ? s.suspended
        : statuses.every((id) => id === c.pass || id === c.passMinor)
          ? s.active
          : s.unassessed;
    if (next !== area.statusId) changes.push({ record: area, statusId: next });
  }
  const changed = await setSubjectAreaStatuses(fastify, changes);
  return `${plural(subjectAreas.length, 'employee subject area')} checked, ${plural(changed, 'status', 'statuses')} changed`;
}
