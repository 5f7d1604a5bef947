import { MAPPING_SOURCE_KIND, type MappingOption, type MappingSource, type SkillMapping, type SkillMappingBody } from '@firecrest/contracts';
import { ProblemError, nextId } from '@firecrest/service-kit';
import type { SystemModels } from '../models';
import { keepSkillStatesOfMapping } from './skill-states';

const NOUN: Record<MappingSource, [string, string]> = { 'subject-area': ['subject area', 'subject areas'], 'booking-type': ['booking type', 'booking types'] };

/** The subject areas or booking types Firecrest knows (the copies kept from svc-training's reference events). */
export async function mappingOptions(m: SystemModels, source: MappingSource): Promise<MappingOption[]> {
  const items = await m.Reference.find({ kind: MAPPING_SOURCE_KIND[source] }).lean();
  return items.map((r) => ({ id: r.itemId, code: r.code, name: r.name })).sort((a, b) => a.code.localeCompare(b.code));
}

/** A mapping's rules, each refused with a sentence on its field: a code, a name, at least one known item, one code once. */
async function checked(m: SystemModels, system: string, source: MappingSource, body: SkillMappingBody, id: number | null) {
  const skillCode = body.skillCode.trim();
  const name = body.name.trim();
  const itemIds = [...new Set(body.itemIds)];
  const [one, many] = NOUN[source];
  const errors = [
    !skillCode && { field: 'skillCode', message: 'Enter the skill code the connected system uses.' },
    !name && { field: 'name', message: 'Enter a name for the skill.' },
    !itemIds.length && { field: 'itemIds', message: `Choose at least one ${one}.` },
  ].filter((e) => !!e);
  if (errors.length) throw new ProblemError('validation', errors.map((e) => e.message).join(' '), errors);
  const known = new Set((await mappingOptions(m, source)).map((o) => o.id));
  const unknown = itemIds.filter((i) => !known.has(i));
  if (unknown.length) {
    const message = `${unknown.length === 1 ? `The ${one}` : `The ${many}`} ${unknown.join(', ')} ${unknown.length === 1 ? 'does' : 'do'} not exist.`;
    throw new ProblemError('validation', message, [{ field: 'itemIds', message }]);
  }
  const Model = source === 'subject-area' ? m.SkillMappingType : m.BookingTypeMapping;
  const codeTaken = await (Model as typeof m.BookingTypeMapping).exists({ system, skillCode, ...(id ? { _id: { $ne: id } } : {}) });
  if (codeTaken) {
    const message = `The skill ${skillCode} is already mapped from ${many}; change that mapping instead.`;
    throw new ProblemError('conflict', message, [{ field: 'skillCode', message }]);
  }
  return { skillCode, name, itemIds };
}

/**
 * Subject-area mappings are the skill mapping types the employee-skills list and refresh read: an edit keeps the
 * competencies already required under a subject area that stays; a subject area added requires none (its status alone).
 */
export function mappingStore(m: SystemModels, system: string, source: MappingSource) {
  const missing = (id: number) => new ProblemError('notFound', `Skill mapping ${id} does not exist.`);
  const named = async (rows: { _id: number; skillCode: string; name: string; ids: number[] }[]): Promise<SkillMapping[]> => {
    const options = new Map((await mappingOptions(m, source)).map((o) => [o.id, o]));
    return rows.map((r) => ({ id: r._id, skillCode: r.skillCode, name: r.name, items: r.ids.map((i) => options.get(i) ?? { id: i, code: String(i), name: '' }) }));
  };

  if (source === 'subject-area') {
    return {
      async list() {
        const types = await m.SkillMappingType.find({ system }).sort({ skillCode: 1 }).lean();
        return named(types.map((t) => ({ ...t, ids: t.subjectAreas.map((s) => s.subjectAreaId) })));
      },
      async create(body: SkillMappingBody) {
        const { skillCode, name, itemIds } = await checked(m, system, source, body, null);
        const id = await nextId(m.Counter, 'SkillMappingType');
        await m.SkillMappingType.create({ _id: id, system, skillCode, name, subjectAreas: itemIds.map((subjectAreaId) => ({ subjectAreaId, competencyIds: [] })), createdDate: new Date() });
        await keepSkillStatesOfMapping(m, id);
        return id;
      },
      async update(id: number, body: SkillMappingBody) {
        const found = await m.SkillMappingType.findOne({ _id: id, system }).lean();
        if (!found) throw missing(id);
        const { skillCode, name, itemIds } = await checked(m, system, source, body, id);
        const kept = new Map(found.subjectAreas.map((s) => [s.subjectAreaId, s.competencyIds]));
        const subjectAreas = itemIds.map((subjectAreaId) => ({ subjectAreaId, competencyIds: kept.get(subjectAreaId) ?? [] }));
        await m.SkillMappingType.updateOne({ _id: id }, { $set: { skillCode, name, subjectAreas } });
        await keepSkillStatesOfMapping(m, id);
      },
      async remove(id: number) {
        if (!(await m.SkillMappingType.findOneAndDelete({ _id: id, system }))) throw missing(id);
        await m.SkillNotification.deleteMany({ _id: { $regex: `^${system}:${id}:` } });
        await keepSkillStatesOfMapping(m, id);
      },
    };
  }
  return {
    async list() {
      const rows = await m.BookingTypeMapping.find({ system }).sort({ skillCode: 1 }).lean();
      return named(rows.map((r) => ({ ...r, ids: r.bookingTypeIds })));
    },
    async create(body: SkillMappingBody) {
      const { skillCode, name, itemIds } = await checked(m, system, source, body, null);
      const id = await nextId(m.Counter, 'BookingTypeMapping');
      await m.BookingTypeMapping.create({ _id: id, system, skillCode, name, bookingTypeIds: itemIds, createdDate: new Date() });
      return id;
    },
    async update(id: number, body: SkillMappingBody) {
      if (!(await m.BookingTypeMapping.exists({ _id: id, system }))) throw missing(id);
      const { skillCode, name, itemIds } = await checked(m, system, source, body, id);
      await m.BookingTypeMapping.updateOne({ _id: id }, { $set: { skillCode, name, bookingTypeIds: itemIds } });
    },
    async remove(id: number) {
      if (!(await m.BookingTypeMapping.findOneAndDelete({ _id: id, system }))) throw missing(id);
    },
  };
}
