import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents, employeeSubjectAreaEvents } from '@firecrest/contracts';
import { bulkWriteInRuns } from '@firecrest/service-kit';
import type { EmployeeCompetency, EmployeeSubjectArea } from '../models/competency-records';
import { competencyEvent, subjectAreaEvent } from '../routes/competency-records';

/** Records changed per step: written by `_id` (the one lookup FerretDB answers from an index), then published. */
export const STEP = 1_000;

/**
 * Sets the status of the given employee competencies, step by step: each step is written by `_id` alone (on the
 * local FerretDB any further condition turns each statement into a scan of the collection; only the status and
 * the modified date are set, so a concurrent edit of the other fields stands) and its `employee-competency.updated`
 * events are published together. Answers how many changed.
 */
export async function setCompetencyStatuses(fastify: FastifyInstance, changes: { record: EmployeeCompetency; statusId: number }[]): Promise<number> {
  const Competencies = fastify.training.EmployeeCompetency;
  const now = new Date();
  for (let start = 0; start < changes.length; start += STEP) {
    const step = changes.slice(start, start + STEP);
    await bulkWriteInRuns(
      Competencies,
      step.map(({ record, statusId }) => ({ updateOne: { filter: { _id: record._id }, update: { $set: { statusId, lastModifiedDate: now } } } })),
      { ordered: false },
    );
    await fastify.events.publishMany(
      employeeCompetencyEvents.updated,
      step.map(({ record, statusId }) => competencyEvent({ ...record, statusId, lastModifiedDate: now })),
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
    await bulkWriteInRuns(
      SubjectAreas,
      step.map(({ record, statusId }) => ({ updateOne: { filter: { _id: record._id }, update: { $set: { statusId, lastModifiedDate: now } } } })),
      { ordered: false },
    );
    await fastify.events.publishMany(
      employeeSubjectAreaEvents.updated,
      step.map(({ record, statusId }) => subjectAreaEvent({ ...record, statusId, lastModifiedDate: now })),
      (e) => String(e.id),
    );
  }
  return changes.length;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
