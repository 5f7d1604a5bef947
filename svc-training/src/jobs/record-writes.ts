import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents, employeeSubjectAreaEvents } from '@firecrest/contracts';
import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import type { EmployeeCompetency, EmployeeSubjectArea } from '../models/competency-records';
import { competencyEvent, subjectAreaEvent } from '../routes/competency-records';

/** Records changed per step: written by `_id`, then published. */
export const STEP = 1_000;

/**
 * One `updateMany` by `_id $in` per status in the step, where one `updateOne` per record cost the local FerretDB a
 * statement each (a find and a write: 1,000 calls of 50 for CompetencyExpiry's 50,000 records). Only the status and
 * the modified date are set, so a concurrent edit of the other fields stands.
 */
async function writeStatuses<T extends { _id: number; statusId: number; lastModifiedDate: Date }>(model: Model<T>, step: { record: { _id: number }; statusId: number }[], now: Date) {
  const byStatus = new Map<number, number[]>();
  for (const { record, statusId } of step) {
    const ids = byStatus.get(statusId) ?? [];
    ids.push(record._id);
    byStatus.set(statusId, ids);
  }
  for (const [statusId, ids] of byStatus) await model.updateMany({ _id: { $in: ids } } as QueryFilter<T>, { $set: { statusId, lastModifiedBy: '', lastModifiedDate: now } } as UpdateQuery<T>);
}

/**
 * Sets the status of the given employee competencies, step by step: each step is written by `_id` alone
 * (`writeStatuses`) and its `employee-competency.updated` events are published together. Answers how many changed.
 */
export async function setCompetencyStatuses(fastify: FastifyInstance, changes: { record: EmployeeCompetency; statusId: number }[]): Promise<number> {
  const Competencies = fastify.training.EmployeeCompetency;
  const now = new Date();
  for (let start = 0; start < changes.length; start += STEP) {
    const step = changes.slice(start, start + STEP);
    await writeStatuses(Competencies, step, now);
    await fastify.events.publishMany(
      employeeCompetencyEvents.updated,
      step.map(({ record, statusId }) => competencyEvent({ ...record, statusId, lastModifiedBy: '', lastModifiedDate: now })),
      (e) => String(e.id),
    );
  }
  return changes.length;
}

/** The same for employee subject areas. */
export async function setSubjectAreaStatuses(fastify: FastifyInstance, changes: { record: EmployeeSubjectArea; statusId: number }[]): Promise<number> {
  const SubjectAreas = fastify.training.EmployeeSubjectArea;
  const now = new Date();
  for (let start = 0; start < changes.length; start += STEP) {
    const step = changes.slice(start, start + STEP);
    await writeStatuses(SubjectAreas, step, now);
    await fastify.events.publishMany(
      employeeSubjectAreaEvents.updated,
      step.map(({ record, statusId }) => subjectAreaEvent({ ...record, statusId, lastModifiedBy: '', lastModifiedDate: now })),
      (e) => String(e.id),
    );
  }
  return changes.length;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
