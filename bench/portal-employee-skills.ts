/**
 * Employee skills before and after the kept skill states (issue 29), on a bench stack's data, at the same load.
 *
 *   node --conditions=@firecrest/source --import tsx bench/portal-employee-skills.ts [--isolation bench] [--calls 10]
 *
 * Reads the stack's svc-system database directly (no HTTP) and times, one call after the other, the list as it was
 * computed before (every mapped record of every person read and paged in memory: the tests' reference,
 * svc-system/test/skill-rows-by-scan.ts) and as it is now (one page of the kept rows), for each system with skill
 * mappings and the portal's queries; both answers must be equal. Prints p50 / p95 ms and the load average. The demo
 * data maps no skills: where none are mapped, two probe mappings are made (the most held subject areas, each needing
 * the two most held competencies), their states kept (timed: the start's one-off fill), and removed at the end.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { DEFAULT_MONGO_URL, type EmployeeSkillsQuery } from '@firecrest/contracts';
import { compileSystemModels } from '../svc-system/src/models';
import { employeeSkillRows, today } from '../svc-system/src/integrations/employee-skills';
import { keepAllSkillStates, keepSkillStatesOfMapping } from '../svc-system/src/integrations/skill-states';
import { employeeSkillRowsByScan } from '../svc-system/test/skill-rows-by-scan';
import { percentile } from './cursor-walk';

const { values } = parseArgs({ options: { isolation: { type: 'string', default: 'bench' }, calls: { type: 'string', default: '10' } } });
const CALLS = Number(values.calls);
const db = mongoose.createConnection(DEFAULT_MONGO_URL, { dbName: `${values.isolation}system` });
const m = compileSystemModels(db);
const query = (q: Partial<EmployeeSkillsQuery>): EmployeeSkillsQuery => ({ validOnly: false, orderBy: 'Employee.LastName', orderByDescending: false, page: 0, itemsPerPage: 30, ...q });
const QUERIES: [string, EmployeeSkillsQuery][] = [
  ['validOnly=true (the page)', query({ validOnly: true })],
  ['all, page 3', query({ page: 2 })],
  ["search 'ar'", query({ search: 'ar' })],
];

const time = async (run: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `${percentile(ms, 0.5).toFixed(1)} / ${percentile(ms, 0.95).toFixed(1)}`;
};

/** Two mappings of the most held subject areas and competencies, when the data maps none (their ids: 900001-2). */
async function probeMappings(): Promise<number[]> {
  if (await m.SkillMappingType.exists({})) return [];
  const mostHeld = async (model: typeof m.EmployeeSubjectArea | typeof m.EmployeeCompetency, field: string, n: number) =>
    (await (model as typeof m.EmployeeSubjectArea).aggregate<{ _id: number }>([{ $group: { _id: `$${field}`, n: { $sum: 1 } } }, { $sort: { n: -1 } }, { $limit: n }])).map((g) => g._id);
  const [areas, competencies] = [await mostHeld(m.EmployeeSubjectArea, 'subjectAreaId', 2), await mostHeld(m.EmployeeCompetency, 'competencyId', 4)];
  const ids = [900001, 900002];
  await m.SkillMappingType.insertMany(
    ids.map((_id, i) => ({ _id, system: 'availability', skillCode: `PROBE-${i + 1}`, name: `Probe ${i + 1}`, subjectAreas: [{ subjectAreaId: areas[i % areas.length], competencyIds: competencies.slice(2 * i, 2 * i + 2) }], createdDate: new Date() })),
  );
  const t = performance.now();
  await keepAllSkillStates(m);
  console.log(`probe mappings made; their states kept in ${(performance.now() - t).toFixed(0)} ms (the start's one-off fill)`);
  return ids;
}

// Indexes built before anything is timed (a model builds its own on first use).
await Promise.all(Object.values(m).map((model) => model.init()));
const probes = await probeMappings();
try {
  const day = today();
  const systems = (await m.SkillMappingType.distinct('system')) as string[];
  console.log(`employee skills, ${values.isolation}: ${await m.SkillState.countDocuments()} kept rows, ${await m.EmployeeCompetency.countDocuments()} competency records; ${CALLS} calls each; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const system of systems) {
    for (const [name, q] of QUERIES) {
      const [scan, kept] = [await employeeSkillRowsByScan(m, system, q, day), await employeeSkillRows(m, system, q, day)];
      const same = JSON.stringify(scan) === JSON.stringify(kept);
      if (!same) {
        const at = scan.data.findIndex((r, i) => JSON.stringify(r) !== JSON.stringify(kept.data[i]));
        console.log(`  differ at row ${at}: scan ${JSON.stringify(scan.data[at])}, kept ${JSON.stringify(kept.data[at])}; totals ${scan.pagingInfo.totalItems} / ${kept.pagingInfo.totalItems}`);
      }
      const before = await time(() => employeeSkillRowsByScan(m, system, q, day));
      const after = await time(() => employeeSkillRows(m, system, q, day));
      console.log(`  ${system} ${name} (${kept.pagingInfo.totalItems} rows): scan ${before} ms, kept ${after} ms${same ? '' : '  ANSWERS DIFFER'}`);
    }
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  if (probes.length) {
    await m.SkillMappingType.deleteMany({ _id: { $in: probes } });
    for (const id of probes) await keepSkillStatesOfMapping(m, id);
  }
  await db.close();
}
