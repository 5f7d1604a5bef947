import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents } from '@firecrest/contracts';
import { bulkWriteInRuns, reserveIds } from '@firecrest/service-kit';
import type { EmployeeCompetency } from '../models/competency-records';
import { competencyEvent } from '../routes/competency-records';
import { COMPETENCY_STATUS, statusId } from './statuses';

export interface CompetencyPair {
  employeeId: number;
  competencyId: number;
}
export const pairKey = (p: CompetencyPair) => `${p.employeeId}:${p.competencyId}`;

/** The pairs (as `employee:competency`) whose employee already holds the competency from `day` (YYYY-MM-DD) or later. */
export async function heldFrom(fastify: FastifyInstance, employeeIds: number[], competencyIds: number[], day: string): Promise<Set<string>> {
  if (!employeeIds.length || !competencyIds.length) return new Set();
  const held = await fastify.training.EmployeeCompetency.find(
    { employeeId: { $in: [...new Set(employeeIds)] }, competencyId: { $in: [...new Set(competencyIds)] }, startDate: { $gte: day } },
    { employeeId: 1, competencyId: 1 },
  ).lean();
  return new Set(held.map(pairKey));
}

/**
 * What a passed evaluation awards, whatever was evaluated (training event, incident, action plan): the competency,
 * PASS from `day`, no expiry; stored and published as employee-competency.created so personnel, reports and /api/v1
 * learn of it. The caller leaves out the pairs already held (heldFrom).
 */
export async function awardPasses(fastify: FastifyInstance, pairs: CompetencyPair[], day: string): Promise<EmployeeCompetency[]> {
  if (!pairs.length) return [];
  const { EmployeeCompetency: Competencies, Counter } = fastify.training;
  const pass = await statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.pass);
  const first = await reserveIds(Counter, Competencies.modelName, pairs.length);
  const now = new Date();
  const records: EmployeeCompetency[] = pairs.map((w, i) => ({ _id: first + i, employeeId: w.employeeId, competencyId: w.competencyId, competencyProgramId: null, statusId: pass, startDate: day, endDate: null, expiryDate: null, lastModifiedDate: now }));
  await bulkWriteInRuns(Competencies, records.map((document) => ({ insertOne: { document } })));
  await fastify.events.publishMany(employeeCompetencyEvents.created, records.map(competencyEvent), (e) => String(e.id));
  return records;
}
