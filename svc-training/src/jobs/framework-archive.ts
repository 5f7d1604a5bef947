import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import type { EmployeeCompetency, EmployeeSubjectArea } from '../models/competency-records';
import { archiveAfterModel, type ArchiveAfter, type ArchivableKind } from '../models/archive-after';
import { COMPETENCY_STATUS, SUBJECT_AREA_STATUS, statusId, todayUtc } from '../statuses/statuses';
import { plural, setCompetencyStatuses, setSubjectAreaStatuses } from './record-writes';

const NOUN: Record<ArchivableKind, [string, string]> = {
  competency: ['competency', 'competencies'],
  subjectArea: ['subject area', 'subject areas'],
  competencyProgram: ['competency program', 'competency programs'],
};

/**
 * CompetencyArchive, SubjectAreaArchive, CompetencyProgramArchive: framework items whose archive-after date has
 * passed are archived with what employees hold of them: a competency's records become ARCHIVED; a subject area's
 * employee subject areas become Archived; a program's records and subject areas (awarded under it) both.
 */
export async function archiveDue(fastify: FastifyInstance, kinds: ArchivableKind[]): Promise<string> {
  const Due = archiveAfterModel(fastify.db) as Model<ArchiveAfter>;
  const due = await Due.find({ kind: { $in: kinds }, archivedDate: null, archiveAfter: { $lt: todayUtc() } }).lean();
  let records = 0;
  let subjectAreas = 0;
  for (const item of due) {
    const held = await archiveHeld(fastify, item.kind, item.itemId);
    records += held.records;
    subjectAreas += held.subjectAreas;
    await Due.updateOne({ _id: item._id }, { $set: { archivedDate: new Date() } });
  }
  const items = kinds.length === 1 ? plural(due.length, ...NOUN[kinds[0]!]) : plural(due.length, 'framework item');
  return `${items} archived (${plural(records, 'employee competency', 'employee competencies')}, ${plural(subjectAreas, 'employee subject area')})`;
}

/**
 * Archives what employees hold of one framework item: a competency's records become ARCHIVED; a subject area's
 * employee subject areas become Archived; a program's records and subject areas (awarded under it) both.
 */
export async function archiveHeld(fastify: FastifyInstance, kind: ArchivableKind, itemId: number): Promise<{ records: number; subjectAreas: number }> {
  const competencyFilter = kind === 'competency' ? { competencyId: itemId } : kind === 'competencyProgram' ? { competencyProgramId: itemId } : null;
  const subjectAreaFilter = kind === 'subjectArea' ? { subjectAreaId: itemId } : kind === 'competencyProgram' ? { competencyProgramId: itemId } : null;
  let records = 0;
  let subjectAreas = 0;
  if (competencyFilter) {
    const archived = await statusId(fastify, 'competencyStatus', COMPETENCY_STATUS.archived);
    const held = await fastify.training.EmployeeCompetency.find({ ...competencyFilter, statusId: { $ne: archived } }).lean<EmployeeCompetency[]>();
    records = await setCompetencyStatuses(fastify, held.map((record) => ({ record, statusId: archived })));
  }
  if (subjectAreaFilter) {
    const archived = await statusId(fastify, 'subjectAreaStatus', SUBJECT_AREA_STATUS.archived);
    const held = await fastify.training.EmployeeSubjectArea.find({ ...subjectAreaFilter, statusId: { $ne: archived } }).lean<EmployeeSubjectArea[]>();
    subjectAreas = await setSubjectAreaStatuses(fastify, held.map((record) => ({ record, statusId: archived })));
  }
  return { records, subjectAreas };
}
