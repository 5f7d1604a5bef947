import type { FastifyInstance } from 'fastify';
import { bulkWriteInRuns, upsertRacing } from '@firecrest/service-kit';
import type { SystemModels } from '../models';
import type { StoredSkillMappingType } from '../models/integrations';
import type { StoredSkillState } from '../models/skill-states';
import { factsFor, notificationKey, skillState, type Facts } from './employee-skills';

/** The marker of the skill states kept for every mapping (stores filled before the table get it once, at start). */
const FILLED = 'skill-states|v1';

/** The rows of these mappings for the employees the facts hold (those with any of a mapping's subject areas). */
async function statesOf(m: SystemModels, types: StoredSkillMappingType[], facts: Facts, keptAt: number): Promise<StoredSkillState[]> {
  const states: StoredSkillState[] = [];
  for (const type of types) {
    const mappedAreas = new Set(type.subjectAreas.map((s) => s.subjectAreaId));
    const employeeIds = new Set(facts.subjectAreas.filter((s) => mappedAreas.has(s.subjectAreaId)).map((s) => s.employeeId));
    for (const employeeId of employeeIds) {
      const employee = facts.employees.get(employeeId);
      if (!employee) continue;
      const state = skillState(type, employee, facts);
      const { firstName, lastName, gartanId } = employee;
      states.push({
        _id: `${type._id}:${employeeId}`,
        system: type.system,
        skillMappingId: type._id,
        employeeId,
        gartanIdentifier: gartanId,
        firstName,
        lastName,
        skillCode: type.skillCode,
        startDate: state.startDate,
        endDate: state.endDate,
        validThrough: state.validThrough,
        createdDate: type.createdDate,
        notificationSent: false,
        dateNotificationSent: null,
        byLastName: `${lastName}\u0000${firstName}`.toLowerCase(),
        byFirstName: `${firstName}\u0000${lastName}`.toLowerCase(),
        searchText: [firstName, lastName, gartanId, type.skillCode].join('\u0000').toLowerCase(),
        keptAt,
      });
    }
  }
  // When each was last pushed to its system: the notifications stay the source, the rows carry a copy.
  const sent = new Map((await m.SkillNotification.find({ _id: { $in: states.map((s) => notificationKey(s.system, s.skillMappingId, s.employeeId)) } }).lean()).map((n) => [n._id, n]));
  for (const state of states) {
    const notification = sent.get(notificationKey(state.system, state.skillMappingId, state.employeeId));
    state.notificationSent = notification?.notificationSent ?? false;
    state.dateNotificationSent = notification?.dateNotificationSent ?? null;
  }
  return states;
}

/** Writes the rows, then drops the rows of the same scope this keeping did not write (no longer held, person gone). */
async function store(m: SystemModels, states: StoredSkillState[], scope: Record<string, unknown>, keptAt: number) {
  await bulkWriteInRuns(
    m.SkillState,
    states.map((s) => ({ replaceOne: { filter: { _id: s._id }, replacement: s, upsert: true } })),
  );
  await m.SkillState.deleteMany({ ...scope, keptAt: { $ne: keptAt } });
}

/** Keeps these employees' state of every skill mapping (after an event about them or their records). */
export async function keepSkillStatesOf(m: SystemModels, employeeIds: number[]) {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return;
  const types = await m.SkillMappingType.find().lean();
  if (!types.length) return;
  const keptAt = Date.now();
  await store(m, await statesOf(m, types, await factsFor(m, types, ids), keptAt), { employeeId: { $in: ids } }, keptAt);
}

/** Keeps every employee's state of one skill mapping (after the mapping was made or changed; none once deleted). */
export async function keepSkillStatesOfMapping(m: SystemModels, typeId: number) {
  const type = await m.SkillMappingType.findById(typeId).lean();
  if (!type) {
    await m.SkillState.deleteMany({ skillMappingId: typeId });
    return;
  }
  const keptAt = Date.now();
  await store(m, await statesOf(m, [type], await factsFor(m, [type]), keptAt), { skillMappingId: typeId }, keptAt);
}

/** Keeps every mapping's states again (a subject area status renamed: which status counts as active may change). */
export async function keepAllSkillStates(m: SystemModels) {
  const ids = (await m.SkillMappingType.find({}, { _id: 1 }).lean()).map((t) => t._id);
  for (const id of ids) await keepSkillStatesOfMapping(m, id);
  await m.SkillState.deleteMany({ skillMappingId: { $nin: ids } });
}

/** A push to the external system, copied onto the row the list reads. */
export async function keepSkillNotification(m: SystemModels, typeId: number, employeeId: number, dateNotificationSent: Date) {
  await m.SkillState.updateOne({ _id: `${typeId}:${employeeId}` }, { $set: { notificationSent: true, dateNotificationSent } });
}

/**
 * Fills the table once from the workforce copies a store already holds, before the consumers start (so no event's
 * keeping races it); a marker lets later starts skip it. Instances starting together may both fill it: the writes are
 * upserts of the same rows, so the one that loses an insert race runs again.
 */
export async function fillSkillStates(fastify: FastifyInstance) {
  const m = fastify.system;
  if (await m.Counter.exists({ _id: FILLED })) return;
  await upsertRacing(() => keepAllSkillStates(m));
  await upsertRacing(() => m.Counter.updateOne({ _id: FILLED }, { $set: { seq: 1 } }, { upsert: true }));
}
