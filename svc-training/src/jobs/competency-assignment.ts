import type { FastifyInstance } from 'fastify';
import { activeOn, profilesMatch, type CompetencyBody, type CompetencyProfile } from '@firecrest/contracts';
import { BULK_MAX, IDENTITY_HEADER, serviceIdentity, signIdentitySync } from '@firecrest/service-kit';
import { COMPETENCY_STATUS, statusId, todayUtc } from '../statuses/statuses';
import { plural } from './record-writes';

/** The task acting for itself: it may add employee competencies, nothing more. */
const ASSIGNER = serviceIdentity('svc-training', 'Competency assignment', { COMPETENCIES: ['create'] });

/**
 * CompetencyAssignment and BulkAssignCompetencies (job type 0): every competency with a profile active today is
 * assigned to each employee whose contract current today matches one of those profiles (role, staff group, location;
 * a blank field matches anyone) and who holds no current record of it (none, or only ones ended before today).
 * The records are added UNASSESSED from today through the portal's own route (`POST /training/employee-competencies/bulk`,
 * the same checks and `employee-competency.created` events), so a second run finds them held and assigns nothing.
 * Archived competencies (archive-after date passed) are not assigned.
 */
export async function assignCompetencies(fastify: FastifyInstance, options: { secret: string }): Promise<string> {
  const { FrameworkEntry: Entries, EmployeeCompetency: Records } = fastify.training;
  const today = todayUtc();
  const competencies = (await Entries.find({ kind: 'competency' }).lean())
    .map((e) => ({ id: e.itemId, fields: e.fields as Partial<CompetencyBody> }))
    .filter((c) => !c.fields.archiveAfterDate || c.fields.archiveAfterDate >= today)
    .map((c) => ({ id: c.id, profiles: ((c.fields.profiles ?? []) as CompetencyProfile[]).filter((p) => activeOn(p, today)) }))
    .filter((c) => c.profiles.length > 0);
  if (!competencies.length) return 'No competency profiles active today: nothing to assign';

  // Who holds a current record of these competencies, read once by competency (one condition with few values: a
  // condition listing thousands of employees costs the local FerretDB a comparison per value for every row it scans).
  const holds = new Set<string>();
  const held = Records.find({ competencyId: { $in: competencies.map((c) => c.id) } }, { employeeId: 1, competencyId: 1, endDate: 1 }).lean().cursor();
  for await (const r of held) if (!r.endDate || r.endDate >= today) holds.add(`${r.employeeId}:${r.competencyId}`);

  const wanted: { employeeId: number; competencyId: number }[] = [];
  for await (const page of fastify.personnelReferences.currentContracts(today)) {
    for (const employee of page) {
      for (const competency of competencies) {
        if (!holds.has(`${employee.id}:${competency.id}`) && profilesMatch(competency.profiles, employee.contracts, today)) {
          wanted.push({ employeeId: employee.id, competencyId: competency.id });
        }
      }
    }
  }
  await addUnassessed(fastify, wanted, options.secret);
  const employees = new Set(wanted.map((w) => w.employeeId)).size;
  return `Assigned ${plural(wanted.length, 'competency', 'competencies')} to ${plural(employees, 'employee')}`;
}

/**
 * Adds the given employee competencies UNASSESSED from today through the portal's own bulk route (its checks, its
 * `employee-competency.created` events), acting as the assignment task.
 */
export async function addUnassessed(fastify: FastifyInstance, wanted: { employeeId: number; competencyId: number }[], secret: string): Promise<void> {
  if (!wanted.length) return;
  const today = todayUtc();
  const unassessed = await statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.unassessed);
  for (let start = 0; start < wanted.length; start += BULK_MAX) {
    const payload = wanted.slice(start, start + BULK_MAX).map((w) => ({ ...w, statusId: unassessed, startDate: today }));
    const res = await fastify.inject({
      method: 'POST',
      url: '/training/employee-competencies/bulk',
      headers: { [IDENTITY_HEADER]: signIdentitySync(ASSIGNER, secret, 'svc-training') },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`adding employee competencies answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
}
